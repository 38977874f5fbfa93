import { getInstalledConnectors } from '../selectors/getInstalledWallets.js'
import { getDirectoryClient } from '../state/directory/directoryApi.js'
import { type DirectoryState, directoryErrorCode } from '../state/directory/directoryStore.js'
import type { Foyer } from '../types/foyer.js'
import { fetchWallets } from './fetchWallets.js'

export type FetchConnectWalletsReturnType = DirectoryState

/**
 * Fetches what the Connect view shows from the wallet directory (spec section 7): the host's featured
 * wallets (4, in the order of `featuredWalletIds`), 4 recommended wallets that are neither featured nor
 * installed, and the first All Wallets page (for the wallet count). Does nothing without `apiUrl`, with
 * `features.collapseWallets` (the list collapses into the All Wallets entry) or once done. Failures are
 * kept in the store's `error` (and logged); the Connect view then shows the installed wallets only.
 *
 * @example
 * await fetchConnectWallets(foyer)
 * foyer.stores.directory.getState().featured // [{ id: '…', name: 'Rabby', … }]
 */
export async function fetchConnectWallets(foyer: Foyer): Promise<FetchConnectWalletsReturnType> {
  const store = foyer.stores.directory
  const pending = getDirectoryClient(foyer)
  if (!pending || store.getState().connectListLoaded) return store.getState()
  const { features, featuredWalletIds = [] } = foyer.options

  const count = store.getState().page === 0 ? fetchWallets(foyer, { page: 1 }) : undefined
  if (features.collapseWallets) {
    await count
    return store.getState()
  }
  try {
    const client = await pending
    const featured = await client.fetchFeatured(featuredWalletIds)
    const installed = getInstalledConnectors(foyer).map((connector) => ({
      ...(connector.explorerId ? { id: connector.explorerId } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    }))
    const recommended = await client.fetchRecommended({
      featuredIds: featured.map((wallet) => wallet.id),
      installed,
    })
    store.setState({ featured, recommended, connectListLoaded: true })
  } catch (error) {
    console.warn('Foyer: could not fetch featured and recommended wallets', error)
    store.setState({ connectListLoaded: true, error: directoryErrorCode(error) })
  }
  await count
  return store.getState()
}
