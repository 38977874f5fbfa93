import { getChainEntry, setAccountState } from '../state/chainState.js'
import type { Foyer } from '../types/foyer.js'
import type { AccountTab } from '../types/state.js'

/**
 * Remembers the account panel's tab (Tokens, NFTs or Activity) in the active account state's
 * `currentTab` (spec section 3).
 *
 * @example
 * setAccountTab(foyer, 'activity')
 */
export function setAccountTab(foyer: Foyer, tab: AccountTab): void {
  const entry = getChainEntry(foyer)
  if (entry) setAccountState(foyer, entry.namespace, { currentTab: tab })
}
