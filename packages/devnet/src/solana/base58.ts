import { getBase58Decoder, getBase58Encoder } from '@solana/kit'

/** Base58 text of bytes (addresses, hashes, signatures). */
export function toBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes)
}

/** Bytes of base58 text; throws on characters outside the alphabet. */
export function fromBase58(text: string): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(text))
}
