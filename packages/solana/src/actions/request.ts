import type { FoyerError } from '@foyer/core'
import {
  InvalidParamsRpcError,
  type ProviderNotFoundError,
  type UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@foyer/core/adapter'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { Session, SolanaAdapterContext } from '../internal/context.js'
import { explainTransactionError } from '../internal/explainTransactionError.js'
import { getRpc, sendRpc } from '../internal/getRpc.js'
import { getAccountOrThrow, getSessionOrThrow } from '../internal/getSession.js'
import { signAndSendWith, signMessageWith, signTransactionsWith } from '../internal/walletCalls.js'
import { getFeature } from '../internal/walletFeatures.js'

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

/** The Solana wallet methods of spec section 6, in WalletConnect's Solana JSON-RPC shapes. */
const handlers: Record<
  string,
  (context: SolanaAdapterContext, session: Session, params: Params) => Promise<unknown>
> = {
  solana_signMessage: signMessageMethod,
  solana_signTransaction: signTransactionMethod,
  solana_signAllTransactions: signAllTransactionsMethod,
  solana_signAndSendTransaction: signAndSendTransactionMethod,
}

/**
 * Forwards a Solana wallet request to the Wallet Standard wallet behind `connectorId`, in the shapes of
 * WalletConnect's Solana JSON-RPC (transactions as base64 wire bytes, messages and signatures base58):
 *
 * - `solana_signMessage` `{ message, pubkey }` → `{ signature }` (`solana:signMessage`)
 * - `solana_signTransaction` `{ transaction }` → `{ signature, transaction }` (`solana:signTransaction`)
 * - `solana_signAllTransactions` `{ transactions }` → `{ transactions }` (`solana:signTransaction`)
 * - `solana_signAndSendTransaction` `{ transaction, sendOptions? }` → `{ signature }`
 *   (`solana:signAndSendTransaction` on the session's cluster; a wallet that only signs has the transaction
 *   sent through the network's RPC)
 *
 * A transaction is signed by the connected account among its signers, fee payer first. Any other method,
 * or one whose feature the wallet lacks, is `UnsupportedProviderMethodError` (4200); malformed params are
 * `InvalidParamsRpcError` (-32602); a declined prompt is `UserRejectedRequestError` (4001). Core checks the
 * RPC method policy before calling this.
 *
 * @example
 * const { signature } = await request(context, {
 *   connectorId: 'ws:Phantom',
 *   method: 'solana_signAndSendTransaction',
 *   params: { transaction: base64WireTransaction },
 * })
 */
export async function request(
  context: SolanaAdapterContext,
  { connectorId, method, params }: RequestParameters,
): Promise<unknown> {
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
  if (!handler)
    throw new UnsupportedProviderMethodError({ details: `${method} is not a Solana wallet method` })
  const session = getSessionOrThrow(context, connectorId)
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new InvalidParamsRpcError({ details: `${method} takes an object of parameters` })
  return handler(context, session, params as Params)
}

function stringParam(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value === '')
    throw new InvalidParamsRpcError({ details: `params.${key} must be a string` })
  return value
}

function fromBase58(text: string, key: string): Uint8Array {
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch (cause) {
    throw new InvalidParamsRpcError({ details: `params.${key} must be base58`, cause })
  }
}

function fromBase64(text: string, key: string): Uint8Array {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text))
    throw new InvalidParamsRpcError({ details: `${key} must be base64` })
  return new Uint8Array(getBase64Encoder().encode(text))
}

