import { storageKeys } from '../../kernel/storage/storageKeys.js'
import type { Foyer } from '../../types/foyer.js'
import type { ChainNamespace } from '../../types/network.js'
import { createAccountState, setAccountState, setNetworkState } from '../chains/chainState.js'
import { removeStoredConnection } from './lastConnection.js'

/**
 * Clears a namespace locally per spec section 4: status disconnected, connector id, address, balance and
 * profile cleared, the networks the wallet approved forgotten; the stored connection and the email / last chain / social username keys removed.
 * The selected network, the preferred account type and the current tab are kept.
 */
export function clearAccount(foyer: Foyer, namespace: ChainNamespace): void {
  setAccountState(foyer, namespace, (account) => ({
    ...createAccountState(namespace),
    preferredAccountType: account.preferredAccountType,
    currentTab: account.currentTab,
  }))
  setNetworkState(foyer, namespace, { approvedCaipNetworkIds: undefined, supportsAllNetworks: false })
  const { storage } = foyer.services
  removeStoredConnection(storage, namespace)
  storage.removeItem(storageKeys.emailLogin)
  storage.removeItem(storageKeys.email)
  storage.removeItem(storageKeys.lastChain)
  storage.removeItem(storageKeys.socialUsername)
  const state = foyer.stores.chains.getState()
  if (state.activeNamespace === namespace) {
    const other = Object.values(state.chains).find((entry) => entry.accountState.status === 'connected')
    if (other) foyer.stores.chains.setState({ activeNamespace: other.namespace })
  }
}
