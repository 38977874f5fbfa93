import { type Network, type TransferParameters, UserRejectedRequestError } from '@foyer/core'
import {
  InvalidParamsRpcError,
  InvalidRpcResponseError,
  RpcTimeoutError,
  RpcUnreachableError,
  SendTransactionError,
  toFoyerError,
} from '@foyer/core/adapter'
import {
  compileTransaction,
  compileTransactionMessage,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  isSignature,
  type TransactionMessageBytesBase64,
  signature as toSignature,
} from '@solana/kit'
import { getTokenSize } from '@solana-program/token'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import { buildTransfer, tokenInstructions } from '../internal/buildTransfer.js'
import type { SolanaAdapterContext } from '../internal/context.js'
import { describeValue } from '../internal/describeValue.js'
import { getRpc, sendRpc } from '../internal/getRpc.js'

/**
 * The network fee of the transfer, in lamports: `getFeeForMessage` of its message, with a fresh
 * blockhash (asked again once when the blockhash expires meanwhile). The rent of a token account the
 * transfer creates is not part of it: see `estimateTransferDeposit`.
 *
 * @example
 * await estimateTransferFee(context, { network, from, to, token: fusdMint, amount: 0n, request }) // 5000n
 */
export async function estimateTransferFee(
  context: SolanaAdapterContext,
  p: TransferParameters,
): Promise<bigint> {
  const rpc = getRpc(context, p.network)
  for (let attempt = 0; attempt < 2; attempt++) {
    const { message } = await buildTransfer(context, p)
    const bytes = getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message))
    const encoded = getBase64Decoder().decode(bytes) as TransactionMessageBytesBase64
    const { value: fee } = await sendRpc(context, rpc.getFeeForMessage(encoded, { commitment: 'confirmed' }))
    if (fee === null) continue
    return lamports(fee)
  }
  throw new InvalidRpcResponseError({ details: 'getFeeForMessage found the blockhash expired twice' })
}

/**
 * What the transfer pays besides the network fee, in lamports: for an SPL transfer to a receiver without
 * a token account for the mint, the rent-exempt minimum of the associated token account the transfer
 * creates (`getMinimumBalanceForRentExemption` of its size); 0n otherwise (SOL, or an existing account).
 *
 * A deposit, not a fee: it is neither burnt nor paid to validators but held by the receiver's new token
 * account, and only its owner (the receiver) can get it back, by closing that account.
 *
 * @example
 * await estimateTransferDeposit(context, { network, from, to, token: fusdMint, amount: 0n, request })
 * // 2039280n: the receiver has no fUSD account yet
 */
export async function estimateTransferDeposit(
  context: SolanaAdapterContext,
  p: TransferParameters,
): Promise<bigint> {
  if (p.token === undefined) return 0n
  const { createsTokenAccount } = await tokenInstructions(context, { ...p, token: p.token })
  if (!createsTokenAccount) return 0n
  const rpc = getRpc(context, p.network)
  return lamports(await sendRpc(context, rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize()))))
}

/** The RPC's answer as lamports; `InvalidRpcResponseError` when it is no non-negative integer. */
function lamports(value: unknown): bigint {
  if (typeof value !== 'bigint' || value < 0n)
    throw new InvalidRpcResponseError({ details: `Expected lamports, received ${describeValue(value)}` })
  return value
}

/**
 * Builds the transfer (a System transfer, or an SPL `TransferChecked` that first creates the receiver's
 * token account when missing), compiles it with a fresh blockhash and asks the wallet to sign and send it
 * through `p.request` (`solana_signAndSendTransaction` with the base64 wire transaction), so that the
 * instance's request policy applies; resolves with the transaction's signature (base58), its id.
 *
 * @example
 * const signature = await sendTransfer(context, { network, from, to, token: undefined, amount: 10n ** 9n, request })
 */
export async function sendTransfer(context: SolanaAdapterContext, p: TransferParameters): Promise<string> {
  try {
    return await signAndSend(context, p)
  } catch (error) {
    throw asSendFailure(error)
  }
}

/**
 * A failed send as the Send form words it: the wallet's refusal, a transaction the chain refused for a
 * known reason and a network that could not be reached keep their typed errors; anything else is spec
 * section 8's Solana failure, 'Failed to send transaction. Please try again.' (`SendTransactionError`).
 */
function asSendFailure(error: unknown): Error {
  const typed = toFoyerError(error)
  const known =
    typed instanceof UserRejectedRequestError ||
    typed.code.startsWith('TX_') ||
    typed instanceof RpcUnreachableError ||
    typed instanceof RpcTimeoutError
  return known ? typed : new SendTransactionError({ cause: error })
}

async function signAndSend(context: SolanaAdapterContext, p: TransferParameters): Promise<string> {
  const { message } = await buildTransfer(context, p)
  const transaction = getBase64EncodedWireTransaction(compileTransaction(message))
  const result = await p.request({ method: 'solana_signAndSendTransaction', params: { transaction } })
  const signature = (result as { signature?: unknown } | null | undefined)?.signature
  if (typeof signature !== 'string' || !isSignature(signature))
    throw new InvalidWalletResponseError({
      details: `Expected { signature }, received ${describeValue(result)}`,
    })
  return signature
}

/**
 * The transfer's outcome once the cluster confirmed it (`getSignatureStatuses`, searching the history
 * too): 'failed' when it landed with an error, 'confirmed' when it landed without one (at the 'confirmed'
 * or 'finalized' commitment); undefined while it is unknown or only processed (core asks again).
 *
 * @example
 * await getTransferStatus(context, { network, id: signature, request }) // 'confirmed'
 */
export async function getTransferStatus(
  context: SolanaAdapterContext,
  p: { network: Network; id: string },
): Promise<'confirmed' | 'failed' | undefined> {
  if (!isSignature(p.id))
    throw new InvalidParamsRpcError({ details: `${p.id} is not a transaction signature` })
  const rpc = getRpc(context, p.network)
  const { value } = await sendRpc(
    context,
    rpc.getSignatureStatuses([toSignature(p.id)], { searchTransactionHistory: true }),
  )
  const status = value[0]
  if (!status) return undefined
  if (status.confirmationStatus !== 'confirmed' && status.confirmationStatus !== 'finalized') return undefined
  return status.err ? 'failed' : 'confirmed'
}
