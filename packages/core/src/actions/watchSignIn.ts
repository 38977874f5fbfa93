import { getChainEntry } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'

/**
 * Runs the sign-in check whenever the active connected account or its network changes (connect,
 * restored session, accountsChanged, network switch), and clears `signedIn` on disconnect. Returns the
 * unsubscribe function. Only installed when sign-in is enabled.
 */
export function watchSignIn(foyer: Foyer): () => void {
  let last: { address: string | undefined; network: string | undefined } = {
    address: undefined,
    network: undefined,
  }
  return foyer.stores.chains.subscribe(() => {
    const entry = getChainEntry(foyer)
    const connected = entry?.accountState.status === 'connected'
    const next = {
      address: connected ? entry?.accountState.address : undefined,
      network: connected ? entry?.networkState.caipNetwork?.caipNetworkId : undefined,
    }
    if (next.address === last.address && next.network === last.network) return
    const previous = last
    last = next
    if (!next.address || !next.network) {
      if (foyer.stores.connection.getState().signedIn !== undefined)
        foyer.stores.connection.setState({ signedIn: undefined })
      return
    }
    foyer.stores.connection.setState({ signedIn: false })
    const reason = previous.address === next.address ? 'networkChange' : 'connect'
    // The sign-in flow loads once an account connects, not with the page.
    void import('./signIn.js').then(({ checkSignIn }) => checkSignIn(foyer, { reason }))
  })
}
