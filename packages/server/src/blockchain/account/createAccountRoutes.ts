import {
  balanceQuerySchema,
  chainIdSchema,
  accountEvmAddressSchema as evmAddressSchema,
  fungiblePriceRequestSchema,
  historyQuerySchema,
  accountSolanaAddressSchema as solanaAddressSchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { Address } from 'viem'
import { DatabaseUnavailableError } from '../../chaindata/errors.js'
import { t } from '../../chaindata/messages.js'
import type { Queryable } from '../../db/types.js'
import { HttpError, ValidationError } from '../../errors/http.js'
import { limitBody } from '../../http/limitBody.js'
import { parseInput } from '../../http/parseInput.js'
import { parseJsonBody } from '../../http/parseJsonBody.js'
import { createConsoleLogger } from '../../logger.js'
import type { PriceOracle } from '../shared/prices.js'
import { createNftPreviewReader } from './createNftPreviewReader.js'
import { createTokenCatalog } from './createTokenCatalog.js'
import { createTokenIconUrl } from './createTokenIconUrl.js'
import { createTtlCache } from './createTtlCache.js'
import { decodeHistoryCursor } from './historyCursor.js'
import { type AccountBalance, readAccountBalances } from './readAccountBalances.js'
import { readAccountHistory } from './readAccountHistory.js'
import { readFungiblePrices } from './readFungiblePrices.js'
import { type ResolvedChain, resolveChains } from './resolveChains.js'
import { readSolanaBalances } from './solana/readSolanaBalances.js'
import { readSolanaHistory } from './solana/readSolanaHistory.js'
import { readSolanaPrices } from './solana/readSolanaPrices.js'
import type { CreateAccountRoutesParameters } from './types.js'

const PRICE_BODY_LIMIT = 64 * 1024

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
  const {
    indexer,
    prices,
    publicUrl,
    balanceCacheMs = 30_000,
    balanceForceIntervalMs = 500,
    pageSize = 20,
    logger = createConsoleLogger(),
    now = Date.now,
  } = parameters
  const chains = resolveChains(parameters.chains)
  const oracleOf = (chain: ResolvedChain): PriceOracle | undefined =>
    typeof prices === 'function' ? prices(chain.caipNetworkId) : prices?.[chain.caipNetworkId]
  const balances = createTtlCache<AccountBalance[]>({
    ttlMs: balanceCacheMs,
    minForceIntervalMs: balanceForceIntervalMs,
    now,
  })
  // A failing database is a 503 (retry later), not a 500.
  const db: Queryable = {
    async query<T>(sql: string, params?: readonly unknown[]) {
      try {
        return await parameters.db.query<T>(sql, params)
      } catch (cause) {
        throw new DatabaseUnavailableError({ cause })
      }
    },
    exec: (sql) => parameters.db.exec(sql),
  }
  const catalog = createTokenCatalog(db)
  const previews = createNftPreviewReader()
  const requireChain = (chainId: unknown) => chains.require(parseInput(chainIdSchema, chainId, ['chainId']))

  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.status >= 500)
        logger.error(t('chaindata.requestFailed', { method: c.req.method, path: c.req.path }), { error })
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json({ message: error.shortMessage, code: error.code }, error.status)
    }
    logger.error(t('chaindata.requestFailed', { method: c.req.method, path: c.req.path }), { error })
    return c.json({ message: t('chaindata.internal'), code: 'INTERNAL' }, 500)
  })

  app.get('/v1/account/:address/balance', async (c) => {
    const solana = chains.findSolana(c.req.query('chainId'))
    if (solana) {
      const address = parseInput(solanaAddressSchema, c.req.param('address'), ['address'])
      const query = parseInput(balanceQuerySchema, c.req.query())
      const iconUrl = createTokenIconUrl({ publicUrl, requestUrl: c.req.url })
      const entries = await balances.get(
        `${solana.caipNetworkId}:${address}`,
        () => readSolanaBalances({ chain: solana, address }),
        { force: query.forceUpdate },
      )
      return c.json({ balances: entries.map((entry) => ({ ...entry, iconUrl: iconUrl(entry.symbol) })) })
    }
    const chain = requireChain(c.req.query('chainId'))
    const address = parseInput(evmAddressSchema, c.req.param('address'), ['address'])
    const query = parseInput(balanceQuerySchema, c.req.query())
    const iconUrl = createTokenIconUrl({ publicUrl, requestUrl: c.req.url })
    const entries = await balances.get(
      `${chain.caipNetworkId}:${address}`,
      () => readAccountBalances({ db, chain, address, oracle: oracleOf(chain) }),
      { force: query.forceUpdate },
    )
    return c.json({ balances: entries.map((entry) => ({ ...entry, iconUrl: iconUrl(entry.symbol) })) })
  })

  app.get('/v1/account/:address/history', async (c) => {
    const solana = chains.findSolana(c.req.query('chainId'))
    if (solana) {
      const address = parseInput(solanaAddressSchema, c.req.param('address'), ['address'])
      const query = parseInput(historyQuerySchema, c.req.query())
      // No on-ramp delivers on Solana networks: its purchase history is empty.
      if (query.onramp) return c.json({ data: [], next: null })
      return c.json(
        await readSolanaHistory({
          db,
          chain: solana,
          address,
          after: query.cursor ? decodeHistoryCursor(query.cursor) : undefined,
          pageSize,
          iconUrl: createTokenIconUrl({ publicUrl, requestUrl: c.req.url }),
        }),
      )
    }
    const chain = requireChain(c.req.query('chainId'))
    const address = parseInput(evmAddressSchema, c.req.param('address'), ['address'])
    const query = parseInput(historyQuerySchema, c.req.query())
    const page = await readAccountHistory({
      db,
      chain,
      address,
      after: query.cursor ? decodeHistoryCursor(query.cursor) : undefined,
      onramp: Boolean(query.onramp),
      pageSize,
      oracle: oracleOf(chain),
      iconUrl: createTokenIconUrl({ publicUrl, requestUrl: c.req.url }),
      previews,
    })
    return c.json(page)
  })

  app.post('/v1/fungible/price', limitBody(PRICE_BODY_LIMIT), async (c) => {
    const body = await parseJsonBody(c, fungiblePriceRequestSchema)
    const iconUrl = createTokenIconUrl({ publicUrl, requestUrl: c.req.url })
    const parsed = body.addresses.map((caip, index) => {
      const [namespace, reference, account, ...rest] = caip.split(':')
      if (!namespace || !reference || account === undefined || rest.length > 0)
        throw new ValidationError({ path: ['addresses', index], message: t('chaindata.invalidCaipAddress') })
      const solana = chains.findSolana(`${namespace}:${reference}`)
      if (solana)
        return {
          kind: 'solana' as const,
          caip,
          chain: solana,
          mint: parseInput(solanaAddressSchema, account, ['addresses', index]),
        }
      const chain = chains.require(`${namespace}:${reference}`)
      const address: Address = parseInput(evmAddressSchema, account, ['addresses', index])
      return { kind: 'evm' as const, caip, chain, address }
    })
    const [evm, solana] = await Promise.all([
      readFungiblePrices({
        requests: parsed.flatMap((request) => (request.kind === 'evm' ? [request] : [])),
        oracleOf,
        catalog,
        iconUrl,
      }),
      readSolanaPrices({
        requests: parsed.flatMap((request) => (request.kind === 'solana' ? [request] : [])),
        iconUrl,
      }),
    ])
    // In request order, as before: each answer is found by its CAIP address.
    const found = new Map([...evm, ...solana].map((fungible) => [fungible.address, fungible]))
    const fungibles = parsed.flatMap((request) => {
      const fungible = found.get(request.caip)
      return fungible ? [fungible] : []
    })
    return c.json({ fungibles })
  })

  if (indexer) app.get('/v1/indexer/status', (c) => c.json(indexer.status()))

  return app
}
