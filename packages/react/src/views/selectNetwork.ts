import { type Foyer, getAccount, type Network, switchNetwork } from '@foyer/core/internal'
import { surfaceError } from './surfaceError.js'

/**
 * What a click on a network does: when a wallet must approve it, show SwitchNetwork ('Approve in
 * wallet') and call core's switchNetwork. Core leaves the network screens on success (back to the view
 * before Networks, or closed) and records a failure in `connection.error`, which SwitchNetwork shows
 * with 'Try again'; other failures become an error toast.
 */
export async function selectNetwork(foyer: Foyer, network: Network): Promise<void> {
  const needsWallet = getAccount(foyer, network.chainNamespace)?.status === 'connected'
  if (needsWallet) foyer.push('SwitchNetwork', { network })
  try {
    await switchNetwork(foyer, { network })
  } catch (error) {
    surfaceError(foyer, error)
  }
}
