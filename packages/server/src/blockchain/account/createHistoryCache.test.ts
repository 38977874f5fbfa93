import { describe, expect, test, vi } from 'vitest'
import type { ChannelListener } from '../../db/types.js'
import { createHistoryCache } from './createHistoryCache.js'

/** A database whose `listen` hands its listener to the test, which plays PostgreSQL's notifications. */
function fakeDatabase() {
  let listener: ChannelListener | undefined
  let channel = ''
  const listen = vi.fn(async (name: string, next: ChannelListener) => {
    channel = name
    listener = next
    return async () => undefined
  })
  return {
    db: { listen },
    channel: () => channel,
    notify: (payload: string) => listener?.notify(payload),
    state: (up: boolean) => listener?.state?.(up),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createHistoryCache', () => {
  test('default: an answer is kept until its chain is notified, other chains keep theirs', async () => {
    const database = fakeDatabase()
    let clock = 0
    const cache = createHistoryCache({ db: database.db, now: () => clock })
    let reads = 0
    const load = async () => `page ${++reads}`
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 1') // listening starts: not kept yet
    await settle()
    expect(database.channel()).toBe('foyer_indexed')
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 2')
    clock = 4_000
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 2')
    expect(await cache.get('eip155:2', 'b', load)).toBe('page 3')
    database.notify('eip155:1')
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 4')
    expect(await cache.get('eip155:2', 'b', load)).toBe('page 3')
  })

  test('parameters: ttlMs bounds an answer whose chain did not change (its prices)', async () => {
    const database = fakeDatabase()
    let clock = 0
    const cache = createHistoryCache({ db: database.db, now: () => clock, ttlMs: 5_000 })
    let reads = 0
    const load = async () => `page ${++reads}`
    await cache.get('eip155:1', 'a', load)
    await settle()
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 2')
    clock = 4_999
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 2')
    clock = 5_000
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 3')
  })

  test('behavior: while the listening connection is lost nothing is served from the cache, and what was kept before is dropped', async () => {
    const database = fakeDatabase()
    const cache = createHistoryCache({ db: database.db, now: () => 0 })
    let reads = 0
    const load = async () => `page ${++reads}`
    await cache.get('eip155:1', 'a', load)
    await settle()
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 2')
    database.state(false)
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 3')
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 4')
    database.state(true)
    // Back, but a notification may have been missed meanwhile: page 2 is not served again.
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 5')
    expect(await cache.get('eip155:1', 'a', load)).toBe('page 5')
  })

  test('behavior: concurrent requests of one page share one read; a failed read is not kept', async () => {
    const database = fakeDatabase()
    const cache = createHistoryCache({ db: database.db, now: () => 0 })
    await cache.get('eip155:1', 'warm', async () => '')
    await settle()
    let reads = 0
    const load = async () => {
      reads++
      await settle()
      return 'page'
    }
    expect(await Promise.all([1, 2, 3].map(() => cache.get('eip155:1', 'a', load)))).toEqual([
      'page',
      'page',
      'page',
    ])
    expect(reads).toBe(1)
    await expect(
      cache.get('eip155:1', 'b', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow()
    expect(await cache.get('eip155:1', 'b', async () => 'fresh')).toBe('fresh')
  })
})
