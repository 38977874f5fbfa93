import type { FoyerError, Network } from '@foyer/core'
import { InvalidRpcResponseError, type RpcTimeoutError, type RpcUnreachableError } from '@foyer/core/adapter'
import { type Address, formatUnits, hexToBigInt, isHex } from 'viem'
import type { EvmAdapterContext } from '../internal/context.js'
import { describeValue } from '../internal/describeValue.js'
import { getRpcClient } from '../internal/getRpcClient.js'
import { toTransportError } from '../internal/toTransportError.js'

export interface GetBalanceParameters {
  address: string
  network: Network
}

export interface GetBalanceReturnType {
  /** In units of the native currency, e.g. "1.5" (all decimals kept; core formats for display). */
  balance: string
  symbol: string
}

export type GetBalanceErrorType = RpcTimeoutError | RpcUnreachableError | InvalidRpcResponseError | FoyerError

/**
 * Native balance of `address` on `network`: `eth_getBalance` at the latest block over the network's first
 * RPC URL (batched, with the adapter's timeout and retries with exponential backoff).
 *
 * @example
 * const { balance, symbol } = await getBalance(context, { address, network: mainnet })
 * // { balance: '1.5', symbol: 'ETH' }
 */
export async function getBalance(
  context: EvmAdapterContext,
  { address, network }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const client = getRpcClient(context, network)
  let result: unknown
  try {
    result = await client.request({ method: 'eth_getBalance', params: [address as Address, 'latest'] })
  } catch (error) {
    throw toTransportError(error)
  }
  if (!isHex(result, { strict: true }) || result === '0x')
    throw new InvalidRpcResponseError({ details: `Expected a quantity, received ${describeValue(result)}` })
  return {
    balance: formatUnits(hexToBigInt(result), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
