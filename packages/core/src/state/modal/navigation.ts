import type { Connector } from '../../types/connector.js'
import type { Foyer } from '../../types/foyer.js'
import type { ViewName } from '../../types/state.js'

/** Views shown while a connection is being made; a successful connect leaves them. */
export const connectingViews: ReadonlySet<ViewName> = new Set<ViewName>([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectSocials',
  'ConnectingSocial',
  'WhatIsAWallet',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'EmailRecoveryPassword',
])

/** Whether the modal's views are on screen: the modal is open, or embedded in the page (always shown). */
export function isModalShown(foyer: Foyer): boolean {
  return foyer.options.enableEmbedded === true || foyer.stores.modal.getState().open
}

/** Views on which a visitor picks a wallet; picking one there shows its connecting view. */
const pickingViews: ReadonlySet<ViewName> = new Set<ViewName>(['Connect', 'AllWallets'])

/**
 * Shows the connecting view of `connector` (the QR code for WalletConnect, the wallet's own prompt
 * otherwise) when the modal is open on a view where wallets are picked. Connect calls it, so that core
 * alone moves the modal through a connection: in, and out again on success.
 */
export function showConnecting(foyer: Foyer, connector: Connector): void {
  if (!isModalShown(foyer)) return
  if (!pickingViews.has(foyer.stores.router.getState().view)) return
  const view = connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
  foyer.push(view, { connectorId: connector.id })
}

/** A connect followed from another tab: a modal left open where wallets are picked shows the account. */
export function showFollowedAccount(foyer: Foyer): void {
  if (isModalShown(foyer) && pickingViews.has(foyer.stores.router.getState().view)) foyer.reset('Account')
}

/**
 * Whether a network outside the requested set opens UnsupportedChain (spec section 2): not when the host
 * allows unsupported chains, nor in basic WalletConnect mode, where the wallet's session decides the
 * networks and the site has no adapter of its own to switch with.
 */
export const opensUnsupportedChain = (foyer: Foyer): boolean =>
  !foyer.options.allowUnsupportedChain && !foyer.options.walletConnect

/** Shows UnsupportedChain where `opensUnsupportedChain` says so (spec section 4). */
export function openUnsupportedChain(foyer: Foyer): void {
  if (!opensUnsupportedChain(foyer)) return
  const { open } = foyer.stores.modal.getState()
  if (open) foyer.push('UnsupportedChain')
  else foyer.open({ view: 'UnsupportedChain' })
}

/**
 * After a successful network switch: UnsupportedChain closes the modal; from Networks or SwitchNetwork,
 * go back to the view before Networks (Account), or close when Networks was the first view.
 */
export function navigateAfterNetworkSwitch(foyer: Foyer): void {
  if (!isModalShown(foyer)) return
  const { history, view } = foyer.stores.router.getState()
  if (history.includes('UnsupportedChain')) {
    foyer.close()
    return
  }
  if (view !== 'Networks' && view !== 'SwitchNetwork') return
  const index = history.indexOf('Networks')
  // SwitchNetwork pushed from somewhere other than Networks: just leave it.
  if (index === -1) {
    if (history.length > 1) foyer.goBack()
    else foyer.close()
    return
  }
  const previous = history.slice(0, index)
  const last = previous[previous.length - 1]
  if (last) foyer.stores.router.setState({ history: previous, view: last, data: undefined })
  else foyer.close()
}

/** Closes the modal when it shows UnsupportedChain and the wallet moved to a supported network. */
export function leaveUnsupportedChain(foyer: Foyer): void {
  if (!isModalShown(foyer)) return
  if (foyer.stores.router.getState().history.includes('UnsupportedChain')) foyer.close()
}
