// Email login's later steps and the embedded wallet's views: the code, the new device, the recovery
// password, a transaction to approve, and changing the email (issue #32).
import { registerEnglish } from '@foyer/core/messages'
import { emailTexts } from '../../i18n/en/email.js'
import { sharedTexts } from '../../i18n/en/shared.js'
import { ApproveTransactionView } from '../email/ApproveTransactionView.js'
import { EmailRecoveryPasswordView } from '../email/EmailRecoveryPasswordView.js'
import { EmailVerifyDeviceView } from '../email/EmailVerifyDeviceView.js'
import { EmailVerifyOtpView } from '../email/EmailVerifyOtpView.js'
import { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from '../email/UpdateEmailOtpView.js'
import { UpdateEmailWalletView } from '../email/UpdateEmailWalletView.js'
import type { FeatureViews } from '../viewRegistry.js'

// The feature's English texts, with its views (and those it shares with other features).
registerEnglish(sharedTexts)
registerEnglish(emailTexts)

export const views: FeatureViews = {
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  EmailRecoveryPassword: EmailRecoveryPasswordView,
  ApproveTransaction: ApproveTransactionView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
}
