import {
  balanceQuerySchema,
  accountEvmAddressSchema as evmAddressSchema,
  accountSolanaAddressSchema as solanaAddressSchema,
} from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseInput } from '../../http/parseInput.js'
import { type AccountRouteKit, requireAccountChain } from './accountRouteKit.js'
import { createTokenIconUrl } from './createTokenIconUrl.js'
import { readAccountBalances } from './readAccountBalances.js'
import { readSolanaBalances } from './solana/readSolanaBalances.js'

/**
 * `GET /v1/account/{address}/balance`: the balances read live from the chain (SOL and SPL accounts on a
 * Solana network), kept in the balance cache; `forceUpdate=true` reads again, within the cache's limits.
 */
export function mountBalanceRoute(app: Hono, kit: AccountRouteKit): void {
  const { chains, balances, db, publicUrl } = kit
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
    const chain = requireAccountChain(kit, c.req.query('chainId'))
    const address = parseInput(evmAddressSchema, c.req.param('address'), ['address'])
    const query = parseInput(balanceQuerySchema, c.req.query())
    const iconUrl = createTokenIconUrl({ publicUrl, requestUrl: c.req.url })
    const entries = await balances.get(
      `${chain.caipNetworkId}:${address}`,
      () => readAccountBalances({ db, chain, address, oracle: kit.oracleOf(chain) }),
      { force: query.forceUpdate },
    )
    return c.json({ balances: entries.map((entry) => ({ ...entry, iconUrl: iconUrl(entry.symbol) })) })
  })
}
