import { getSwapAccount } from '../state/swap/swapStore.js'
import type { Foyer } from '../types/foyer.js'

/**
 * True when Swap can be offered to the connected account: its chain family's adapter implements every
 * step of the swap capability (`SwapsTokens`). A family without it (Solana today) is not offered Swap,
 * which would only say 'Network not supported for Swaps' (STYLE rule 5: hide what cannot be done).
 *
 * @example
 * const features = canOfferSwaps(foyer) ? ['swaps', 'receive'] : ['receive']
 */
export function canOfferSwaps(foyer: Foyer): boolean {
  return getSwapAccount(foyer) !== undefined
}
