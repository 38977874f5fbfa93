import { fetchNfts } from '@foyer/core'
import { toFoyerError } from '@foyer/core/views'
import { useEffect } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { TabFailure } from './TabFailure.js'
import { useAccountKey } from './useAccountKey.js'

/**
 * NFTs tab: the NFTs the account holds on the active network (derived in core from its history;
 * spam hidden), each with image, collection and name.
 */
export function NftsTab() {
  const foyer = useFoyerInstance()
  const t = useT()
  const key = useAccountKey()
  const nfts = useStoreSelector(foyer.stores.accountData, (state) =>
    state.key === key ? state.nfts : { status: 'idle' as const, items: [] },
  )
  const load = () => {
    fetchNfts(foyer).catch((error: unknown) => console.warn(toFoyerError(error).shortMessage, error))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch per account only
  useEffect(() => {
    if (key) load()
  }, [foyer, key])

  if (nfts.status === 'error') return <TabFailure message="account.nfts.failed" onRetry={load} />
  if (nfts.status !== 'ready' && nfts.items.length === 0) {
    return (
      <div className="tab-state" aria-busy="true">
        <span className="skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('account.nfts.loading')}</span>
      </div>
    )
  }
  if (nfts.items.length === 0) {
    return (
      <div className="tab-state">
        <p>{t('account.nfts.empty')}</p>
        <p className="muted">{t('account.nfts.emptyHint')}</p>
      </div>
    )
  }
  return (
    <ul className="nft-grid" aria-label={t('account.nfts.label')}>
      {nfts.items.map((nft) => (
        <li className="nft" key={nft.id}>
          {nft.imageUrl ? <img src={nft.imageUrl} alt={nft.name} /> : null}
          <span className="muted">{nft.collection}</span>
          <span>{nft.name}</span>
        </li>
      ))}
    </ul>
  )
}
