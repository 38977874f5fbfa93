import { storageKeys } from '../../kernel/storage/storageKeys.js'
import type { Foyer } from '../../types/foyer.js'

/**
 * Reads whether the visitor already ticked the legal checkbox on this site (kept in `options.storage`)
 * into `stores.connection.legalAccepted`. The Connect view asks for it when it shows.
 *
 * @example
 * useLayoutEffect(() => readLegalAcceptance(foyer), [foyer])
 */
export function readLegalAcceptance(foyer: Foyer): void {
  const accepted = foyer.services.storage.getItem(storageKeys.legalAccepted) === 'true'
  if ((foyer.stores.connection.getState().legalAccepted === true) !== accepted)
    foyer.stores.connection.setState({ legalAccepted: accepted })
}