function decodeTransaction(
  bytes: Uint8Array,
  what: string,
  invalid: (details: string) => FoyerError,
): Transaction {
  try {
    return getTransactionDecoder().decode(bytes)
  } catch (cause) {
    throw invalid(
      `${what} is not a Solana transaction: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
  }
}

/** The connected account that signs a transaction: the first of its signers (fee payer first) that is one. */
function signerOf(session: Session, transaction: Transaction, key: string): WalletAccount {
  const signer = Object.keys(transaction.signatures).find((address) =>
    session.accounts.some((account) => account.address === address),
  )
  if (!signer)
    throw new InvalidParamsRpcError({ details: `${key} needs the signature of no connected account` })
  return getAccountOrThrow(session, signer)
}

function readTransaction(session: Session, text: string, key: string) {
  const bytes = fromBase64(text, key)
  const transaction = decodeTransaction(bytes, key, (details) => new InvalidParamsRpcError({ details }))
  return { account: signerOf(session, transaction, key), transaction: bytes }
}

/** The account's signature in a transaction the wallet signed, base58. */
function signatureIn(signed: Uint8Array, account: WalletAccount): string {
  const transaction = decodeTransaction(
    signed,
    'The signed transaction',
    (details) => new InvalidWalletResponseError({ details }),
  )
  const signature = transaction.signatures[account.address as keyof typeof transaction.signatures]
  if (!signature)
    throw new InvalidWalletResponseError({ details: `The wallet did not sign as ${account.address}` })
  return getBase58Decoder().decode(signature)
}

async function signMessageMethod(_: SolanaAdapterContext, session: Session, params: Params) {
  const message = fromBase58(stringParam(params, 'message'), 'message')
  const account = getAccountOrThrow(session, stringParam(params, 'pubkey'))
  const signature = await signMessageWith(session, account, message)
  return { signature: getBase58Decoder().decode(signature) }
}

async function signTransactionMethod(_: SolanaAdapterContext, session: Session, params: Params) {
  const input = readTransaction(session, stringParam(params, 'transaction'), 'params.transaction')
  const [signed] = await signTransactionsWith(session, [input])
  return { signature: signatureIn(signed!, input.account), transaction: getBase64Decoder().decode(signed!) }
}

async function signAllTransactionsMethod(_: SolanaAdapterContext, session: Session, params: Params) {
  const { transactions } = params
  if (
    !Array.isArray(transactions) ||
    transactions.length === 0 ||
    transactions.some((item) => typeof item !== 'string')
  )
    throw new InvalidParamsRpcError({ details: 'params.transactions must be a non-empty list of strings' })
  const inputs = (transactions as string[]).map((text, index) =>
    readTransaction(session, text, `params.transactions[${index}]`),
  )
  const signed = await signTransactionsWith(session, inputs)
  // Each transaction must carry its account's signature: a wallet that skipped one answered wrongly.
  for (const [index, bytes] of signed.entries()) signatureIn(bytes, inputs[index]!.account)
  return { transactions: signed.map((bytes) => getBase64Decoder().decode(bytes)) }
}

/** WalletConnect's `sendOptions`, as the Wallet Standard's options (unknown keys and wrong types dropped). */
function readSendOptions(value: unknown): SolanaSignAndSendTransactionOptions | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object')
    throw new InvalidParamsRpcError({ details: 'params.sendOptions must be an object' })
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = value as Params
  const commitments = ['processed', 'confirmed', 'finalized'] as const
  type Commitment = (typeof commitments)[number]
  return {
    ...(typeof skipPreflight === 'boolean' ? { skipPreflight } : {}),
    ...(commitments.includes(preflightCommitment as Commitment)
      ? { preflightCommitment: preflightCommitment as Commitment }
      : {}),
    ...(Number.isSafeInteger(maxRetries) ? { maxRetries: maxRetries as number } : {}),
    ...(Number.isSafeInteger(minContextSlot) ? { minContextSlot: minContextSlot as number } : {}),
  }
}

async function signAndSendTransactionMethod(context: SolanaAdapterContext, session: Session, params: Params) {
  const input = readTransaction(session, stringParam(params, 'transaction'), 'params.transaction')
  const options = readSendOptions(params.sendOptions)
  if (getFeature(session.wallet, 'solana:signAndSendTransaction') || !session.network) {
    const signature = await signAndSendWith(session, input.account, input.transaction, options)
    return { signature: getBase58Decoder().decode(signature) }
  }
  // A wallet that only signs: the signed transaction goes to the cluster through the network's RPC.
  const [signed] = await signTransactionsWith(session, [input])
  const signature = signatureIn(signed!, input.account)
  const rpc = getRpc(context, session.network)
  const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options ?? {}
  const sending = sendRpc(
    context,
    rpc.sendTransaction(getBase64Decoder().decode(signed!) as Parameters<typeof rpc.sendTransaction>[0], {
      encoding: 'base64',
      ...(preflightCommitment ? { preflightCommitment } : {}),
      ...(skipPreflight !== undefined ? { skipPreflight } : {}),
      ...(maxRetries !== undefined ? { maxRetries: BigInt(maxRetries) } : {}),
      ...(minContextSlot !== undefined ? { minContextSlot: BigInt(minContextSlot) } : {}),
    }),
  )
  await sending.catch((error: unknown) => {
    throw explainTransactionError(error) ?? error
  })
  return { signature }
}
