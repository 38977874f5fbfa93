import type { Connector, Wallet } from '@foyer/core'
import { type DirectoryState, fetchWallets } from '@foyer/core/views'
import type { RefObject } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'
import { arrowListProps, onListKeyDown } from '../../ui/listKeys.js'
import { DirectoryWalletRow } from './AllWalletsViewRow.js'

/** Focusing one of the last rows loads the next page too, for keyboard users without scrolling. */
const prefetchRows = 5

/** A directory wallet with the installed connector that stands for it, if any. */
export interface OrderedWallet {
  wallet: Wallet
  connector: Connector | undefined
}

/** The search's answer: a status while it runs, a no-results state, or the matching wallets. */
export function AllWalletsResults({
  results,
  pending,
  listRef,
}: {
  results: readonly OrderedWallet[]
  pending: boolean
  listRef: RefObject<HTMLUListElement | null>
}) {
  const t = useT()
  if (pending) return <p className="muted center">{t('allWallets.loading')}</p>
  if (results.length === 0)
    return (
      <div className="center">
        <p className="headline">{t('allWallets.noResults')}</p>
        <p className="muted">{t('allWallets.noResultsHint')}</p>
      </div>
    )
  return (
    <ul
      ref={listRef}
      className="stack"
      aria-label={t('allWallets.resultsLabel')}
      onKeyDown={onListKeyDown}
      {...arrowListProps}
    >
      {results.map(({ wallet, connector }) => (
        <li key={wallet.id}>
          <DirectoryWalletRow wallet={wallet} installed={connector} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The directory's pages loaded so far, a retry after a failed page, a status while one loads, and the
 * sentinel whose coming into view loads the next.
 */
export function AllWalletsPages({
  directory,
  wallets,
  listRef,
  sentinelRef,
}: {
  directory: DirectoryState
  wallets: readonly OrderedWallet[]
  listRef: RefObject<HTMLUListElement | null>
  sentinelRef: RefObject<HTMLDivElement | null>
}) {
  const foyer = useFoyerInstance()
  const t = useT()
  const more = directory.page === 0 || directory.wallets.length < directory.count
  return (
    <>
      {wallets.length > 0 ? (
        <ul
          ref={listRef}
          className="stack"
          aria-label={t('allWallets.listLabel')}
          onKeyDown={onListKeyDown}
          {...arrowListProps}
        >
          {wallets.map(({ wallet, connector }, index) => (
            <li key={wallet.id}>
              <DirectoryWalletRow
                wallet={wallet}
                installed={connector}
                onFocus={index >= wallets.length - prefetchRows ? () => void fetchWallets(foyer) : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {directory.error && !directory.loading ? (
        <div className="center">
          <p className="error-text">{t('allWallets.error')}</p>
          <button type="button" className="button button-secondary" onClick={() => void fetchWallets(foyer)}>
            {t('allWallets.retry')}
          </button>
        </div>
      ) : null}
      {directory.loading ? <p className="muted center">{t('allWallets.loading')}</p> : null}
      {more && !directory.error ? <div ref={sentinelRef} className="list-sentinel" /> : null}
    </>
  )
}
