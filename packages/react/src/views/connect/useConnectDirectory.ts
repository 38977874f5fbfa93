import type { Connector, Wallet } from '@foyer/core'
import {
  type DirectoryState,
  fetchConnectWallets,
  findInstalledConnector,
  getPendingDirectoryRows,
} from '@foyer/core/views'
import { useEffect, useMemo } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

const selectLists = ({ featured, recommended, count }: DirectoryState) => ({ featured, recommended, count })

/** Featured then recommended directory wallets, each once, leaving out those already listed as connectors. */
function directoryItems(featured: Wallet[], recommended: Wallet[], listed: readonly Connector[]) {
  const seen = new Set<string>()
  const items: { wallet: Wallet; featured: boolean }[] = []
  for (const [list, isFeatured] of [
    [featured, true],
    [recommended, false],
  ] as const)
    for (const wallet of list) {
      if (seen.has(wallet.id) || findInstalledConnector(wallet, listed)) continue
      seen.add(wallet.id)
      items.push({ wallet, featured: isFeatured })
    }
  return items
}

/**
 * Connect's directory part (none without `apiUrl`, or while switching namespace): the featured and
 * recommended wallets not `listed` already (none with `features.collapseWallets`), placeholders while they
 * load, and the All Wallets entry with its count (absent with `features.allWallets: false`). Loads the
 * directory's lists when the view opens.
 */
export function useConnectDirectory(listed: readonly Connector[], switching: boolean) {
  const foyer = useFoyerInstance()
  const { featured, recommended, count } = useStoreSelector(foyer.stores.directory, selectLists)
  const { apiUrl, features } = foyer.options
  const withDirectory = Boolean(apiUrl) && !switching
  const directory = useMemo(
    () => (withDirectory && !features.collapseWallets ? directoryItems(featured, recommended, listed) : []),
    [withDirectory, features.collapseWallets, featured, recommended, listed],
  )
  // Placeholders hold the directory rows' place until they arrive, so that no row moves under the pointer.
  const pendingRows = useStoreSelector(foyer.stores.directory, () =>
    withDirectory ? getPendingDirectoryRows(foyer) : 0,
  )

  useEffect(() => {
    if (apiUrl) void fetchConnectWallets(foyer)
  }, [apiUrl, foyer])

  return {
    withDirectory,
    directory,
    pendingRows,
    allWallets: withDirectory && features.allWallets ? { count } : undefined,
  }
}
