import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import type { SignerPayloadRaw } from './types.js'

/**
 * Signs raw data as the polkadot-js extension does (its `RequestBytesSign`): the data's bytes wrapped in
 * `<Bytes>…</Bytes>` unless already wrapped, signed by the pair, without a type byte (64 bytes for
 * sr25519 and ed25519).
 */
export function signRawWithPair(pair: KeyringPair, payload: SignerPayloadRaw): `0x${string}` {
  return u8aToHex(pair.sign(u8aWrapBytes(payload.data)))
}
