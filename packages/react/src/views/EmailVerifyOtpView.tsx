import { FrameRequestError, resendEmailOtp, toFoyerError, verifyEmailOtp } from '@foyer/core/internal'
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'

/** Digits of the code the Foyer server mails. */
export const OTP_LENGTH = 6
/** The server sends one code per 30 s (spec section 9: email resend throttle). */
export const OTP_RESEND_SECONDS = 30

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '')

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
  const [digits, setDigits] = useState(emptyCode)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [now, setNow] = useState(() => foyer.services.now())
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  const secondsLeft = email
    ? Math.max(0, Math.ceil((email.sentAt + OTP_RESEND_SECONDS * 1000 - now) / 1000))
    : 0
  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setInterval(() => setNow(foyer.services.now()), 1000)
    return () => clearInterval(timer)
  }, [foyer, secondsLeft])

  useEffect(() => boxes.current[0]?.focus(), [])

  if (!email) return null

  const check = async (code: string) => {
    setChecking(true)
    setError(undefined)
    setNotice(undefined)
    try {
      await verifyEmailOtp(foyer, { otp: code })
    } catch (cause) {
      const failure = toFoyerError(cause)
      const tries = failure instanceof FrameRequestError ? failure.triesLeft : undefined
      setError(
        tries === undefined
          ? failure.shortMessage
          : `${failure.shortMessage} ${t('emailOtp.triesLeft', { count: tries })}`,
      )
      setDigits(emptyCode())
      boxes.current[0]?.focus()
    } finally {
      setChecking(false)
    }
  }

  const fill = (start: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '')
    if (incoming === '') return
    const next = [...digits]
    for (let index = 0; index < incoming.length && start + index < OTP_LENGTH; index++)
      next[start + index] = incoming[index] ?? ''
    setDigits(next)
    setError(undefined)
    const code = next.join('')
    if (code.length === OTP_LENGTH) void check(code)
    else boxes.current[Math.min(start + incoming.length, OTP_LENGTH - 1)]?.focus()
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || digits[index]) return
    const previous = index - 1
    if (previous < 0) return
    event.preventDefault()
    setDigits(digits.map((digit, at) => (at === previous ? '' : digit)))
    boxes.current[previous]?.focus()
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  const resend = async () => {
    setError(undefined)
    setNotice(undefined)
    try {
      await resendEmailOtp(foyer)
      setNow(foyer.services.now())
      setNotice(t('emailOtp.resent'))
    } catch (cause) {
      setError(toFoyerError(cause).shortMessage)
    }
  }

  return (
    <div className="stack">
      <p className="muted center">{t('emailOtp.sent', { email: email.address })}</p>
      <fieldset className="otp" disabled={checking} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="visually-hidden">{t('emailOtp.label')}</legend>
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: a box is its place in the code
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            className="otp-box"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={OTP_LENGTH}
            aria-label={t('emailOtp.digit', { n: index + 1, count: OTP_LENGTH })}
            aria-invalid={error ? true : undefined}
            value={digit}
            onChange={(event) => {
              const value = event.target.value
              if (value === '') setDigits(digits.map((item, at) => (at === index ? '' : item)))
              else fill(index, value.slice(digit ? 1 : 0) || value)
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
          />
        ))}
      </fieldset>
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
