import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'

/**
 * Any view whose feature lands in a later issue (AllWallets, ConnectingWalletConnect, ...): says so
 * plainly and offers a way back instead of crashing. The header already has 'Back' when there is
 * history; otherwise the body offers it (going back from the only entry closes the modal).
 */
export function NotAvailableView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const canGoBack = useStoreSelector(foyer.stores.router, (state) => state.history.length > 1)
  return (
    <div className="center">
      <p className="headline">{t('notAvailable.text')}</p>
      <p className="muted">{t('notAvailable.detail')}</p>
      {canGoBack ? null : (
        <button type="button" className="button button-secondary" onClick={() => foyer.goBack()}>
          {t('modal.back')}
        </button>
      )}
    </div>
  )
}
