import { chainIdSchema } from '@foyer/protocol'
import { DatabaseUnavailableError } from '../../chaindata/errors.js'
import type { Queryable } from '../../db/types.js'
import { parseInput } from '../../http/parseInput.js'
import { createConsoleLogger, type Logger } from '../../logger.js'
import type { PriceOracle } from '../shared/prices.js'
import { createHistoryCache, type HistoryCache } from './createHistoryCache.js'
import { createNftPreviewReader, type NftPreviewReader } from './createNftPreviewReader.js'
import { createTokenCatalog, type TokenCatalog } from './createTokenCatalog.js'
import { createTtlCache, type TtlCache } from './createTtlCache.js'
import type { AccountBalance } from './readAccountBalances.js'
import { type ResolvedChain, type ResolvedChains, resolveChains } from './resolveChains.js'
import type { CreateAccountRoutesParameters } from './types.js'

/** What the account routes share: the chains, the database, the balance cache and the readers. */
export interface AccountRouteKit {
  chains: ResolvedChains
  /** The database, its failures turned into `DatabaseUnavailableError` (503). */
  db: Queryable
  /** The balances of an address on a chain, by `caipNetworkId:address`. */
  balances: TtlCache<AccountBalance[]>
  /** History pages as JSON, until their chain's index changes. */
  history: HistoryCache
  catalog: TokenCatalog
  previews: NftPreviewReader
  oracleOf: (chain: ResolvedChain) => PriceOracle | undefined
  publicUrl: string | undefined
  pageSize: number
  logger: Logger
}

/** The kit of the account routes, with the parameters' defaults filled in. */
export function createAccountRouteKit(parameters: CreateAccountRoutesParameters): AccountRouteKit {
  const {
    prices,
    publicUrl,
    balanceCacheMs = 30_000,
    balanceForceIntervalMs = 500,
    pageSize = 20,
    logger = createConsoleLogger(),
    now = Date.now,
    sleep,
  } = parameters
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
  return {
    chains: resolveChains(parameters.chains),
    db,
    balances: createTtlCache<AccountBalance[]>({
      ttlMs: balanceCacheMs,
      minForceIntervalMs: balanceForceIntervalMs,
      now,
      sleep,
    }),
    history: createHistoryCache({ db: parameters.db, now }),
    catalog: createTokenCatalog(db),
    previews: createNftPreviewReader(),
    oracleOf: (chain) =>
      typeof prices === 'function' ? prices(chain.caipNetworkId) : prices?.[chain.caipNetworkId],
    publicUrl,
    pageSize,
    logger,
  }
}

/** The configured EVM chain a `chainId` parameter names (400 'Chain is not supported' for any other). */
export const requireAccountChain = (kit: AccountRouteKit, chainId: unknown): ResolvedChain =>
  kit.chains.require(parseInput(chainIdSchema, chainId, ['chainId']))
