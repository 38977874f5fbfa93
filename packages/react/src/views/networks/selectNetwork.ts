import { type Foyer, getAccount, getNetwork, type Network, switchNetwork } from '@foyer/core'
import { surfaceError } from '../surfaceError.js'

/**
 * What a click on a network does: when a wallet must approve it, show SwitchNetwork ('Approve in
 * wallet') and call core's switchNetwork. Core leaves the network screens on success (back to the view
 * before Networks, or closed) and records a failure in `connection.error`, which SwitchNetwork shows
 * with 'Try again'; other failures become an error toast. A network of another namespace without a
 * connection makes core show Connect with that namespace's wallets; a connected namespace already on
 * the network becomes active again without asking its wallet.
 */
export async function selectNetwork(foyer: Foyer, network: Network): Promise<void> {
  const namespace = network.chainNamespace
  const onNetwork = getNetwork(foyer, namespace)?.caipNetwork?.caipNetworkId === network.caipNetworkId
  const needsWallet = getAccount(foyer, namespace)?.status === 'connected' && !onNetwork
  if (needsWallet) foyer.push('SwitchNetwork', { network })
  try {
    await switchNetwork(foyer, { network })
  } catch (error) {
    surfaceError(foyer, error)
  }
}
