import { Hono } from 'hono'
import { mountAllowanceRoute } from './allowanceRoute.js'
import { mountBuildApproveRoute } from './buildApproveRoute.js'
import { mountBuildTransactionRoute } from './buildTransactionRoute.js'
import { mountGasPriceRoute } from './gasPriceRoute.js'
import { mountQuotesRoute } from './quotesRoute.js'
import { mountTokensRoute } from './tokensRoute.js'
import type { CreateConvertRoutesParameters } from './types.js'

export type { CreateConvertRoutesParameters } from './types.js'

/**
 * The swap routes of spec section 7 (GET tokens, quotes, allowance, gas-price, build-approve and POST
 * build-transaction), answered from the real pools of the chain through its router. Tokens are CAIP
 * addresses ('eip155:31337:0x…'), the native token is the 0xeeee…eeee placeholder, amounts are
 * integer strings in the token's smallest unit. A served network without a router answers 400
 * 'Network not supported for Swaps'; a network the server does not serve, 'Chain is not supported'.
 *
 * @example
 * app.route('/', createConvertRoutes({ chains, publicUrl, now: Date.now }))
 */
export function createConvertRoutes(parameters: CreateConvertRoutesParameters): Hono {
  const app = new Hono()
  mountTokensRoute(app, parameters)
  mountQuotesRoute(app, parameters)
  mountAllowanceRoute(app, parameters)
  mountGasPriceRoute(app, parameters)
  mountBuildApproveRoute(app, parameters)
  mountBuildTransactionRoute(app, parameters)
  return app
}
