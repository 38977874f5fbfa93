import type { FoyerError } from '@foyer/core'
import { FrameRequestError } from '@foyer/core/views'
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useT } from '../i18n/useT.js'
import { otpStyles } from './otpStyles.js'
import { ShadowStyle } from './shadowStyle.js'

/** Digits of the codes the Foyer server mails (login and email change alike). */
export const OTP_LENGTH = 6

/** A refused code as the line under the boxes: the frame's reason, and the tries left when it says. */
export function codeErrorText(failure: FoyerError, t: ReturnType<typeof useT>): string {
  const tries = failure instanceof FrameRequestError ? failure.triesLeft : undefined
  return tries === undefined
    ? failure.shortMessage
    : `${failure.shortMessage} ${t('emailOtp.triesLeft', { count: tries })}`
}

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '')

export interface OtpBoxesProps {
  /** Called with the code as soon as the last box is filled. */
  onComplete(code: string): void
  /** Called on every typed or pasted digit (a view clears its error then). */
  onInput?(): void
  /** While the code is checked: the boxes keep their digits but take no input. */
  disabled?: boolean
  invalid?: boolean
  /** The id of the text that explains the boxes' error. */
  describedBy?: string | undefined
  /** A new value empties the boxes and puts the focus in the first (after a wrong code). */
  resetKey?: number
}

/**
 * Six boxes for a mailed code: typing moves on, Backspace in an empty box moves back, a pasted (or
 * autofilled) code fills them all, and the first box has the focus when they show. A view empties them
 * after a wrong code with a new `resetKey`: the same boxes (a screen reader keeps its place), emptied.
 */
export function OtpBoxes({
  onComplete,
  onInput,
  disabled = false,
  invalid = false,
  describedBy,
  resetKey = 0,
}: OtpBoxesProps) {
  const t = useT()
  const [digits, setDigits] = useState(emptyCode)
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  const shownKey = useRef(resetKey)
  useEffect(() => {
    if (shownKey.current !== resetKey) {
      shownKey.current = resetKey
      setDigits(emptyCode())
    }
    boxes.current[0]?.focus()
  }, [resetKey])

  const fill = (start: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '')
    if (incoming === '') return
    const next = [...digits]
    for (let index = 0; index < incoming.length && start + index < OTP_LENGTH; index++)
      next[start + index] = incoming[index] ?? ''
    setDigits(next)
    onInput?.()
    const code = next.join('')
    if (code.length === OTP_LENGTH) onComplete(code)
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

  return (
    <fieldset className="otp" disabled={disabled} aria-describedby={describedBy}>
      <legend className="visually-hidden">{t('emailOtp.label')}</legend>
      <ShadowStyle css={otpStyles} />
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
          aria-invalid={invalid ? true : undefined}
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
  )
}

/** The Foyer server mails one code (or one pair) per address every 30 s (spec section 9: email resend throttle). */
export const OTP_RESEND_SECONDS = 30

/**
 * The seconds left before another code may be asked for, counting down from `sentAt` (the instance's
 * clock, so tests control it); 0 when `sentAt` is unknown.
 */
export function useResendCountdown(sentAt: number | undefined): { secondsLeft: number; restart(): void } {
  const foyer = useFoyerInstance()
  const [now, setNow] = useState(() => foyer.services.now())
  const secondsLeft =
    sentAt === undefined ? 0 : Math.max(0, Math.ceil((sentAt + OTP_RESEND_SECONDS * 1000 - now) / 1000))
  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setInterval(() => setNow(foyer.services.now()), 1000)
    return () => clearInterval(timer)
  }, [foyer, secondsLeft])
  return { secondsLeft, restart: () => setNow(foyer.services.now()) }
}
