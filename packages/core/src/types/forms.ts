/**
 * What was typed in the modal's smaller forms, kept by the instance so that leaving a view and coming
 * back, or closing the modal, loses nothing (Send and Swap keep their forms in stores of their own).
 */
export interface FormsState {
  /** Connect's email field. */
  loginEmail: string
  /** UpdateEmailWallet's new address. */
  newEmail: string
  /** RegisterAccountName's name. */
  accountName: string
  /** Buy crypto's amount, asset and payment method; undefined until the view was first shown. */
  onramp: OnrampFormState | undefined
}

/** Buy crypto's form as typed: the amount in the payment currency, the asset and payment method ids. */
export interface OnrampFormState {
  amount: string
  asset: string
  method: string
}

/** The on-ramp checkout under way: its popup window, and the purchases made before it (the next is its). */
export interface OnrampCheckoutState {
  window: Window | null
  known: string[]
}
