import type { FoyerError } from '@foyer/core'
import type { ProviderNotFoundError } from '@foyer/core/adapter'
import type { EvmAdapterContext } from '../internal/context.js'
import { explainTransactionError } from '../internal/explainTransactionError.js'
import { getProviderOrThrow } from '../internal/getProviderOrThrow.js'
import { request as providerRequest } from '../internal/request.js'

export interface RequestParameters {
  connectorId: string
  method: string
  params?: unknown
}

export type RequestErrorType = ProviderNotFoundError | FoyerError

/**
 * Forwards a JSON-RPC request to the wallet behind `connectorId` (its EIP-1193 `request`); the wallet's
 * errors come back typed, and the usual transaction failures (nonce, fees, gas, funds, revert) explained.
 * Core checks the RPC method policy before calling this.
 *
 * @example
 * const chainId = await request(context, { connectorId: 'io.metamask', method: 'eth_chainId' })
 */
export async function request(
  context: EvmAdapterContext,
  { connectorId, method, params }: RequestParameters,
): Promise<unknown> {
  const provider = getProviderOrThrow(context, connectorId)
  try {
    return await providerRequest(
      provider,
      params === undefined ? { method } : { method, params: params as never },
    )
  } catch (error) {
    throw explainTransactionError(error) ?? error
  }
}
