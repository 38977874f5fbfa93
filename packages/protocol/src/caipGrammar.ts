/**
 * The CAIP grammars, in one place for the modal and the server (which imports them from @foyer/core):
 * - CAIP-2 chain id: `namespace:reference`, namespace `[-a-z0-9]{3,8}`, reference `[-_a-zA-Z0-9]{1,32}`;
 *   for eip155 the reference is a decimal chain id with no leading zero (EIP-155).
 * - CAIP-10 account id: `chain_id:account_address`, account address `[-.%a-zA-Z0-9]{1,128}`.
 * ASCII only: no spaces, slashes or other digits than 0-9.
 */
export const caipNamespacePattern = '[-a-z0-9]{3,8}'
export const caipReferencePattern = '[-_a-zA-Z0-9]{1,32}'
export const caipAccountAddressPattern = '[-.%a-zA-Z0-9]{1,128}'

/** A whole CAIP-2 chain id (any namespace). */
export const caipNetworkIdRegex = new RegExp(`^${caipNamespacePattern}:${caipReferencePattern}$`)
/** A whole CAIP-10 account id (any namespace). */
export const caipAccountIdRegex = new RegExp(
  `^${caipNamespacePattern}:${caipReferencePattern}:${caipAccountAddressPattern}$`,
)
const EIP155_REFERENCE = /^(0|[1-9][0-9]*)$/

/** Whether `reference` is a valid CAIP-2 reference for `namespace` (EIP-155's decimal rule for eip155). */
export function isCaipReference(namespace: string, reference: string): boolean {
  if (!new RegExp(`^${caipReferencePattern}$`).test(reference)) return false
  return namespace !== 'eip155' || EIP155_REFERENCE.test(reference)
}
