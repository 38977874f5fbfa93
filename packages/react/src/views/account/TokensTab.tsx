import { fetchTokenBalances, formatBalance, getAccount } from '@foyer/core'
import { formatFiat } from '@foyer/core/views'
import { useEffect, useRef } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { TokenImage } from '../../ui/TokenImage.js'
import { TabFailure } from './TabFailure.js'
import { useAccountKey } from './useAccountKey.js'

/**
 * Tokens tab: the account's token balances from the Foyer server (filtered and sorted by value in
 * core), each with icon (the symbol's initials when it has none or it fails to load), name, quantity (3 decimals) and fiat value (2 decimals). Fetched on open,
 * and again (bypassing the cache) when the native balance changes. A failure shows 'Token Balance
 * Unavailable' with a retry that core blocks for 30 seconds (saying how long is left), or, on a network
 * the server does not serve, why and a way to another network.
 */
export function TokensTab() {
  const foyer = useFoyerInstance()
  const t = useT()
  const key = useAccountKey()
  const tokens = useStoreSelector(foyer.stores.chains, () => getAccount(foyer)?.tokenBalance ?? [])
  const nativeBalance = useStoreSelector(foyer.stores.chains, () => getAccount(foyer)?.balance)
  const status = useStoreSelector(foyer.stores.accountData, (state) =>
    state.key === key ? state.tokens.status : 'idle',
  )
  const retryAt = useStoreSelector(foyer.stores.accountData, (state) => state.tokens.retryAt)
  const last = useRef<{ key: string | undefined; balance: string | undefined } | undefined>(undefined)

  useEffect(() => {
    if (!key) return
    const previous = last.current
    last.current = { key, balance: nativeBalance }
    const balanceChanged =
      previous?.key === key && previous.balance !== undefined && previous.balance !== nativeBalance
    if (previous?.key === key && !balanceChanged) return
    void fetchTokenBalances(foyer, { forceUpdate: balanceChanged })
  }, [foyer, key, nativeBalance])

  if (status === 'error') {
    return (
      <TabFailure
        message="account.tokens.unavailable"
        retryAt={retryAt}
        onRetry={() => void fetchTokenBalances(foyer)}
      />
    )
  }
  if ((status === 'loading' || status === 'idle') && tokens.length === 0) {
    return (
      <div className="tab-state" aria-busy="true">
        <span className="skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('account.tokens.loading')}</span>
      </div>
    )
  }
  if (tokens.length === 0) {
    return (
      <div className="tab-state">
        <p>{t('account.tokens.empty')}</p>
        <p className="muted">{t('account.tokens.emptyHint')}</p>
      </div>
    )
  }
  return (
    <ul className="asset-list" aria-label={t('account.tokens.label')}>
      {tokens.map((token) => (
        <li className="asset" key={`${token.chainId}:${token.address ?? 'native'}`}>
          <TokenImage src={token.iconUrl} symbol={token.symbol} size={32} />
          <span className="asset-main">
            <span>{token.name}</span>
            <span className="muted">{token.symbol}</span>
          </span>
          <span className="asset-side">
            <span>{token.value === undefined ? '—' : formatFiat(token.value)}</span>
            <span className="muted">
              {t('account.tokens.quantity', {
                quantity: formatBalance(token.quantity.numeric),
                symbol: token.symbol,
              })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
