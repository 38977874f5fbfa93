import { resendEmailOtp, verifyEmailOtp } from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { emailSlot, WithEmailAddress } from '../../ui/EmailAddress.js'
import { CodeStep } from './CodeStep.js'

export { OTP_LENGTH, OTP_RESEND_SECONDS } from '../../ui/OtpBoxes.js'

/**
 * EmailVerifyOtp: six boxes for the mailed code (typing moves on, Backspace moves back, a pasted code
 * fills them all), checked as soon as the sixth digit is in. A wrong code says so with the tries left and
 * empties the boxes; 'Resend code' counts down the 30 s the server asks between codes. While the frame
 * builds the wallet, 'Authenticating...'.
 */
export function EmailVerifyOtpView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const email = useStoreSelector(foyer.stores.router, (state) => state.data?.email)
  if (!email) return null
  return (
    <CodeStep
      sentText={<WithEmailAddress text={t('emailOtp.sent', { email: emailSlot })} address={email.address} />}
      sentAt={email.sentAt}
      checkingText={t('email.authenticating')}
      resentText={t('emailOtp.resent')}
      verify={(otp) => verifyEmailOtp(foyer, { otp })}
      resend={() => resendEmailOtp(foyer)}
    />
  )
}
