import { getAccount } from '@foyer/core'
import { updateEmail } from '@foyer/core/views'
import { useId } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { useEmailSubmit } from './useEmailSubmit.js'

/**
 * UpdateEmailWallet: the new address of an email account. Continue asks the secure frame to mail a code
 * to the current address and one to the new address; the code steps follow. An address that cannot be
 * one, or is the current one, is refused before anything is sent; the frame's refusals (an address
 * another account uses, 'Please try again after 12 seconds', 'Unable to load email login dependency')
 * show under the field, which keeps what was typed.
 */
export function UpdateEmailWalletView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const ids = { field: useId(), error: useId() }
  const current = useStoreSelector(foyer.stores.chains, () => getAccount(foyer, 'eip155')?.user?.email)
  const { email, change, sending, error, submit } = useEmailSubmit({
    // Kept by the instance: going back from the code steps does not lose it.
    field: 'newEmail',
    // After a change, the address typed for it is the current one: the field starts empty again.
    initial: (typed) => (typed.trim().toLowerCase() === current?.toLowerCase() ? '' : typed),
    send: (instance, address) => updateEmail(instance, { email: address }),
  })

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!sending) void submit()
      }}
    >
      {current ? <p className="muted">{t('updateEmail.intro', { email: current })}</p> : null}
      <label className="field-label" htmlFor={ids.field}>
        {t('updateEmail.label')}
      </label>
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
      {error ? (
        <p id={ids.error} className="error-text field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-block" disabled={sending || email.trim() === ''}>
        {sending ? t('updateEmail.sending') : t('email.continue')}
      </button>
    </form>
  )
}
