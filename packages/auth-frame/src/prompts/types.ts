/**
 * What the frame shows the visitor in its own window: the consent prompt of a request that signs or
 * spends, and the recovery-password form. The host page cannot draw, skip or answer either: the frame
 * acts only on a trusted click (or key press) inside its own document.
 */

import type { TransactionPreview } from '../preview.js'

/**
 * A signing request, read by the frame from what it will sign. `smartAccount`: `account` is the wallet's
 * ERC-4337 smart account (the prompt says so); absent for the EOA.
 */
export type ConsentRequest =
  | { kind: 'message'; origin: string; account: string; smartAccount?: boolean; text: string; hex: boolean }
  | {
      kind: 'typedData'
      origin: string
      account: string
      smartAccount?: boolean
      chainId: number
      domainName?: string
      json: string
    }
  | {
      kind: 'transaction'
      origin: string
      account: string
      smartAccount?: boolean
      /** A smart account's user operation whose network fee the app pays (its paymaster). */
      sponsored?: boolean
      chainId: number
      to: string | undefined
      value: bigint
      data: string
      /** What it does to the account's balances, simulated on the chain while the prompt shows. */
      preview?: Promise<TransactionPreview>
    }

/** The network a transaction runs on, as the frame's server configuration names it. */
export interface PromptNetwork {
  name: string
  symbol: string
  decimals: number
}

/** The page's theme (SYNC_THEME): the mode and the `--foyer-*` CSS variables it resolved. */
export interface PromptTheme {
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: Readonly<Record<string, string | number>> | undefined
}

/** The strength rule's verdict on a new recovery password: `reason` is a code the form translates. */
export interface PasswordVerdict {
  ok: boolean
  reason?: string | undefined
}

export interface FramePrompts {
  /**
   * Shows `request` and resolves when the visitor approves it by a trusted click inside the frame; rejects
   * with `UserRejectedError` when they reject it, and with the signal's reason when it aborts. One prompt
   * at a time: the next waits for the one on screen.
   */
  consent(request: ConsentRequest, network: PromptNetwork | undefined, signal: AbortSignal): Promise<void>
  /**
   * Shows the recovery-password form (`set`: choose one, typed twice; `enter`: the one chosen before) and
   * hands each password the visitor submits to `submit`; an error it throws is shown in the form, which
   * stays. Resolves once `submit` resolves; rejects with `UserRejectedError` when the visitor cancels.
   */
  password(
    mode: 'set' | 'enter',
    submit: (password: string) => Promise<void>,
    signal: AbortSignal,
    /**
     * `set`: the strength rule's verdict on a password as typed, once the rule is there (its chunk may
     * still be loading: the form shows no verdict meanwhile, and a failure to load as the hint).
     */
    assess?: (password: string) => Promise<PasswordVerdict>,
    /**
     * `enter`: a "Use a passkey instead" button whose trusted click calls `passkey`; it resolves the
     * prompt like a right password, and a failure is shown while the form stays.
     */
    passkey?: () => Promise<void>,
  ): Promise<void>
  /**
   * After a new recovery password: offers to add a passkey for recovery too. A trusted click on the
   * armed "Also add a passkey for recovery" calls `add` (a failure is shown, the offer stays); resolves
   * with 'added', or 'skipped' on "Not now".
   */
  offerPasskey(add: () => Promise<void>, signal: AbortSignal): Promise<'added' | 'skipped'>
  /** Ends every prompt shown or waiting with `PromptCancelledError` (the page's modal closed). */
  cancelAll(): void
  setTheme(theme: PromptTheme): void
  setLocale(locale: string | undefined): void
}
