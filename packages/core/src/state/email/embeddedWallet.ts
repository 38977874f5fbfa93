import type { EmbeddedWallet } from '../../types/adapter.js'
import type { Foyer } from '../../types/foyer.js'

/**
 * The embedded wallet of `foyer`'s email login, as the adapter of its chain asks for it (see
 * `AdapterEvents.embeddedWallet`): each call loads the frame's code (./authFrame.ts) and the frame on
 * its first use, so that page load pays for neither. It holds nothing: the frame is the instance's.
 */
export function getEmbeddedWallet(foyer: Foyer): EmbeddedWallet {
  const wallet = () => import('./authFrame.js').then(({ createAuthWallet }) => createAuthWallet(foyer))
  return {
    getAccount: async (p) => (await wallet()).getAccount(p),
    getChainId: async () => (await wallet()).getChainId(),
    switchNetwork: async (p) => (await wallet()).switchNetwork(p),
    signOut: async () => (await wallet()).signOut(),
    request: async (p) => (await wallet()).request(p),
  }
}
