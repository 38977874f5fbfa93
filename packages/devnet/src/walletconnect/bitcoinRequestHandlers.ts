import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { signBip322Simple } from '../bitcoin/bip322.js'
import type { BitcoinDevKey } from '../bitcoin/bitcoinDevKeys.js'
import { t } from '../t.js'
import { invalidParams, ProviderRpcError } from '../wallet/errors.js'
import { clip } from '../wallet/solana/solanaSigningFeatures.js'
import type { FamilyRequest } from './sessionFamilies.js'
import { signBip137 } from './signBip137.js'
import { messageOf, requireObject, requireString } from './solanaParams.js'

/** What a handler of WalletConnect's Bitcoin RPC works with. */
export interface BitcoinRequestContext {
  request: FamilyRequest
  /** The wallet's keys on the request's chain: payment (the account) first, then ordinals. */
  keys: readonly BitcoinDevKey[]
  /** Asks the user (under the WalletConnect method's name); a refusal throws the queue's 4001. */
  ask(method: string, summary: string): Promise<void>
}

/** One entry of `getAccountAddresses` (and of `bip122_addressesChanged`). */
export interface BitcoinAccountAddress {
  address: string
  /** Hex, no 0x: the compressed key (payment) or the x-only internal key (ordinals). */
  publicKey: string
  intention: 'payment' | 'ordinal'
}

/**
 * The wallet's addresses on a chain as WalletConnect's Bitcoin RPC lists them: the payment address (the
 * account, the first external address) then the ordinal one. No `path`: the dev keys are not BIP-32
 * derived (see bitcoinDevKeys).
 */
export const accountAddresses = (keys: readonly BitcoinDevKey[]): BitcoinAccountAddress[] =>
  keys.map((key) => ({
    address: key.address,
    publicKey: hex.encode(key.publicKey),
    intention: key.purpose === 'payment' ? 'payment' : 'ordinal',
  }))

/** The request's `account`: it must be the wallet's account (its payment address) on the chain. */
function checkAccount(context: BitcoinRequestContext, params: Record<string, unknown>): BitcoinDevKey {
  const account = requireString(params.account, 'account')
  const [payment] = context.keys
  if (!payment || account !== payment.address)
    throw invalidParams(`${account} is not this wallet's account on ${context.request.chainId}`)
  return payment
}

/** The wallet's key of `address` on the chain. */
function keyOf(context: BitcoinRequestContext, address: string): BitcoinDevKey {
  const key = context.keys.find((item) => item.address === address)
  if (!key) throw invalidParams(`${address} is not an address of this wallet on ${context.request.chainId}`)
  return key
}

async function getAccountAddresses(context: BitcoinRequestContext): Promise<unknown> {
  const params = requireObject(context.request.params)
  checkAccount(context, params)
  const { intentions } = params
  if (
    intentions !== undefined &&
    (!Array.isArray(intentions) || intentions.some((item) => typeof item !== 'string'))
  )
    throw invalidParams('intentions must be an array of strings')
  const listed = accountAddresses(context.keys)
  return intentions === undefined ? listed : listed.filter((entry) => intentions.includes(entry.intention))
}

