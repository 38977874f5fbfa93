// The connected account: its view, Receive, and the account name's registration (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { accountTexts } from '../../i18n/en/account.js'
import { sharedTexts } from '../../i18n/en/shared.js'
import { AccountView } from '../account/AccountView.js'
import { ReceiveView } from '../account/ReceiveView.js'
import {
  RegisterAccountNameSuccessView,
  RegisterAccountNameView,
} from '../account/RegisterAccountNameView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(accountTexts)

export const views: FeatureViews = {
  Account: AccountView,
  Receive: ReceiveView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
}
