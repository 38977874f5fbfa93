import type { Wallet } from '@foyer/core'
import {
  type DirectoryState,
  fetchWallets,
  findInstalledConnector,
  getAllWalletsEntries,
  getInstalledConnectors,
  searchWallets,
} from '@foyer/core/views'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { focusFirstRowOf } from '../../ui/listKeys.js'
import { AllWalletsPages, AllWalletsResults } from './AllWalletsList.js'

const selectDirectory = (state: DirectoryState) => state

/** Installed wallets first (keeping the directory order within each group), each with its connector. */
function useOrdered(wallets: readonly Wallet[]) {
  const foyer = useFoyerInstance()
  const connectors = useStoreSelector(foyer.stores.chains, (state) => state.connectors)
  // biome-ignore lint/correctness/useExhaustiveDependencies: getInstalledConnectors reads `connectors`
  return useMemo(() => {
    const installed = getInstalledConnectors(foyer)
    const items = wallets.map((wallet) => ({ wallet, connector: findInstalledConnector(wallet, installed) }))
    return [...items.filter((item) => item.connector), ...items.filter((item) => !item.connector)]
  }, [foyer, wallets, connectors])
}

/**
 * AllWallets: the host's custom wallets, then the Foyer server's wallet directory, 40 per page, loaded further as the list scrolls to
 * its end (or as keyboard focus reaches its last rows), with a debounced search (100 results) and a
 * no-results state. Installed wallets come first and connect directly; others open GetWallet.
 */
export function AllWalletsView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const store = foyer.stores.directory
  const directory = useStoreSelector(store, selectDirectory)
  const [input, setInput] = useState(directory.search.query)
  const sentinel = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const searchId = useId()
  const enabled = foyer.options.features.allWallets && Boolean(foyer.options.apiUrl)
  const searching = input.trim() !== ''
  // The host's custom wallets first, then the directory's (core's selector reads the directory store).
  // biome-ignore lint/correctness/useExhaustiveDependencies: getAllWalletsEntries reads `directory`
  const pages = useMemo(() => getAllWalletsEntries(foyer), [foyer, directory])
  // biome-ignore lint/correctness/useExhaustiveDependencies: getAllWalletsEntries reads `directory`
  const found = useMemo(() => getAllWalletsEntries(foyer, { search: true }), [foyer, directory])
  const wallets = useOrdered(pages.wallets)
  const results = useOrdered(found.wallets)

  useEffect(() => {
    if (enabled && store.getState().page === 0) void fetchWallets(foyer)
  }, [enabled, foyer, store])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page re-observes, so that a sentinel still in view after a load asks for the next one
  useEffect(() => {
    const target = sentinel.current
    if (!enabled || searching || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchWallets(foyer)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [enabled, searching, foyer, directory.page])

  if (!enabled) return <p className="muted center">{t('allWallets.disabled')}</p>

  const onSearch = (value: string) => {
    setInput(value)
    void searchWallets(foyer, { query: value })
  }
  return (
    <div className="stack">
      <label className="visually-hidden" htmlFor={searchId}>
        {t('allWallets.searchLabel')}
      </label>
      <input
        id={searchId}
        className="search-input"
        type="search"
        autoComplete="off"
        placeholder={t('allWallets.searchPlaceholder')}
        value={input}
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={(event) => focusFirstRowOf(list.current, event)}
      />
      <div role="status" aria-live="polite" className="visually-hidden">
        {searching && !directory.search.loading && directory.search.query === input.trim()
          ? t('allWallets.resultsCount', { count: found.count })
          : ''}
      </div>
      {searching ? (
        <AllWalletsResults
          results={results}
          pending={directory.search.loading || directory.search.query !== input.trim()}
          listRef={list}
        />
      ) : (
        <AllWalletsPages directory={directory} wallets={wallets} listRef={list} sentinelRef={sentinel} />
      )}
    </div>
  )
}
