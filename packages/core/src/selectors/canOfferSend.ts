import { getConnectedAccount } from '../state/chains/connectedAccount.js'
import type { Foyer } from '../types/foyer.js'

/**
 * True when Send can be offered to the connected account: its chain family's adapter sends transfers
 * (`SendsTransfers`). Basic WalletConnect mode's adapters do not, so Send is not offered there, where it
 * could only fail with 'Send is not supported' (STYLE rule 5: hide what cannot be done).
 *
 * @example
 * const features = canOfferSend(foyer) ? ['receive', 'send'] : ['receive']
 */
export function canOfferSend(foyer: Foyer): boolean {
  const adapter = getConnectedAccount(foyer)?.adapter
  return Boolean(adapter?.sendTransfer && adapter.estimateTransferFee && adapter.readReceiver)
}
