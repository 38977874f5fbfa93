import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aEq, u8aToHex, u8aToString, u8aUnwrapBytes } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { signRawWithPair } from '../polkadot/signRawWithPair.js'
import type { InjectedAccount } from '../polkadot/types.js'
import { t } from '../t.js'
import { invalidParams } from '../wallet/errors.js'
import { clip } from '../wallet/solana/solanaSigningFeatures.js'
import { polkadotSigningPayload, readSignerPayload } from './polkadotSigningPayload.js'
import type { FamilyRequest } from './sessionFamilies.js'
import { requireObject, requireString } from './solanaParams.js'

/** A dev account's key pair, with its name. */
export type PolkadotPair = { pair: KeyringPair; account: InjectedAccount }

/** The accounts' addresses written with a chain's SS58 prefix. */
export const addressesOn = (pairs: readonly PolkadotPair[], ss58Prefix: number): string[] =>
  pairs.map(({ pair }) => encodeAddress(pair.publicKey, ss58Prefix))

/** What a handler of WalletConnect's Polkadot RPC works with. */
export interface PolkadotRequestContext {
  request: FamilyRequest
  /** The chain's name (Polkadot, Kusama, Westend). */
  chainName: string
  pairs: readonly PolkadotPair[]
  /** Asks the user (under the WalletConnect method's name); a refusal throws the queue's 4001. */
  ask(method: string, summary: string): Promise<void>
}

/** The wallet's pair of `address`, written with any SS58 prefix (accounts are their public keys). */
function pairOf(context: PolkadotRequestContext, address: string): PolkadotPair {
  let publicKey: Uint8Array
  try {
    publicKey = decodeAddress(address)
  } catch {
    throw invalidParams(`${address} is not an SS58 address`)
  }
  const found = context.pairs.find(({ pair }) => u8aEq(pair.publicKey, publicKey))
  if (!found) throw invalidParams(`${address} is not an account of this wallet`)
  return found
}

/**
 * The message as the approval shows it: its text, without the `<Bytes>` wrapping, when it reads as
 * UTF-8 (line breaks and tabs allowed), else its length in bytes.
 */
function describeMessage(message: string): string {
  const bytes = u8aUnwrapBytes(isHex(message) ? hexToU8a(message) : new TextEncoder().encode(message))
  const text = u8aToString(bytes)
  return /^(?:[^\p{Cc}\uFFFD]|[\t\n\r])*$/u.test(text) ? clip(text) : `${bytes.length} bytes`
}

/**
 * `polkadot_signMessage`: `{ address, message }` (WalletConnect's Polkadot guide) or `{ address, data,
 * type }` (its RPC reference, polkadot.js's SignerPayloadRaw), the message hex or text. Signed as
 * extensions sign raw data: its bytes wrapped in `<Bytes>…</Bytes>` (unless already), whatever `type`
 * says, so that it can never be a transaction signed blind. Answers `{ signature }`: 0x hex, 64 bytes, no
 * key type byte.
 */
async function signMessage(context: PolkadotRequestContext): Promise<unknown> {
  const params = requireObject(context.request.params)
  const { pair, account } = pairOf(context, requireString(params.address, 'address'))
  const message = params.message ?? params.data
  if (typeof message !== 'string') throw invalidParams('message must be a string (text or 0x hex)')
  await context.ask(
    'polkadot_signMessage',
    t('summary.sign', { message: describeMessage(message), account: account.name ?? pair.address }),
  )
  return { signature: signRawWithPair(pair, { address: pair.address, data: message, type: 'bytes' }) }
}

/**
 * `polkadot_signTransaction`: `{ address, transactionPayload }` (a SignerPayloadJSON for the same account,
 * on the request's chain). Answers `{ signature }` as polkadot.js's `ExtrinsicPayload.sign` gives it for
 * `addSignature`: 0x hex, the key type byte (0 ed25519, 1 sr25519) then 64 bytes.
 */
async function signTransaction(context: PolkadotRequestContext): Promise<unknown> {
  const params = requireObject(context.request.params)
  const { pair, account } = pairOf(context, requireString(params.address, 'address'))
  const payload = readSignerPayload(params.transactionPayload)
  if (pairOf(context, payload.address).pair !== pair)
    throw invalidParams('transactionPayload.address is not the request’s address')
  const reference = context.request.chainId.slice('polkadot:'.length)
  if (!u8aToHex(payload.genesisHash).startsWith(`0x${reference}`))
    throw invalidParams(`transactionPayload.genesisHash is not the genesis of ${context.request.chainId}`)
  const bytes = polkadotSigningPayload(payload)
  await context.ask(
    'polkadot_signTransaction',
    t('polkadot.signTransaction', { chain: context.chainName, account: account.name ?? pair.address }),
  )
  return { signature: u8aToHex(pair.sign(bytes, { withType: true })) }
}

/** WalletConnect's Polkadot RPC methods and their handlers. */
export const polkadotRequestHandlers: Readonly<
  Record<string, (context: PolkadotRequestContext) => Promise<unknown>>
> = {
  polkadot_signMessage: signMessage,
  polkadot_signTransaction: signTransaction,
}
