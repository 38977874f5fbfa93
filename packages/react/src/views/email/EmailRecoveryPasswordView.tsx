import { continueRecovery, toFoyerError } from '@foyer/core/views'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useFrameTheme } from '../../hooks/useFrameTheme.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'

/**
 * EmailRecoveryPassword: at the first login, choose the password that protects the wallet's recovery
 * share; on a new device, enter it to unlock the wallet there. The password is typed in the secure
 * frame's own form, shown over this view, never in the host page: this view opens it, says where it is,
 * and, when the visitor cancelled there or the frame refused, says why and offers to open it again.
 */
export function EmailRecoveryPasswordView() {
  const foyer = useFoyerInstance()
  const t = useT()
  useFrameTheme(foyer)
  const mode = useStoreSelector(foyer.stores.router, (state) => state.data?.recovery) ?? 'enter'
  const [working, setWorking] = useState(false)
  const [error, setError] = useState<string>()
  const started = useRef(false)

  const open = useCallback(async () => {
    setWorking(true)
    setError(undefined)
    try {
      await continueRecovery(foyer)
    } catch (cause) {
      setError(toFoyerError(cause).shortMessage)
    } finally {
      setWorking(false)
    }
  }, [foyer])

  useEffect(() => {
    // Once per visit of the view (React's strict mode runs effects twice).
    if (started.current) return
    started.current = true
    void open()
  }, [open])

  return (
    <div className="stack">
      <p className="muted">{mode === 'set' ? t('recovery.setIntro') : t('recovery.enterIntro')}</p>
      <p className="muted center" role="status">
        {working ? t('recovery.inFrame') : ''}
      </p>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button button-block" disabled={working} onClick={() => void open()}>
        {t('recovery.openFrame')}
      </button>
    </div>
  )
}
