import type { FoyerError } from '@foyer/core'
import {
  InvalidParamsRpcError,
  type ProviderNotFoundError,
  type UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@foyer/core/adapter'
import { InvalidWalletResponseError } from '../errors/polkadot.js'
import type { PolkadotAdapterContext, Session } from '../internal/context.js'
import { getAccountOrThrow, getSessionOrThrow } from '../internal/getSession.js'
import { fromHex, toHex } from '../internal/hex.js'
import { checkSignature, signRawWith } from '../internal/signRaw.js'
import { toWalletError } from '../internal/toWalletError.js'

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

type Params = Record<string, unknown>

const handlers: Record<string, (session: Session, params: Params) => Promise<unknown>> = {
  polkadot_signMessage: signMessageMethod,
  polkadot_signTransaction: signTransactionMethod,
}

/**
 * Forwards a Polkadot wallet request to the extension behind `connectorId`, in the shapes of
 * WalletConnect's polkadot namespace:
 *
 * - `polkadot_signMessage` `{ address, data, type? }` (a `SignerPayloadRaw`: `data` hex, `type` 'bytes' by
 *   default or 'payload') → `{ signature }` (`signer.signRaw`; 'bytes' not yet wrapped in
 *   `<Bytes>…</Bytes>` are wrapped by the extension, or by the adapter over WalletConnect). The shorter
 *   `{ address, message }` is taken too: a `0x` hex message is passed as the bytes it spells, any other
 *   text as its UTF-8 bytes, with `type: 'bytes'`
 * - `polkadot_signTransaction` `{ address, transactionPayload }` (a `SignerPayloadJSON` whose `address`
 *   is the same account) → `{ signature }`, and `signedTransaction` when the extension gives one
 *   (`signer.signPayload`)
 *
 * Any other method, or one the extension's signer lacks, is `UnsupportedProviderMethodError` (4200);
 * malformed params are `InvalidParamsRpcError` (-32602); an address that is not connected 4100; a
 * declined prompt ('Cancelled', 'Rejected by user') `UserRejectedRequestError` (4001).
 *
 * @example
 * const { signature } = await request(context, {
 *   connectorId: 'injectedWeb3:talisman',
 *   method: 'polkadot_signMessage',
 *   params: { address, message: 'Hello' },
 * })
 */
export async function request(
  context: PolkadotAdapterContext,
  { connectorId, method, params }: RequestParameters,
): Promise<unknown> {
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
  if (!handler)
    throw new UnsupportedProviderMethodError({ details: `${method} is not a Polkadot wallet method` })
  const session = getSessionOrThrow(context, connectorId)
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new InvalidParamsRpcError({ details: `${method} takes an object of parameters` })
  return handler(session, params as Params)
}

function stringParam(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value === '')
    throw new InvalidParamsRpcError({ details: `params.${key} must be a string` })
  return value
}

async function signMessageMethod(session: Session, params: Params) {
  const account = getAccountOrThrow(session, stringParam(params, 'address'))
  if (params.data === undefined) {
    const message = stringParam(params, 'message')
    const bytes = fromHex(message) ?? new TextEncoder().encode(message)
    return signRawWith(session, account, toHex(bytes))
  }
  const data = fromHex(params.data)
  if (!data) throw new InvalidParamsRpcError({ details: 'params.data must be 0x-prefixed hex' })
  const type = params.type ?? 'bytes'
  if (type !== 'bytes' && type !== 'payload')
    throw new InvalidParamsRpcError({ details: "params.type must be 'bytes' or 'payload'" })
  return signRawWith(session, account, toHex(data), type)
}

async function signTransactionMethod(session: Session, params: Params) {
  const account = getAccountOrThrow(session, stringParam(params, 'address'))
  const payload = params.transactionPayload
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new InvalidParamsRpcError({
      details: 'params.transactionPayload must be a SignerPayloadJSON object',
    })
  const inner = (payload as Params).address
  if (typeof inner !== 'string' || getAccountOrThrow(session, inner) !== account)
    throw new InvalidParamsRpcError({ details: 'params.transactionPayload.address must be params.address' })
  const signPayload = session.injected.signer.signPayload
  if (typeof signPayload !== 'function')
    throw new UnsupportedProviderMethodError({ details: 'The extension has no signer.signPayload' })
  let result: unknown
  try {
    result = await signPayload.call(session.injected.signer, {
      ...(payload as Params),
      address: account.extensionAddress,
    })
  } catch (error) {
    throw toWalletError(error)
  }
  const { signature, signedTransaction } = (result ?? {}) as {
    signature?: unknown
    signedTransaction?: unknown
  }
  const checked = checkSignature(signature)
  if (signedTransaction === undefined) return { signature: checked }
  if (!fromHex(signedTransaction))
    throw new InvalidWalletResponseError({ details: 'The signed transaction is not hex' })
  return { signature: checked, signedTransaction }
}
