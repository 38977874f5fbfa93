import type { Foyer } from '@foyer/core'
import { InvalidEmailError, isEmailAddress } from '@foyer/core/views'
import { type ReactNode, useId } from 'react'
import { useT } from '../../i18n/useT.js'
import { Form, FormInput } from '../../ui/Form.js'
import { useFormSubmit } from '../../ui/useFormSubmit.js'

/** Refuses what cannot be an address before anything is sent, in core's words. */
const checkEmail = (email: string) =>
  isEmailAddress(email.trim()) ? undefined : new InvalidEmailError().shortMessage

/**
 * An email field and its Continue (Connect's login, an email change): the address is kept by the
 * instance under `field`, one that cannot be an address is refused before `send` runs, and `send`'s
 * refusal shows under the field, which keeps what was typed; Continue tries again. `inline` puts
 * Continue beside the field (Connect) instead of under the error line.
 */
export function EmailForm({
  field,
  initial,
  send,
  label,
  sendingText,
  inline = false,
  className,
  intro,
}: {
  field: 'loginEmail' | 'newEmail'
  initial?: (typed: string) => string
  send(foyer: Foyer, email: string): Promise<unknown>
  label: string
  sendingText: string
  inline?: boolean
  className?: string
  intro?: ReactNode
}) {
  const t = useT()
  const ids = { field: useId(), error: useId() }
  const form = useFormSubmit({ field, initial, check: checkEmail, send })
  const { value: email, sending, error } = form

  const input = (
    <FormInput
      id={ids.field}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={email}
      disabled={sending}
      invalid={Boolean(error)}
      describedBy={error ? ids.error : undefined}
      onChange={form.change}
    />
  )
  const button = (
    <button
      type="submit"
      className={inline ? 'button' : 'button button-block'}
      disabled={sending || email.trim() === ''}
    >
      {sending ? sendingText : t('email.continue')}
    </button>
  )
  return (
    <Form
      className={className}
      onSubmit={() => {
        if (!sending) void form.submit()
      }}
    >
      {intro}
      <label className="field-label" htmlFor={ids.field}>
        {label}
      </label>
      {inline ? (
        <div className="field-row">
          {input}
          {button}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={ids.error} className="error-text field-error" role="alert">
          {error}
        </p>
      ) : null}
      {inline ? null : button}
    </Form>
  )
}
