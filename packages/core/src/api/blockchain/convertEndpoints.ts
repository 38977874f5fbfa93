import {
  allowanceSchema,
  approveCalldataSchema,
  gasPriceSchema,
  swapCalldataSchema,
  swapQuoteSchema,
  swapTokensSchema,
  tokenPriceSchema,
} from '@foyer/protocol'
import { GasPriceNotSupportedError } from '../../kernel/errors/swap.js'
import { HttpError } from '../errors.js'
import type { BlockchainRequest } from './createBlockchainRequest.js'
import type { BlockchainClient } from './types.js'

type ConvertEndpoints = Pick<
  BlockchainClient,
  | 'fetchSwapQuote'
  | 'fetchSwapTokens'
  | 'fetchTokenPrice'
  | 'fetchSwapAllowance'
  | 'fetchGasPrice'
  | 'generateSwapCalldata'
  | 'generateApproveCalldata'
>

/** The swap endpoints (/v1/convert/*) and token prices: plain requests through the network gate. */
export function convertEndpoints({ http, get, post }: BlockchainRequest): ConvertEndpoints {
  return {
    fetchSwapQuote: ({ amount, userAddress, from, to, gasPrice, chainId }) =>
      get({
        path: '/v1/convert/quotes',
        params: { amount, userAddress, from, to, gasPrice, chainId },
        schema: swapQuoteSchema,
      }),
    fetchSwapTokens: ({ chainId }) =>
      get({ path: '/v1/convert/tokens', params: { chainId }, schema: swapTokensSchema }),
    fetchTokenPrice: ({ addresses, currency = 'usd' }) =>
      post({
        path: '/v1/fungible/price',
        body: { currency, addresses, projectId: http.projectId },
        schema: tokenPriceSchema,
      }),
    fetchSwapAllowance: ({ tokenAddress, userAddress }) =>
      get({ path: '/v1/convert/allowance', params: { tokenAddress, userAddress }, schema: allowanceSchema }),
    // The server refuses (400) a network it has no gas price for: 'Network not supported for Gas Price'.
    fetchGasPrice: ({ chainId }) =>
      get({ path: '/v1/convert/gas-price', params: { chainId }, schema: gasPriceSchema }).catch(
        (cause: unknown) => {
          throw cause instanceof HttpError && cause.status === 400
            ? new GasPriceNotSupportedError({ cause })
            : cause
        },
      ),
    generateSwapCalldata: ({ amount, from, to, userAddress, eip155, disableEstimate }) =>
      post({
        path: '/v1/convert/build-transaction',
        body: { amount, eip155, projectId: http.projectId, from, to, userAddress, disableEstimate },
        schema: swapCalldataSchema,
      }),
    generateApproveCalldata: ({ userAddress, from, to, amount }) =>
      get({
        path: '/v1/convert/build-approve',
        params: { userAddress, from, to, amount },
        schema: approveCalldataSchema,
      }),
  }
}
