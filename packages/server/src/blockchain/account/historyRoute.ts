import {
  accountEvmAddressSchema as evmAddressSchema,
  historyQuerySchema,
  accountSolanaAddressSchema as solanaAddressSchema,
} from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseInput } from '../../http/parseInput.js'
import { type AccountRouteKit, requireAccountChain } from './accountRouteKit.js'
import { createTokenIconUrl } from './createTokenIconUrl.js'
import { decodeHistoryCursor } from './historyCursor.js'
import { readAccountHistory } from './readAccountHistory.js'
import { readSolanaHistory } from './solana/readSolanaHistory.js'

/**
 * `GET /v1/account/{address}/history`: the indexed transactions, newest first, a page at a time;
 * `onramp` keeps only on-ramp purchases. Pages are kept (as their JSON) until the chain's index
 * changes (`createHistoryCache`).
 */
export function mountHistoryRoute(app: Hono, kit: AccountRouteKit): void {
  const { chains, db, publicUrl, pageSize, history } = kit
  app.get('/v1/account/:address/history', async (c) => {
    const iconUrl = createTokenIconUrl({ publicUrl, requestUrl: c.req.url })
    // The icons' base is the only part of an answer that depends on the request beyond its parameters.
    const iconBase = publicUrl ?? new URL(c.req.url).origin
    const solana = chains.findSolana(c.req.query('chainId'))
    if (solana) {
      const address = parseInput(solanaAddressSchema, c.req.param('address'), ['address'])
      const query = parseInput(historyQuerySchema, c.req.query())
      // No on-ramp delivers on Solana networks: its purchase history is empty.
      if (query.onramp) return c.json({ data: [], next: null })
      const key = JSON.stringify([solana.caipNetworkId, address, query.cursor ?? null, iconBase])
      const body = await history.get(solana.caipNetworkId, key, async () =>
        JSON.stringify(
          await readSolanaHistory({
            db,
            chain: solana,
            address,
            after: query.cursor ? decodeHistoryCursor(query.cursor) : undefined,
            pageSize,
            iconUrl,
          }),
        ),
      )
      return c.body(body, 200, JSON_TYPE)
    }
    const chain = requireAccountChain(kit, c.req.query('chainId'))
    const address = parseInput(evmAddressSchema, c.req.param('address'), ['address'])
    const query = parseInput(historyQuerySchema, c.req.query())
    const onramp = Boolean(query.onramp)
    const key = JSON.stringify([chain.caipNetworkId, address, query.cursor ?? null, onramp, iconBase])
    const body = await history.get(chain.caipNetworkId, key, async () =>
      JSON.stringify(
        await readAccountHistory({
          db,
          chain,
          address,
          after: query.cursor ? decodeHistoryCursor(query.cursor) : undefined,
          onramp,
          pageSize,
          oracle: kit.oracleOf(chain),
          iconUrl,
          previews: kit.previews,
        }),
      ),
    )
    return c.body(body, 200, JSON_TYPE)
  })
}

const JSON_TYPE = { 'content-type': 'application/json' }
