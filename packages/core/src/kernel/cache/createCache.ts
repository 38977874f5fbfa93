import { type Balance, balanceSchema, defineSchema, identitySchema, nameRecordSchema } from '@foyer/protocol'
import * as z from 'zod/mini'
import type { DeepLinkChoice } from '../../types/state.js'
import type { KeyValueStorage } from '../../types/storage.js'
import { readJson, writeJson } from '../storage/storage.js'
import { accountAddressKey } from '../utils/accountAddressKey.js'
import { cacheKeys, cacheLifetimes } from './cacheKeys.js'
import { createTimedRecord, type TimedCache } from './createTimedRecord.js'
import { createRecentWalletsCache, type RecentWalletsCache } from './recentWalletsCache.js'

/** The deep link the visitor chose for a wallet on mobile (spec section 3: deep-link choice). */

const siwxSessionSchema = /* @__PURE__ */ defineSchema(() =>
  z.looseObject({
    data: z.looseObject({
      accountAddress: z.string(),
      chainId: z.string(),
      expirationTime: z.optional(z.nullable(z.string())),
    }),
    message: z.string(),
    signature: z.string(),
    cacao: z.optional(z.unknown()),
  }),
)

/** A sign-in session (spec section 3): the signed message's data, the message, its signature and cacao. */
export type SiwxSession = z.output<typeof siwxSessionSchema>

const deepLinkChoiceSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ name: z.string(), href: z.string() }),
)

export interface FoyerCache {
  /** Token balances by CAIP address, 30 s. */
  portfolio: TimedCache<Balance[]>
  /** Native balance by CAIP address, 30 s. */
  nativeBalance: TimedCache<{ balance: string; symbol: string }>
  /** Names of an address (reverse lookup), 5 min. */
  name: TimedCache<z.output<typeof nameRecordSchema>[]>
  /** Identity (name, avatar) of an address, 5 min. */
  identity: TimedCache<z.output<typeof identitySchema>>
  recentWallets: RecentWalletsCache
  deepLinkChoice: {
    get(): DeepLinkChoice | undefined
    set(choice: DeepLinkChoice): void
    clear(): void
  }
  siwxSessions: {
    /**
     * Unexpired sessions, optionally of one CAIP network id and/or address (without case on eip155
     * only: a Solana address differing by case is another account).
     */
    get(filter?: { chainId?: string; address?: string }): SiwxSession[]
    /** Stores `session`, replacing the one of the same chain and address. */
    add(session: SiwxSession): void
    remove(chainId: string, address: string): void
    clear(): void
  }
  /** Empties every cache. */
  clear(): void
}

export interface CreateCacheParameters {
  /** Clock in ms. Default Date.now. */
  now?: () => number
}

export type CreateCacheReturnType = FoyerCache

function readList<T>(storage: KeyValueStorage, key: string, schema: z.ZodMiniType<T>): T | undefined {
  return readJson(storage, key, (value): value is T => z.safeParse(schema, value).success)
}

/**
 * The caches of spec sections 3 and 9 behind one storage (localStorage in the browser, memory in tests),
 * under the `@foyer/…` keys of `cacheKeys`: portfolio and native balance (30 s), names and identity
 * (5 min), recent wallets (2), the deep-link choice and sign-in sessions. Expired entries are dropped
 * on read; an unreadable item is logged, ignored and overwritten.
 *
 * @example
 * const cache = createCache(localStorage)
 * cache.portfolio.set('eip155:1:0xabc…', balances)
 * cache.portfolio.get('eip155:1:0xabc…') // balances for 30 s, then undefined
 */
export function createCache(
  storage: KeyValueStorage,
  { now = Date.now }: CreateCacheParameters = {},
): CreateCacheReturnType {
  const timed = <T>(
    key: string,
    ttlMs: number,
    idField: string,
    valueField: string,
    valueSchema: z.ZodMiniType<T>,
  ) => createTimedRecord({ storage, key, ttlMs, now, idField, valueField, valueSchema })

  const hasAddress = (session: SiwxSession, address: string) =>
    accountAddressKey(session.data.chainId, session.data.accountAddress) ===
    accountAddressKey(session.data.chainId, address)
  const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
    session.data.chainId === chainId && hasAddress(session, address)

  const readSessions = (): SiwxSession[] => {
    const stored = readList(storage, cacheKeys.siwxSessions, z.array(siwxSessionSchema)) ?? []
    const fresh = stored.filter((session) => {
      const expiration = session.data.expirationTime
      return !expiration || Date.parse(expiration) > now()
    })
    if (fresh.length !== stored.length) writeJson(storage, cacheKeys.siwxSessions, fresh)
    return fresh
  }

  const cache: FoyerCache = {
    portfolio: timed(
      cacheKeys.portfolio,
      cacheLifetimes.portfolio,
      'caipAddress',
      'balance',
      z.array(balanceSchema),
    ),
    nativeBalance: timed(
      cacheKeys.nativeBalance,
      cacheLifetimes.nativeBalance,
      'caipAddress',
      'nativeBalance',
      z.object({ balance: z.string(), symbol: z.string() }),
    ),
    name: timed(cacheKeys.name, cacheLifetimes.name, 'address', 'ens', z.array(nameRecordSchema)),
    identity: timed(cacheKeys.identity, cacheLifetimes.identity, 'address', 'identity', identitySchema),
    recentWallets: createRecentWalletsCache(storage),
    deepLinkChoice: {
      get: () => readList(storage, cacheKeys.deepLinkChoice, deepLinkChoiceSchema),
      set: (choice) => writeJson(storage, cacheKeys.deepLinkChoice, choice),
      clear: () => storage.removeItem(cacheKeys.deepLinkChoice),
    },
    siwxSessions: {
      get: ({ chainId, address } = {}) =>
        readSessions().filter(
          (session) =>
            (chainId === undefined || session.data.chainId === chainId) &&
            (address === undefined || hasAddress(session, address)),
        ),
      add(session) {
        const { chainId, accountAddress } = session.data
        const others = readSessions().filter((item) => !sameAccount(item, chainId, accountAddress))
        writeJson(storage, cacheKeys.siwxSessions, [...others, session])
      },
      remove(chainId, address) {
        const sessions = readSessions()
        const kept = sessions.filter((item) => !sameAccount(item, chainId, address))
        if (kept.length !== sessions.length) writeJson(storage, cacheKeys.siwxSessions, kept)
      },
      clear: () => storage.removeItem(cacheKeys.siwxSessions),
    },
    clear() {
      for (const key of Object.values(cacheKeys)) storage.removeItem(key)
    },
  }
  return cache
}
