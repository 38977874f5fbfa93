import type { Network, ReceiverReading } from '@foyer/core'
import { hasValidChecksum } from '@foyer/protocol'
import { chainIdToCoinType } from '../internal/chainIdToCoinType.js'
import { isEvmAddress } from '../internal/isEvmAddress.js'

/**
 * Reads a Send receiver as an EVM address (spec section 5: 40 hex characters, `0x` optional), taken as
 * typed. EIP-55 is the typo guard: an address typed in mixed case must carry its checksum; all lower or
 * all upper case carries none and is taken as typed.
 *
 * @example
 * await readReceiver({ network, text: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' }) // { kind: 'typo' }
 */
export async function readReceiver({ text }: { network: Network; text: string }): Promise<ReceiverReading> {
  if (!isEvmAddress(text)) return { kind: 'other' }
  return hasValidChecksum(text.startsWith('0x') ? text : `0x${text}`)
    ? { kind: 'address', address: text }
    : { kind: 'typo' }
}

/** A name's address for an EVM network: under the chain's ENSIP-11 coin type, else Ethereum's (60). */
export async function nameCoinTypes({ network }: { network: Network }): Promise<string[]> {
  return [String(chainIdToCoinType(Number(network.id))), '60']
}
