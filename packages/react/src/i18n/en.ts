import { accountTexts } from './en/account.js'
import { emailTexts } from './en/email.js'
import { modalTexts } from './en/modal.js'
import { networksTexts } from './en/networks.js'
import { onrampTexts } from './en/onramp.js'
import { sendTexts } from './en/send.js'
import { sharedTexts } from './en/shared.js'
import { signinTexts } from './en/signin.js'
import { socialTexts } from './en/social.js'
import { swapTexts } from './en/swap.js'
import { walletconnectTexts } from './en/walletconnect.js'
import { walletsTexts } from './en/wallets.js'
import { pageMessages } from './enPage.js'

/**
 * The English catalog of the UI: every label, title, aria-label and empty state the React layer shows.
 * Core's catalog (`messages` from `@foyer/core`) holds error and alert texts; `t` merges both.
 *
 * Its texts load in parts, each with the code that shows them (issue #32): the page's buttons with the
 * page (enPage.ts), the modal's own with the modal's chunk (en/modal.ts), each feature's with its views'
 * chunk (en/<feature>.ts, registered by views/features/<feature>.ts); the texts two features show
 * (en/shared.ts) with either's. `i18n/enParts.test.ts` checks that every text a module shows is in a part loaded with it.
 */
const en = {
  ...pageMessages,
  ...modalTexts,
  ...sharedTexts,
  ...walletsTexts,
  ...walletconnectTexts,
  ...accountTexts,
  ...networksTexts,
  ...sendTexts,
  ...swapTexts,
  ...onrampTexts,
  ...signinTexts,
  ...socialTexts,
  ...emailTexts,
} satisfies Record<string, string>

export type UiMessageKey = keyof typeof en

/** A translation of the UI's catalog: every key, the same placeholders (checked by `locales.test.ts`). */
export type UiCatalog = Readonly<Record<UiMessageKey, string>>

/** The UI catalog as a flat record of key → text (placeholders are filled by `t`). */
export const uiMessages: UiCatalog = en
