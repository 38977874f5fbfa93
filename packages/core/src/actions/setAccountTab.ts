import { getAccountTabs } from '../selectors/getAccountTabs.js'
import { getChainEntry, setAccountState } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'
import type { AccountTab } from '../types/state.js'

/**
 * Remembers the account panel's tab (Tokens, NFTs or Activity) in the active account state's
 * `currentTab` (spec section 3). A tab the host turned off (Activity without `features.history`) is
 * not chosen.
 *
 * @example
 * setAccountTab(foyer, 'activity')
 */
export function setAccountTab(foyer: Foyer, tab: AccountTab): void {
  const entry = getChainEntry(foyer)
  if (entry && getAccountTabs(foyer).includes(tab))
    setAccountState(foyer, entry.namespace, { currentTab: tab })
}
