import { connect, getConnectMethodsOrder, getConnectorsForConnectView } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'
import { WalletIcon } from '../ui/icons.js'
import { WalletImage } from '../ui/WalletImage.js'
import { surfaceError } from './surfaceError.js'

/**
 * Connect: the connect methods in core's order. Only 'wallet' exists today; email and social entry
 * points land with their issue and render nothing until then.
 */
export function ConnectView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const connectors = useStoreSelector(foyer.stores.chains, (state) => state.connectors)
  const recentWallets = useStoreSelector(foyer.stores.connection, (state) => state.recentWallets)
  // biome-ignore lint/correctness/useExhaustiveDependencies: core's selectors read these two stores
  const methods = useMemo(() => getConnectMethodsOrder(foyer), [foyer, connectors])
  // biome-ignore lint/correctness/useExhaustiveDependencies: core's selectors read these two stores
  const wallets = useMemo(() => getConnectorsForConnectView(foyer), [foyer, connectors, recentWallets])

  if (!methods.includes('wallet')) {
    return <p className="muted center">{t('notAvailable.text')}</p>
  }
  if (wallets.length === 0) {
    return (
      <div className="center">
        <span className="wallet-image fallback-icon" aria-hidden="true">
          <WalletIcon />
        </span>
        <p className="headline">{t('connect.emptyTitle')}</p>
        <p className="muted">{t('connect.emptyDescription')}</p>
      </div>
    )
  }

  const select = (connectorId: string) => {
    foyer.push('ConnectingExternal', { connectorId })
    connect(foyer, { connectorId }).catch((error: unknown) => surfaceError(foyer, error))
  }

  return (
    <ul className="stack" aria-label={t('connect.walletsLabel')}>
      {wallets.map(({ connector, recent }) => (
        <li key={connector.id}>
          <button type="button" className="row" onClick={() => select(connector.id)}>
            <WalletImage src={connector.imageUrl} />
            <span className="row-label">{connector.name}</span>
            {recent ? <span className="tag">{t('connect.recent')}</span> : null}
            {connector.installed && (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') ? (
              <span className="tag tag-muted">{t('connect.installed')}</span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  )
}
