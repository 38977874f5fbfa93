import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { TokenBalance } from '../../types/state.js'
import type { KeyValueStorage } from '../../types/storage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { cacheKeys } from './cacheKeys.js'
import { createCache, type SiwxSession } from './createCache.js'

const caipAddress = 'eip155:1:0x1111111111111111111111111111111111111111'
const balances: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    value: 3000,
    iconUrl: 'https://x/eth.svg',
    quantity: { decimals: '18', numeric: '1' },
  },
]

let storage: KeyValueStorage
beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  storage = createMemoryStorage()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createCache', () => {
  test('default', () => {
    const cache = createCache(storage)
    cache.portfolio.set(caipAddress, balances)
    expect(cache.portfolio.get(caipAddress)).toEqual(balances)
    expect(JSON.parse(storage.getItem('@foyer/portfolio_cache') ?? '')).toEqual({
      [caipAddress]: { caipAddress, balance: balances, timestamp: Date.parse('2025-01-01T00:00:00Z') },
    })
  })

  test('behavior: portfolio and native balance live 30 s', () => {
    const cache = createCache(storage)
    cache.portfolio.set(caipAddress, balances)
    cache.nativeBalance.set(caipAddress, { balance: '1.5', symbol: 'ETH' })
    vi.advanceTimersByTime(29_999)
    expect(cache.portfolio.get(caipAddress)).toEqual(balances)
    expect(cache.nativeBalance.get(caipAddress)).toEqual({ balance: '1.5', symbol: 'ETH' })
    vi.advanceTimersByTime(1)
    expect(cache.portfolio.get(caipAddress)).toBeUndefined()
    expect(cache.nativeBalance.get(caipAddress)).toBeUndefined()
    // Expired entries are dropped from storage on read.
    expect(storage.getItem(cacheKeys.portfolio)).toBeNull()
    expect(storage.getItem(cacheKeys.nativeBalance)).toBeNull()
  })

  test('behavior: names and identity live 5 minutes', () => {
    const cache = createCache(storage)
    cache.name.set('0xabc', [{ name: 'alice.reown.id' }])
    cache.identity.set('0xabc', { name: 'alice.reown.id', avatar: null })
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect(cache.name.get('0xabc')).toEqual([{ name: 'alice.reown.id' }])
    expect(cache.identity.get('0xabc')).toEqual({ name: 'alice.reown.id', avatar: null })
    vi.advanceTimersByTime(1)
    expect(cache.name.get('0xabc')).toBeUndefined()
    expect(cache.identity.get('0xabc')).toBeUndefined()
  })

  test('behavior: one expired entry is dropped, the others stay', () => {
    const cache = createCache(storage)
    cache.identity.set('0xold', { name: 'old', avatar: null })
    vi.advanceTimersByTime(4 * 60_000)
    cache.identity.set('0xnew', { name: 'new', avatar: 'https://x/a.png' })
    vi.advanceTimersByTime(60_000)
    expect(cache.identity.get('0xold')).toBeUndefined()
    expect(cache.identity.get('0xnew')).toEqual({ name: 'new', avatar: 'https://x/a.png' })
    expect(Object.keys(JSON.parse(storage.getItem(cacheKeys.identity) ?? '{}'))).toEqual(['0xnew'])
  })

  test('behavior: corrupt JSON is ignored, logged and overwritten', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    storage.setItem(cacheKeys.portfolio, '{"eip155:1:0x1": {"balance": [')
    storage.setItem(cacheKeys.recentWallets, 'not json')
    const cache = createCache(storage)
    expect(cache.portfolio.get(caipAddress)).toBeUndefined()
    expect(cache.recentWallets.get()).toEqual([])
    expect(warn).toHaveBeenCalled()
    cache.portfolio.set(caipAddress, balances)
    expect(cache.portfolio.get(caipAddress)).toEqual(balances)
  })

  test('behavior: stored recent wallets of another shape are ignored and logged, then replaced by an add', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const stored of ['{"id":"a"}', '[{"id":1}]', '[{"id":"a","rdns":5}]', '[null]', '["a"]']) {
      storage.setItem(cacheKeys.recentWallets, stored)
      expect(createCache(storage).recentWallets.get(), stored).toEqual([])
    }
    expect(warn).toHaveBeenCalledTimes(5)
    expect(createCache(storage).recentWallets.add({ id: 'b' })).toEqual([{ id: 'b' }])
    storage.setItem(cacheKeys.recentWallets, '[{"id":"a","rdns":"com.a"},{"id":"b"},{"id":"c"}]')
    expect(createCache(storage).recentWallets.get()).toEqual([{ id: 'a', rdns: 'com.a' }, { id: 'b' }])
  })

  test('behavior: a malformed entry is dropped without losing the good ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const now = Date.now()
    storage.setItem(
      cacheKeys.identity,
      JSON.stringify({
        '0xgood': { address: '0xgood', identity: { name: 'g', avatar: null }, timestamp: now },
        '0xbad': { address: '0xbad', identity: 'nope', timestamp: now },
      }),
    )
    const cache = createCache(storage)
    expect(cache.identity.get('0xgood')).toEqual({ name: 'g', avatar: null })
    expect(cache.identity.get('0xbad')).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test('behavior: recent wallets keep 2, most recent first, each once', () => {
    const cache = createCache(storage)
    cache.recentWallets.add({ id: 'a', rdns: 'com.a' })
    cache.recentWallets.add({ id: 'b' })
    cache.recentWallets.add({ id: 'a', rdns: 'com.a' })
    expect(cache.recentWallets.add({ id: 'c' })).toEqual([{ id: 'c' }, { id: 'a', rdns: 'com.a' }])
    expect(createCache(storage).recentWallets.get()).toEqual([{ id: 'c' }, { id: 'a', rdns: 'com.a' }])
  })

  test('behavior: deep-link choice', () => {
    const cache = createCache(storage)
    expect(cache.deepLinkChoice.get()).toBeUndefined()
    cache.deepLinkChoice.set({ name: 'Harbor', href: 'harbor://' })
    expect(createCache(storage).deepLinkChoice.get()).toEqual({ name: 'Harbor', href: 'harbor://' })
    cache.deepLinkChoice.clear()
    expect(cache.deepLinkChoice.get()).toBeUndefined()
  })

  test('behavior: sign-in sessions by chain and address, expired ones dropped', () => {
    const session = (chainId: string, accountAddress: string, expirationTime?: string): SiwxSession => ({
      data: { chainId, accountAddress, expirationTime },
      message: `sign in ${accountAddress}`,
      signature: '0xsig',
    })
    const cache = createCache(storage)
    cache.siwxSessions.add(session('eip155:1', '0xAbC'))
    cache.siwxSessions.add(session('eip155:1', '0xabc', '2025-01-01T00:01:00Z'))
    cache.siwxSessions.add(session('eip155:10', '0xabc'))
    expect(cache.siwxSessions.get({ chainId: 'eip155:1', address: '0xABC' })).toHaveLength(1)
    expect(cache.siwxSessions.get({ address: '0xabc' })).toHaveLength(2)
    vi.advanceTimersByTime(60_000)
    expect(cache.siwxSessions.get({ chainId: 'eip155:1' })).toEqual([])
    cache.siwxSessions.remove('eip155:10', '0xABC')
    expect(cache.siwxSessions.get()).toEqual([])
  })

  test('behavior: a session’s address matches without case on eip155 only (Solana’s base58 is case-sensitive)', () => {
    const session = (chainId: string, accountAddress: string): SiwxSession => ({
      data: { chainId, accountAddress },
      message: `sign in ${accountAddress}`,
      signature: 'sig',
    })
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    // Two Solana accounts whose addresses differ only by the case of one letter.
    const alice = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const other = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKV'
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const cache = createCache(storage)
    cache.siwxSessions.add(session(solana, alice))
    cache.siwxSessions.add(session('eip155:1', evm))
    expect(cache.siwxSessions.get({ chainId: solana, address: other })).toEqual([])
    expect(cache.siwxSessions.get({ address: other })).toEqual([])
    expect(cache.siwxSessions.get({ chainId: solana, address: alice })).toHaveLength(1)
    expect(cache.siwxSessions.get({ chainId: 'eip155:1', address: evm.toLowerCase() })).toHaveLength(1)
    expect(cache.siwxSessions.get({ address: evm.toUpperCase().replace('0X', '0x') })).toHaveLength(1)
    // The other account's session sits beside alice's instead of replacing it; removing one keeps the other.
    cache.siwxSessions.add(session(solana, other))
    expect(cache.siwxSessions.get({ chainId: solana }).map((item) => item.data.accountAddress)).toEqual([
      alice,
      other,
    ])
    cache.siwxSessions.remove(solana, other)
    expect(cache.siwxSessions.get({ chainId: solana }).map((item) => item.data.accountAddress)).toEqual([
      alice,
    ])
    cache.siwxSessions.remove('eip155:1', evm.toLowerCase())
    expect(cache.siwxSessions.get({ chainId: 'eip155:1' })).toEqual([])
  })

  test('behavior: clear empties every key', () => {
    const cache = createCache(storage)
    cache.portfolio.set(caipAddress, balances)
    cache.recentWallets.add({ id: 'a' })
    cache.clear()
    for (const key of Object.values(cacheKeys)) expect(storage.getItem(key)).toBeNull()
  })
})
