import { internalApiError } from '@foyer/protocol'
import { Hono } from 'hono'
import { t } from '../../chaindata/messages.js'
import { HttpError } from '../../errors/http.js'
import { createAccountRouteKit } from './accountRouteKit.js'
import { mountBalanceRoute } from './balanceRoute.js'
import { mountFungiblePriceRoute } from './fungiblePriceRoute.js'
import { mountHistoryRoute } from './historyRoute.js'
import type { CreateAccountRoutesParameters } from './types.js'

/**
 * The chain-data routes of the blockchain API (spec section 7):
 * - `GET /v1/account/{address}/balance?currency=usd&chainId=…&forceUpdate=` → `{ balances }`: native
 *   and ERC-20 balances read live from the chain, with USD price and value from the chain's pools;
 *   kept 30 s per address on the server, `forceUpdate=true` reads again (at most once per 500 ms
 *   per address and chain: a forced call sooner is answered from the cache).
 * - `GET /v1/account/{address}/history?chainId=…&cursor=…&onramp=…` → `{ data, next }`: the indexed
 *   transactions, newest first, 20 a page; `onramp` (any provider name) keeps only on-ramp purchases.
 * - `POST /v1/fungible/price` `{ currency: 'usd', addresses: [caip] }` → `{ fungibles }`: tokens
 *   without a price are left out.
 *
 * Solana networks ('solana:…' chainIds) answer the same routes: base58 addresses, balances read live
 * (SOL and SPL token accounts), history from the Solana index, prices from the chain's configuration.
 * - `GET /v1/indexer/status` → the indexer's `status()` (when an indexer is given).
 *
 * Each route first checks that the network is configured (400 'Chain is not supported'), then
 * validates every parameter (400 with the parameter's name); an unreachable chain RPC is a 502 and
 * a failing database a 503 (both logged).
 *
 * @example
 * app.route('/', createAccountRoutes({ db, chains, indexer, prices: { 'eip155:31337': oracle } }))
 */
export function createAccountRoutes(parameters: CreateAccountRoutesParameters): Hono {
  const kit = createAccountRouteKit(parameters)
  const logger = kit.logger
  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.status >= 500)
        logger.error(t('chaindata.requestFailed', { method: c.req.method, path: c.req.path }), { error })
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json({ message: error.shortMessage, code: error.code }, error.status)
    }
    logger.error(t('chaindata.requestFailed', { method: c.req.method, path: c.req.path }), { error })
    return c.json({ message: t('chaindata.internal'), code: internalApiError.code }, 500)
  })
  mountBalanceRoute(app, kit)
  mountHistoryRoute(app, kit)
  mountFungiblePriceRoute(app, kit)
  const { indexer } = parameters
  if (indexer) app.get('/v1/indexer/status', (c) => c.json(indexer.status()))
  return app
}
