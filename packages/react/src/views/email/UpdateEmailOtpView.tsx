import {
  EmailUpdateError,
  getEmailUpdate,
  resendUpdateEmailOtp,
  submitUpdateEmailPrimaryOtp,
  submitUpdateEmailSecondaryOtp,
  toFoyerError,
} from '@foyer/core/views'
import { useId, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { codeErrorText, OtpBoxes, useResendCountdown } from '../../ui/OtpBoxes.js'

/** UpdateEmailPrimaryOtp: the code mailed to the current address. */
export function UpdateEmailPrimaryOtpView() {
  return <UpdateEmailOtp step="primary" />
}

/** UpdateEmailSecondaryOtp: the code mailed to the new address; the change is made with it. */
export function UpdateEmailSecondaryOtpView() {
  return <UpdateEmailOtp step="secondary" />
}

/**
 * The two code steps of an email change: six boxes (as EmailVerifyOtp's), sent on as soon as the sixth
 * digit is in. The Foyer server checks both codes together when the second comes, so a wrong code is
 * refused there, with the tries left, and the boxes are emptied; since it may be the first code that was
 * wrong, the second step also offers to enter that one again. 'Resend code' (after the 30 s the server
 * asks) mails both codes anew and starts again at the first.
 */
function UpdateEmailOtp({ step }: { step: 'primary' | 'secondary' }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const id = useId()
  const update = useStoreSelector(foyer.stores.router, () => getEmailUpdate(foyer))
  const firstStepShown = useStoreSelector(foyer.stores.router, (state) =>
    state.history.includes('UpdateEmailPrimaryOtp'),
  )
  const [attempt, setAttempt] = useState(0)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<{ text: string; wrongCode: boolean }>()
  const [notice, setNotice] = useState<string>()
  const countdown = useResendCountdown(update?.sentAt)
  const { secondsLeft } = countdown

  if (!update) return null

  const check = async (otp: string) => {
    setChecking(true)
    setError(undefined)
    setNotice(undefined)
    try {
      if (step === 'primary') await submitUpdateEmailPrimaryOtp(foyer, { otp })
      else await submitUpdateEmailSecondaryOtp(foyer, { otp })
    } catch (cause) {
      const failure = toFoyerError(cause)
      setError({
        text: codeErrorText(failure, t),
        wrongCode: failure instanceof EmailUpdateError && failure.reason === 'wrongCode',
      })
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
      await resendUpdateEmailOtp(foyer)
      countdown.restart()
      setNotice(t('updateEmail.resent'))
    } catch (cause) {
      setError({ text: toFoyerError(cause).shortMessage, wrongCode: false })
    }
  }

  let status = notice ?? ''
  if (checking) status = step === 'primary' ? t('updateEmail.checking') : t('updateEmail.updating')

  return (
    <div className="stack">
      <p className="muted center">
        {step === 'primary'
          ? t('updateEmail.primarySent', { email: update.current })
          : t('updateEmail.secondarySent', { email: update.next })}
      </p>
      <OtpBoxes
        resetKey={attempt}
        disabled={checking}
        invalid={error !== undefined}
        describedBy={error ? `${id}-error` : undefined}
        onInput={() => setError(undefined)}
        onComplete={(code) => void check(code)}
      />
      <p className="muted center" role="status">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} className="error-text center" role="alert">
          {error.text}
        </p>
      ) : null}
      {error?.wrongCode && step === 'secondary' && firstStepShown ? (
        <button type="button" className="link-button" onClick={() => foyer.goBack()}>
          {t('updateEmail.retypeFirst', { email: update.current })}
        </button>
      ) : null}
      <button type="button" className="link-button" disabled={secondsLeft > 0 || checking} onClick={resend}>
        {secondsLeft > 0 ? t('emailOtp.resendIn', { seconds: secondsLeft }) : t('emailOtp.resend')}
      </button>
    </div>
  )
}
