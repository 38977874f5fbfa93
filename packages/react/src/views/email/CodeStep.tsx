import type { FoyerError } from '@foyer/core'
import { toFoyerError } from '@foyer/core/views'
import { type ReactNode, useId, useState } from 'react'
import { useT } from '../../i18n/useT.js'
import { codeErrorText, OtpBoxes, useResendCountdown } from '../../ui/OtpBoxes.js'

/**
 * A step that asks for a mailed code (login, and both steps of an email change): `sentText` says where
 * it went, six boxes take it and `verify` runs as soon as the sixth digit is in, with `checkingText` in
 * the status line. A refused code says so with the tries left and empties the boxes, the focus in the
 * first; `refused` may add what the step offers then. 'Resend code' counts down the 30 s the server asks
 * between codes from `sentAt`, then `resend` mails one anew and the status line says `resentText`.
 */
export function CodeStep({
  sentText,
  sentAt,
  checkingText,
  resentText,
  verify,
  resend,
  refused,
}: {
  /** Says where the code went (an element: the address in it is kept whole on its line). */
  sentText: ReactNode
  sentAt: number | undefined
  checkingText: string
  resentText: string
  verify(code: string): Promise<unknown>
  resend(): Promise<unknown>
  refused?(failure: FoyerError): ReactNode
}) {
  const t = useT()
  const id = useId()
  const [attempt, setAttempt] = useState(0)
  const [checking, setChecking] = useState(false)
  // `failure`: the refusal of a code (not of a resend), for `refused`.
  const [error, setError] = useState<{ text: string; failure?: FoyerError }>()
  const [notice, setNotice] = useState<string>()
  const countdown = useResendCountdown(sentAt)
  const { secondsLeft } = countdown

  const check = async (code: string) => {
    setChecking(true)
    setError(undefined)
    setNotice(undefined)
    try {
      await verify(code)
    } catch (cause) {
      const failure = toFoyerError(cause)
      setError({ text: codeErrorText(failure, t), failure })
      // The boxes empty, the focus in the first.
      setAttempt((count) => count + 1)
    } finally {
      setChecking(false)
    }
  }

  const sendAgain = async () => {
    setError(undefined)
    setNotice(undefined)
    try {
      await resend()
      countdown.restart()
      setNotice(resentText)
    } catch (cause) {
      setError({ text: toFoyerError(cause).shortMessage })
    }
  }

  return (
    <div className="stack">
      <p className="muted center">{sentText}</p>
      <OtpBoxes
        resetKey={attempt}
        disabled={checking}
        invalid={error !== undefined}
        describedBy={error ? `${id}-error` : undefined}
        onInput={() => setError(undefined)}
        onComplete={(code) => void check(code)}
      />
      <p className="muted center" role="status">
        {checking ? checkingText : (notice ?? '')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="error-text center" role="alert">
          {error.text}
        </p>
      ) : null}
      {error?.failure && refused ? refused(error.failure) : null}
      <button
        type="button"
        className="link-button"
        disabled={secondsLeft > 0 || checking}
        onClick={sendAgain}
      >
        {secondsLeft > 0 ? t('emailOtp.resendIn', { seconds: secondsLeft }) : t('emailOtp.resend')}
      </button>
    </div>
  )
}
