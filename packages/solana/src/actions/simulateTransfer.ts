import type { Network, TransferSimulation } from '@foyer/core'
import {
  compileTransaction,
  compileTransactionMessage,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  type TokenBalance,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { buildTransfer } from '../internal/buildTransfer.js'
import type { SolanaAdapterContext } from '../internal/context.js'
import { describeTransactionError } from '../internal/describeTransactionError.js'
import { getRpc, sendRpc } from '../internal/getRpc.js'

export interface SimulateTransferParameters {
  network: Network
  from: string
  to: string
  token: string | undefined
  amount: bigint
  /** The mints whose balance change is reported, besides SOL. */
  watch: readonly string[]
}

export type SimulateTransferReturnType = TransferSimulation | undefined

/** The sender's amount of `mint` in a transaction's token balances (all its token accounts of that mint). */
function amountOf(balances: readonly TokenBalance[], owner: string, mint: string): bigint {
  return balances
    .filter((balance) => balance.owner === owner && balance.mint === mint)
    .reduce((sum, balance) => sum + BigInt(balance.uiTokenAmount.amount), 0n)
}

/**
 * Runs the transfer against the cluster's current state without sending it (`simulateTransaction`, no
 * signature check, the latest blockhash): the change of the sender's SOL and of each watched mint held
 * by the sender, in smallest units; or the error and its reason when the cluster would refuse it. The
 * network fee (`getFeeForMessage` of the same message) is taken out of the SOL change, as on EVM, where
 * an eth_call charges none: the preview says the fee comes on top. A deposit for the receiver's new token
 * account does leave the wallet, and stays in the change. Undefined when the RPC does not report
 * balances around a simulation (pre/post balances, which older validators leave out), or no fee.
 *
 * @example
 * await simulateTransfer(context, { network, from, to, token: undefined, amount: 10n ** 9n, watch: [] })
 * // { reverted: false, changes: [{ token: undefined, change: -1000000000n }] }
 */
export async function simulateTransfer(
  context: SolanaAdapterContext,
  p: SimulateTransferParameters,
): Promise<SimulateTransferReturnType> {
  const { message } = await buildTransfer(context, p)
  const transaction = getBase64EncodedWireTransaction(compileTransaction(message))
  const rpc = getRpc(context, p.network)
  const messageBytes = getBase64Decoder().decode(
    getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
  ) as TransactionMessageBytesBase64
  const { value: fee } = await sendRpc(
    context,
    rpc.getFeeForMessage(messageBytes, { commitment: 'confirmed' }),
  )
  if (typeof fee !== 'bigint') return undefined
  const { value } = await sendRpc(
    context,
    rpc.simulateTransaction(transaction, {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      commitment: 'confirmed',
    }),
  )
  if (value.err) return { reverted: true, reason: describeTransactionError(value.err, value.logs) }
  const { preBalances, postBalances, preTokenBalances, postTokenBalances } = value
  const before = preBalances?.[0]
  const after = postBalances?.[0]
  if (before === undefined || after === undefined || !preTokenBalances || !postTokenBalances) return undefined
  return {
    reverted: false,
    changes: [
      { token: undefined, change: after - before + fee },
      ...[...new Set(p.watch)].map((mint) => ({
        token: mint,
        change: amountOf(postTokenBalances, p.from, mint) - amountOf(preTokenBalances, p.from, mint),
      })),
    ],
  }
}
