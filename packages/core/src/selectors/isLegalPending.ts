import type { Foyer } from '../types/foyer.js'

/**
 * True while Connect's wallets wait for the legal checkbox: the host turned `features.legalCheckbox` on
 * and the visitor has not ticked it.
 *
 * @example
 * <fieldset disabled={isLegalPending(foyer)}>…</fieldset>
 */
export function isLegalPending(foyer: Foyer): boolean {
  return foyer.options.features.legalCheckbox && !foyer.stores.connection.getState().legalAccepted
}
