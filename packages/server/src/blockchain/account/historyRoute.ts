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
 * `onramp` keeps only on-ramp purchases.
 */
export function mountHistoryRoute(app: Hono, kit: AccountRouteKit): void {
  const { chains, db, publicUrl, pageSize } = kit
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
    const chain = requireAccountChain(kit, c.req.query('chainId'))
    const address = parseInput(evmAddressSchema, c.req.param('address'), ['address'])
    const query = parseInput(historyQuerySchema, c.req.query())
    const page = await readAccountHistory({
      db,
      chain,
      address,
      after: query.cursor ? decodeHistoryCursor(query.cursor) : undefined,
      onramp: Boolean(query.onramp),
      pageSize,
      oracle: kit.oracleOf(chain),
      iconUrl: createTokenIconUrl({ publicUrl, requestUrl: c.req.url }),
      previews: kit.previews,
    })
    return c.json(page)
  })
}
