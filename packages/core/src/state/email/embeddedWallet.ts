import type { EmbeddedWallet } from '../../types/adapter.js'
import type { Foyer } from '../../types/foyer.js'

type Forwarded = Exclude<keyof EmbeddedWallet, 'onAccountChanged'>

/**
 * The embedded wallet of `foyer`'s email login, as the adapter of its chain asks for it (see
 * `AdapterEvents.embeddedWallet`): each call loads the frame's code (./authFrame.ts) and the frame on
 * its first use, so that page load pays for neither. It holds nothing: the frame is the instance's, and
 * so are the listeners of its account (told after `setPreferredAccountType`, whoever asked).
 */
export function getEmbeddedWallet(foyer: Foyer): EmbeddedWallet {
  const wallet = () => import('./authFrame.js').then(({ createAuthWallet }) => createAuthWallet(foyer))
  // Each method loads the wallet, then calls its own.
  const forward = <K extends Forwarded>(name: K) =>
    (async (p?: never) => {
      const loaded = await wallet()
      return (loaded[name] as (p?: never) => unknown).call(loaded, p)
    }) as EmbeddedWallet[K]
  const listeners = foyer.services.embeddedAccountListeners
  return {
    getAccount: forward('getAccount'),
    getChainId: forward('getChainId'),
    switchNetwork: forward('switchNetwork'),
    signOut: forward('signOut'),
    request: forward('request'),
    setPreferredAccountType: forward('setPreferredAccountType'),
    getSmartAccountEnabledNetworks: forward('getSmartAccountEnabledNetworks'),
    onAccountChanged(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
