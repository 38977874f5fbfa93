import { connectEmail } from '@foyer/core/views'
import { useId } from 'react'
import { useT } from '../../i18n/useT.js'
import { useEmailSubmit } from './useEmailSubmit.js'

/**
 * Connect's email field (spec section 2, connect methods): Continue asks the secure frame to mail a code
 * and EmailVerifyOtp follows. An address that cannot be one is refused before anything is sent; the
 * frame's errors ('Please try again after 12 seconds', 'Unable to load email login dependency') show
 * under the field, which keeps what was typed, and Continue tries again.
 */
export function EmailLoginForm() {
  const t = useT()
  const ids = { field: useId(), error: useId() }
  const { email, change, sending, error, submit } = useEmailSubmit({
    // Kept by the instance: going to a wallet and back does not lose it.
    field: 'loginEmail',
    send: (instance, address) => connectEmail(instance, { email: address }),
  })

  return (
    <form
      className="stack email-login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!sending) void submit()
      }}
    >
      <label className="field-label" htmlFor={ids.field}>
        {t('email.label')}
      </label>
      <div className="field-row">
        <input
          id={ids.field}
          className="search-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          value={email}
          disabled={sending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => change(event.target.value)}
        />
        <button type="submit" className="button" disabled={sending || email.trim() === ''}>
          {sending ? t('email.sending') : t('email.continue')}
        </button>
      </div>
      {error ? (
        <p id={ids.error} className="error-text field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
