import type { Connector } from '@foyer/core'
import {
  afterPaint,
  type DirectoryState,
  fetchConnectWallets,
  getAllWalletsEntries,
  getConnectDirectoryWallets,
  getPendingDirectoryRows,
} from '@foyer/core/views'
import { useEffect, useMemo } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

const noPendingRows = { featured: 0, recommended: 0 }

/** What Connect's directory part shows (named, so that the published declarations need no core internals). */
export interface ConnectDirectory {
  withDirectory: boolean
  directory: ReturnType<typeof getConnectDirectoryWallets>
  pendingRows: ReturnType<typeof getPendingDirectoryRows>
  /** The All Wallets entry and its count; undefined when it is not offered. */
  allWallets: { count: number } | undefined
}

const selectLists = ({ featured, recommended }: DirectoryState) => ({ featured, recommended })

/**
 * Connect's directory part (none while switching namespace): core's featured, custom and recommended
 * wallets not `listed` already (directory ones need `apiUrl`; none with `features.collapseWallets`),
 * placeholders while the directory's load, and the All Wallets entry with its count (the custom wallets
 * included; absent with `features.allWallets: false`). Loads the directory's lists when the view opens.
 */
export function useConnectDirectory(listed: readonly Connector[], switching: boolean): ConnectDirectory {
  const foyer = useFoyerInstance()
  const { featured, recommended } = useStoreSelector(foyer.stores.directory, selectLists)
  // The entry's count is what All Wallets lists: the directory's wallets and the host's custom ones.
  const count = useStoreSelector(foyer.stores.directory, () => getAllWalletsEntries(foyer).count)
  const { apiUrl, features } = foyer.options
  const withDirectory = Boolean(apiUrl) && !switching
  // biome-ignore lint/correctness/useExhaustiveDependencies: core's selector reads the featured and recommended lists
  const directory = useMemo(
    () => (switching ? [] : getConnectDirectoryWallets(foyer, listed)),
    [foyer, switching, featured, recommended, listed],
  )
  // Placeholders hold the directory rows' place until they arrive, so that no row moves under the pointer.
  const pendingRows = useStoreSelector(foyer.stores.directory, () =>
    withDirectory ? getPendingDirectoryRows(foyer) : noPendingRows,
  )

  // After the view's first paint: the requests' own main-thread cost (3 to 13 ms for the first on a page,
  // measured in bench/openProfile) no longer delays the list a cold click opens (#32); the placeholders
  // hold the rows' places meanwhile.
  useEffect(() => (apiUrl ? afterPaint(() => void fetchConnectWallets(foyer)) : undefined), [apiUrl, foyer])

  return {
    withDirectory,
    directory,
    pendingRows,
    allWallets: withDirectory && features.allWallets ? { count } : undefined,
  }
}
