import type { FoyerError } from '@foyer/core'
import {
  InvalidParamsRpcError,
  type ProviderNotFoundError,
  type UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@foyer/core/adapter'
import { base64 } from '@scure/base'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { SignPsbtResult } from '../internal/client.js'
import type { BitcoinAdapterContext } from '../internal/context.js'
import { getAccountOrThrow, getSessionOrThrow } from '../internal/getSession.js'

export interface RequestParameters {
  connectorId: string
  method: string
  params?: unknown
}

export type RequestErrorType =
  | UnsupportedProviderMethodError
  | InvalidParamsRpcError
  | ProviderNotFoundError
  | UnauthorizedProviderError
  | InvalidWalletResponseError
  | FoyerError

/** A PSBT's magic bytes: 'psbt' and 0xff (BIP-174). */
const PSBT_MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff]

/** Whether `text` is base64 of bytes that start as a PSBT. */
function isPsbt(text: unknown): text is string {
  if (typeof text !== 'string' || text.length === 0) return false
  try {
    const bytes = base64.decode(text)
    return PSBT_MAGIC.every((byte, index) => bytes[index] === byte)
  } catch {
    return false
  }
}

/** `signInputs` as sats-connect has it: input indexes by connected address. */
function readSignInputs(value: unknown): Record<string, number[]> | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidParamsRpcError({ details: 'signInputs must be an object of input indexes by address' })
  const entries = Object.entries(value as Record<string, unknown>)
  for (const [, indexes] of entries)
    if (!Array.isArray(indexes) || !indexes.every((index) => Number.isInteger(index) && index >= 0))
      throw new InvalidParamsRpcError({ details: 'signInputs: each address maps to a list of input indexes' })
  return Object.fromEntries(entries) as Record<string, number[]>
}

/**
 * Forwards a Bitcoin wallet request to the wallet behind `connectorId`, in sats-connect's shapes:
 *
 * - `signPsbt` `{ psbt, signInputs?, broadcast? }` → `{ psbt, txid? }`: the PSBT base64 in and out,
 *   `signInputs` the input indexes each connected address signs (required for Wallet Standard wallets
 *   and WalletConnect, whose requests name the inputs; a sats-connect wallet picks its own without it);
 *   `broadcast` for sats-connect wallets and WalletConnect (whose wallet then answers the txid)
 * - `signMessage` `{ address, message }` → `{ address, signature }` (as `signMessage`)
 *
 * Any other method is `UnsupportedProviderMethodError` (4200); malformed params `InvalidParamsRpcError`
 * (-32602); a declined prompt `UserRejectedRequestError` (4001).
 *
 * @example
 * const { psbt } = await request(context, { connectorId, method: 'signPsbt', params: { psbt, signInputs: { [address]: [0] } } })
 */
export async function request(
  context: BitcoinAdapterContext,
  { connectorId, method, params }: RequestParameters,
): Promise<unknown> {
  const session = getSessionOrThrow(context, connectorId)
  const record = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  if (method === 'signMessage') {
    const { address, message } = record
    if (typeof address !== 'string' || typeof message !== 'string')
      throw new InvalidParamsRpcError({ details: 'signMessage takes { address, message } strings' })
    getAccountOrThrow(session, address)
    return {
      address,
      signature: await session.client.signMessage({ address, message, chain: session.chain }),
    }
  }
  if (method !== 'signPsbt') throw new UnsupportedProviderMethodError({ details: method })
  if (!isPsbt(record.psbt)) throw new InvalidParamsRpcError({ details: 'psbt must be a base64 PSBT' })
  const signInputs = readSignInputs(record.signInputs)
  for (const address of Object.keys(signInputs ?? {})) getAccountOrThrow(session, address)
  if (!signInputs && session.client.kind !== 'sats-connect')
    throw new InvalidParamsRpcError({
      details: 'signInputs is required: the inputs each connected address signs',
    })
  const result: SignPsbtResult = await session.client.signPsbt({
    psbt: record.psbt,
    signInputs,
    broadcast: record.broadcast === true,
    chain: session.chain,
  })
  if (!isPsbt(result.psbt))
    throw new InvalidWalletResponseError({ details: 'the signed PSBT does not decode' })
  return result
}
