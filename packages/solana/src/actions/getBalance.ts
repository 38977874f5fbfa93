import type { FoyerError, Network } from '@foyer/core'
import {
  formatAmount,
  InvalidParamsRpcError,
  InvalidRpcResponseError,
  type RpcTimeoutError,
  type RpcUnreachableError,
} from '@foyer/core/adapter'
import { isAddress, address as toAddress } from '@solana/kit'
import type { SolanaAdapterContext } from '../internal/context.js'
import { describeValue } from '../internal/describeValue.js'
import { getRpc, sendRpc } from '../internal/getRpc.js'

/** SOL has 9 decimals: a lamport is 10⁻⁹ SOL, whatever a host's network object says. */
export const SOL_DECIMALS = 9

export interface GetBalanceParameters {
  address: string
  network: Network
}

export interface GetBalanceReturnType {
  /** In SOL, exact, e.g. "1.5" (all decimals kept; core formats for display). */
  balance: string
  symbol: string
}

export type GetBalanceErrorType =
  | RpcTimeoutError
  | RpcUnreachableError
  | InvalidRpcResponseError
  | InvalidParamsRpcError
  | FoyerError

/**
 * Native balance of `address` on `network`: `getBalance` (lamports, at the 'confirmed' commitment) over
 * the network's first RPC URL, written in SOL with its 9 decimals from the integer (no float on the way).
 *
 * @example
 * const { balance, symbol } = await getBalance(context, { address, network: solanaMainnet })
 * // { balance: '1.5', symbol: 'SOL' }
 */
export async function getBalance(
  context: SolanaAdapterContext,
  { address, network }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  if (!isAddress(address))
    throw new InvalidParamsRpcError({ details: `${describeValue(address)} is not a Solana address` })
  const rpc = getRpc(context, network)
  const { value } = await sendRpc(context, rpc.getBalance(toAddress(address), { commitment: 'confirmed' }))
  if (typeof value !== 'bigint' || value < 0n)
    throw new InvalidRpcResponseError({ details: `Expected lamports, received ${describeValue(value)}` })
  return { balance: formatAmount(value, SOL_DECIMALS), symbol: network.nativeCurrency.symbol }
}
