import {
  InvalidParamsRpcError,
  InvalidRpcResponseError,
  type Network,
  type TransferParameters,
} from '@foyer/core/internal'
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
import { buildTransfer } from '../internal/buildTransfer.js'
import type { SolanaAdapterContext } from '../internal/context.js'
import { describeValue } from '../internal/describeValue.js'
import { getRpc, sendRpc } from '../internal/getRpc.js'

/**
 * What the sender pays for the transfer besides the amount, in lamports: the network fee of its message
 * (`getFeeForMessage`, with a fresh blockhash; asked again once when the blockhash expires meanwhile)
 * and, for an SPL transfer to a receiver without a token account for the mint, the rent-exempt minimum of
 * the token account the transfer creates.
 *
 * That second part is a deposit, not a fee: it is not burnt nor paid to validators but held by the
 * receiver's new token account, and only its owner (the receiver) can get it back, by closing that
 * account. It is included because it leaves the sender's wallet with the transfer, and core's Send
 * contract carries one amount (shown as the network fee, and reserved by "Max"); core's contract should
 * carry it apart so that the preview can say 'includes a 0.00204 SOL account deposit'.
 *
 * @example
 * await estimateTransferFee(context, { network, from, to, token: fusdMint, amount: 0n, request })
 * // 2044280n: 5000 lamports of fee and a 2039280-lamport token account deposit
 */
export async function estimateTransferFee(
  context: SolanaAdapterContext,
  p: TransferParameters,
): Promise<bigint> {
  const rpc = getRpc(context, p.network)
  for (let attempt = 0; attempt < 2; attempt++) {
    const { message, createsTokenAccount } = await buildTransfer(context, p)
    const bytes = getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message))
    const encoded = getBase64Decoder().decode(bytes) as TransactionMessageBytesBase64
    const { value: fee } = await sendRpc(context, rpc.getFeeForMessage(encoded, { commitment: 'confirmed' }))
    if (fee === null) continue
    if (typeof fee !== 'bigint' || fee < 0n)
      throw new InvalidRpcResponseError({ details: `Expected lamports, received ${describeValue(fee)}` })
    if (!createsTokenAccount) return fee
    const deposit = await sendRpc(context, rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize())))
    return fee + deposit
  }
  throw new InvalidRpcResponseError({ details: 'getFeeForMessage found the blockhash expired twice' })
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
