import { resendEmailOtp, toFoyerError, verifyEmailOtp } from '@foyer/core/views'
import { useId, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { codeErrorText, OtpBoxes, useResendCountdown } from '../../ui/OtpBoxes.js'

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
  const id = useId()
  const email = useStoreSelector(foyer.stores.router, (state) => state.data?.email)
  const [attempt, setAttempt] = useState(0)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const countdown = useResendCountdown(email?.sentAt)
  const { secondsLeft } = countdown

  if (!email) return null

  const check = async (code: string) => {
    setChecking(true)
    setError(undefined)
    setNotice(undefined)
    try {
      await verifyEmailOtp(foyer, { otp: code })
    } catch (cause) {
      setError(codeErrorText(toFoyerError(cause), t))
      // The boxes empty, the focus in the first.
      setAttempt((count) => count + 1)
    } finally {
      setChecking(false)
    }
  }

  const resend = async () => {
    setError(undefined)
    setNotice(undefined)
    try {
      await resendEmailOtp(foyer)
      countdown.restart()
      setNotice(t('emailOtp.resent'))
    } catch (cause) {
      setError(toFoyerError(cause).shortMessage)
    }
  }

  return (
    <div className="stack">
      <p className="muted center">{t('emailOtp.sent', { email: email.address })}</p>
      <OtpBoxes
        resetKey={attempt}
        disabled={checking}
        invalid={error !== undefined}
        describedBy={error ? `${id}-error` : undefined}
        onInput={() => setError(undefined)}
        onComplete={(code) => void check(code)}
      />
      <p className="muted center" role="status">
        {checking ? t('email.authenticating') : (notice ?? '')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="error-text center" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="link-button" disabled={secondsLeft > 0 || checking} onClick={resend}>
        {secondsLeft > 0 ? t('emailOtp.resendIn', { seconds: secondsLeft }) : t('emailOtp.resend')}
      </button>
    </div>
  )
}
