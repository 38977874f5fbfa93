import type { Foyer } from '../types/foyer.js'
import type { AccountTab } from '../types/state.js'

const allTabs: readonly AccountTab[] = ['tokens', 'nfts', 'activity']
const withoutHistory: readonly AccountTab[] = ['tokens', 'nfts']

/**
 * The account panel's tabs, in order: Tokens, NFTs and, unless the host turned `features.history` off,
 * Activity (spec section 6).
 *
 * @example
 * getAccountTabs(foyer) // ['tokens', 'nfts', 'activity']
 */
export function getAccountTabs(foyer: Foyer): readonly AccountTab[] {
  return foyer.options.features.history ? allTabs : withoutHistory
}