async function signMessage(context: BitcoinRequestContext): Promise<unknown> {
  const params = requireObject(context.request.params)
  const account = checkAccount(context, params)
  if (typeof params.message !== 'string') throw invalidParams('message must be a string')
  const message = params.message
  const key =
    params.address === undefined ? account : keyOf(context, requireString(params.address, 'address'))
  const protocol = params.protocol ?? 'ecdsa'
  if (protocol !== 'ecdsa' && protocol !== 'bip322')
    throw invalidParams('protocol must be "ecdsa" or "bip322"')
  // BIP-137 (the "ecdsa" protocol) has no taproot form: the ordinals address signs with BIP-322 only.
  if (protocol === 'ecdsa' && key.addressType !== 'p2wpkh')
    throw invalidParams(t('bitcoin.ecdsaPaymentOnly', { address: key.address }))
  await context.ask('signMessage', t('summary.sign', { message: clip(message), account: key.address }))
  const bytes = new TextEncoder().encode(message)
  const signature =
    protocol === 'bip322'
      ? base64.decode(
          signBip322Simple({
            privateKey: key.privateKey,
            scriptPubKey: key.script,
            ...(key.addressType === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
            message: bytes,
          }),
        )
      : signBip137(key.privateKey, bytes)
  return { address: key.address, signature: hex.encode(signature) }
}

interface SignInput {
  key: BitcoinDevKey
  index: number
  sighashTypes: number[] | undefined
}

/** `signInputs`: a non-empty array of `{ address, index, sighashTypes? }` of the wallet's addresses. */
function readSignInputs(context: BitcoinRequestContext, value: unknown, inputs: number): SignInput[] {
  if (!Array.isArray(value) || value.length === 0) throw invalidParams('signInputs must be a non-empty array')
  return value.map((item, position) => {
    const entry = requireObject(item, `signInputs[${position}]`)
    const key = keyOf(context, requireString(entry.address, `signInputs[${position}].address`))
    const { index, sighashTypes } = entry
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= inputs)
      throw invalidParams(`signInputs[${position}].index: the PSBT has no input ${String(index)}`)
    if (
      sighashTypes !== undefined &&
      (!Array.isArray(sighashTypes) || sighashTypes.some((type) => !Number.isInteger(type)))
    )
      throw invalidParams(`signInputs[${position}].sighashTypes must be an array of integers`)
    return { key, index, sighashTypes }
  })
}

/**
 * The SIGHASH types a signature may use: those asked for (SIGHASH_ALL by default: the signer's own
 * default, DEFAULT for taproot), with taproot's SIGHASH_DEFAULT wherever ALL is allowed (the same
 * commitment, BIP-341).
 */
const allowedSighash = (types: number[] | undefined) =>
  types === undefined ? undefined : types.includes(1) ? [...new Set([...types, 0])] : types

/** The PSBT of `psbt` (base64). */
function decodePsbt(psbt: string): Transaction {
  try {
    return Transaction.fromPSBT(base64.decode(psbt))
  } catch (error) {
    throw invalidParams(`psbt is not a base64 PSBT: ${messageOf(error)}`)
  }
}

async function signPsbt(context: BitcoinRequestContext): Promise<unknown> {
  const params = requireObject(context.request.params)
  checkAccount(context, params)
  const tx = decodePsbt(requireString(params.psbt, 'psbt'))
  const signInputs = readSignInputs(context, params.signInputs, tx.inputsLength)
  if (params.broadcast !== undefined && typeof params.broadcast !== 'boolean')
    throw invalidParams('broadcast must be a boolean')
  // No Bitcoin node in the devnet: refused before the user is asked, never answered with a made-up txid.
  if (params.broadcast === true) throw new ProviderRpcError(4200, t('bitcoin.noBroadcast'))
  // Signed before the user is asked, so that an input the wallet cannot sign is -32602 without a prompt;
  // nothing leaves the wallet unless the user approves.
  for (const { key, index, sighashTypes } of signInputs) {
    try {
      tx.signIdx(key.privateKey, index, allowedSighash(sighashTypes))
    } catch (error) {
      throw invalidParams(`input ${index} cannot be signed by ${key.address}: ${messageOf(error)}`)
    }
  }
  await context.ask(
    'signPsbt',
    t('bitcoin.signPsbt', {
      count: signInputs.length,
      inputs: signInputs.map(({ key, index }) => `#${index} ${key.address}`).join(', '),
    }),
  )
  return { psbt: base64.encode(tx.toPSBT()) }
}

/** WalletConnect's Bitcoin RPC methods the wallet serves (not sendTransfer: the devnet has no Bitcoin node). */
export const bitcoinRequestHandlers: Readonly<
  Record<string, (context: BitcoinRequestContext) => Promise<unknown>>
> = {
  getAccountAddresses,
  signMessage,
  signPsbt,
}
