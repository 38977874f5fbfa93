import type { Foyer } from '../types/foyer.js'
import type { ViewName } from '../types/state.js'
import { canOfferSend } from './canOfferSend.js'
import { canOfferSwaps } from './canOfferSwaps.js'

/** The views that need a capability of the connected account's family, and the test of it. */
const needs: Partial<Record<ViewName, (foyer: Foyer) => boolean>> = {
  WalletSend: canOfferSend,
  Swap: canOfferSwaps,
  SwapSelectToken: canOfferSwaps,
}

/**
 * False when `view` needs what the connected account's chain family cannot do: Send where its adapter
 * sends no transfers (Bitcoin, Polkadot, basic WalletConnect mode), Swap where it cannot swap. The
 * Account view hides their buttons; `open({ view })` asked for one shows the account instead.
 *
 * @example
 * isViewOffered(foyer, 'WalletSend') // false with a Bitcoin account connected
 */
export function isViewOffered(foyer: Foyer, view: ViewName): boolean {
  return needs[view]?.(foyer) ?? true
}
