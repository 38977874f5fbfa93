import type { Foyer } from '../../types/foyer.js'
import type { ChainNamespace } from '../../types/network.js'
import { isModalShown } from '../modal/navigation.js'

/** Sets the switching-namespace flag (spec section 4) for `namespace`, or clears it. */
export function setSwitchingNamespace(foyer: Foyer, namespace: ChainNamespace | undefined): void {
  foyer.stores.chains.setState({
    isSwitchingNamespace: namespace !== undefined,
    switchingNamespace: namespace,
  })
}

/**
 * Switching to a namespace that has no connection yet: the switching-namespace flag is set and the
 * modal shows Connect, which then offers that namespace's wallets (pushed on the open modal, so that
 * Back returns to Networks; the modal opens on it otherwise). The active namespace stays the connected
 * one meanwhile: its account is still what the page shows. The switch ends, and the flag is cleared,
 * when a wallet of `namespace` connects (the connection makes it active), when the modal closes, or
 * when the visitor goes back past Connect.
 */
export function beginNamespaceSwitch(foyer: Foyer, namespace: ChainNamespace): void {
  const { stores } = foyer
  setSwitchingNamespace(foyer, namespace)
  if (isModalShown(foyer)) foyer.push('Connect')
  else foyer.open({ view: 'Connect' })
  const { history } = stores.router.getState()
  const index = history.lastIndexOf('Connect')

  const stillSwitching = (): boolean => {
    const chains = stores.chains.getState()
    return (
      chains.switchingNamespace === namespace &&
      chains.activeNamespace !== namespace &&
      isModalShown(foyer) &&
      stores.router.getState().history[index] === 'Connect'
    )
  }
  const stop = (): void => {
    for (const unsubscribe of subscriptions) unsubscribe()
    foyer.services.disposers.delete(stop)
  }
  const check = (): void => {
    if (stillSwitching()) return
    stop()
    if (stores.chains.getState().switchingNamespace === namespace) setSwitchingNamespace(foyer, undefined)
  }
  const subscriptions = [stores.chains, stores.router, stores.modal].map((store) => store.subscribe(check))
  foyer.services.disposers.add(stop)
  check()
}
