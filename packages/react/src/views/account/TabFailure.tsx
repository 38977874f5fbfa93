import { getNetwork } from '@foyer/core'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import type { FoyerMessageKey } from '../../i18n/t.js'
import { useT } from '../../i18n/useT.js'

export interface TabFailureProps {
  /** What failed ('Token Balance Unavailable', 'Failed to fetch NFTs'...). */
  message: FoyerMessageKey
  onRetry: () => void
  /** While a failure blocks retries: when the next try may go (instance clock, ms). */
  retryAt?: number | undefined
}

/**
 * A tab's failed state. When the active network has no account data here (the Foyer server does not
 * serve it, or there is none), retrying cannot help: it says so and offers another network. Otherwise
 * 'Try again', and, when a try was refused by the 30 s retry block, how long to wait.
 */
export function TabFailure({ message, onRetry, retryAt }: TabFailureProps) {
  const foyer = useFoyerInstance()
  const t = useT()
  const unsupported = useStoreSelector(foyer.stores.accountData, (state) => state.unsupported)
  const network = useStoreSelector(foyer.stores.chains, () => getNetwork(foyer)?.caipNetwork?.name)
  if (unsupported) {
    return (
      <div className="tab-state">
        <p>{t('account.unsupported', { network: network ?? '' })}</p>
        <button type="button" className="button button-secondary" onClick={() => foyer.push('Networks')}>
          {t('account.switchNetwork')}
        </button>
      </div>
    )
  }
  const now = (foyer.options.now ?? Date.now)()
  const wait = retryAt !== undefined && retryAt > now ? Math.ceil((retryAt - now) / 1000) : undefined
  return (
    <div className="tab-state">
      <p>{t(message)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('account.retry')}
      </button>
      {wait !== undefined ? (
        <p className="muted" role="status">
          {t('account.retryIn', { seconds: wait })}
        </p>
      ) : null}
    </div>
  )
}
