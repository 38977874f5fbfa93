import { storageKeys } from '../kernel/storage/storageKeys.js'
import type { Foyer } from '../types/foyer.js'

/**
 * The visitor ticks (or unticks) the legal checkbox of Connect (`features.legalCheckbox`): remembered in
 * `options.storage`, so that a returning visitor is not asked again; the wallet list is enabled while
 * it is ticked.
 *
 * @example
 * setLegalAccepted(foyer, true)
 */
export function setLegalAccepted(foyer: Foyer, accepted: boolean): void {
  const { storage } = foyer.services
  if (accepted) storage.setItem(storageKeys.legalAccepted, 'true')
  else storage.removeItem(storageKeys.legalAccepted)
  foyer.stores.connection.setState({ legalAccepted: accepted })
}
