import { submitRecoveryPassword, toFoyerError } from '@foyer/core/internal'
import { useId, useState } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'

/** The secure frame refuses shorter recovery passwords (auth-frame's RECOVERY_PASSWORD_MIN_LENGTH). */
export const RECOVERY_PASSWORD_MIN_LENGTH = 10

/**
 * EmailRecoveryPassword: at the first login, choose the password that protects the wallet's recovery
 * share (typed twice, at least 10 characters); on a new device, enter it to unlock the wallet there. A
 * wrong password says so and nothing changes; Continue tries again.
 */
export function EmailRecoveryPasswordView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const ids = { password: useId(), repeat: useId(), hint: useId(), error: useId() }
  const mode = useStoreSelector(foyer.stores.router, (state) => state.data?.recovery) ?? 'enter'
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [working, setWorking] = useState(false)
  const [error, setError] = useState<string>()
  const choosing = mode === 'set'
  const tooShort = [...password.normalize('NFC')].length < RECOVERY_PASSWORD_MIN_LENGTH
  const mismatch = choosing && repeat !== '' && repeat !== password
  const ready = !working && password !== '' && (!choosing || (!tooShort && repeat === password))

  const submit = async () => {
    setWorking(true)
    setError(undefined)
    try {
      await submitRecoveryPassword(foyer, { password })
    } catch (cause) {
      setError(toFoyerError(cause).shortMessage)
    } finally {
      setWorking(false)
    }
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) void submit()
      }}
    >
      <p className="muted">{choosing ? t('recovery.setIntro') : t('recovery.enterIntro')}</p>
      <label className="field-label" htmlFor={ids.password}>
        {t('recovery.label')}
      </label>
      <input
        id={ids.password}
        className="search-input"
        type="password"
        autoComplete={choosing ? 'new-password' : 'current-password'}
        value={password}
        disabled={working}
        aria-describedby={choosing ? ids.hint : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setPassword(event.target.value)
          setError(undefined)
        }}
      />
      {choosing ? (
        <>
          <p id={ids.hint} className={password && tooShort ? 'error-text field-error' : 'muted field-error'}>
            {t('recovery.rule', { count: RECOVERY_PASSWORD_MIN_LENGTH })}
          </p>
          <label className="field-label" htmlFor={ids.repeat}>
            {t('recovery.repeatLabel')}
          </label>
          <input
            id={ids.repeat}
            className="search-input"
            type="password"
            autoComplete="new-password"
            value={repeat}
            disabled={working}
            aria-invalid={mismatch ? true : undefined}
            aria-describedby={mismatch ? ids.error : undefined}
            onChange={(event) => setRepeat(event.target.value)}
          />
          {mismatch ? (
            <p id={ids.error} className="error-text field-error">
              {t('recovery.mismatch')}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="muted center" role="status">
        {working ? t('email.authenticating') : ''}
      </p>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-block" disabled={!ready}>
        {t('email.continue')}
      </button>
    </form>
  )
}
