import type { Network, ReceiverReading } from '@foyer/core'
import { isAddress } from '@solana/kit'

/**
 * Reads a Send receiver as a Solana address: 32 to 44 base58 characters (spec section 5) that decode to
 * 32 bytes, taken as typed. Solana addresses carry no checksum, so there is no typo guard: a reading is
 * an address or 'other' (a name, or nothing), never 'typo'.
 *
 * @example
 * await readReceiver({ network, text: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' })
 * // { kind: 'address', address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' }
 */
export async function readReceiver({ text }: { network: Network; text: string }): Promise<ReceiverReading> {
  return isAddress(text) ? { kind: 'address', address: text } : { kind: 'other' }
}

/** A name's address for Solana: SLIP-44 coin type 501. */
export async function nameCoinTypes(_: { network: Network }): Promise<string[]> {
  return ['501']
}
