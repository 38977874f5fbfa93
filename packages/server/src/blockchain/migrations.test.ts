import { randomUUID } from 'node:crypto'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase } from '../db/createDatabase.js'
import { coreMigrations as migrations } from '../db/migrations.js'
import type { Database } from '../db/types.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { blockchainMigrations } from './migrations.js'
import { createNameStore } from './names/createNameStore.js'
import { createOrderStore } from './onramp/createOrderStore.js'
import { createSessionStore } from './sessions/createSessionStore.js'
import { createRateLimiter } from './shared/createRateLimiter.js'

const address = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const all = [...migrations, ...blockchainMigrations]

describe.each([
  ['pglite', async () => createDatabase({ migrations: all })],
  ['postgres', async () => createDatabase({ url: await createScratchDatabase(), migrations: all })],
] as const)('blockchain storage on %s', (_kind, open) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  }, 60_000)
  afterAll(() => db?.close())

  test('behavior: the migrations are versions 200 and up, and applying them again changes nothing', async () => {
    expect(blockchainMigrations.map((migration) => migration.version)).toEqual([
      200, 201, 202, 203, 204, 210, 211, 212,
    ])
    const { rows } = await db.query<{ version: number }>(
      'select version from schema_migrations where version >= 200',
    )
    expect(rows.map((row) => row.version).sort()).toEqual([200, 201, 202, 203, 204, 210, 211, 212])
  })

  test('behavior: names — insert, find, by address, taken', async () => {
    const names = createNameStore(db)
    const record = await names.insert({
      name: 'storage-test.reown.id',
      coinType: 60,
      address,
      attributes: { avatar: 'https://a.test/x.png' },
      at: 1_700_000_000,
    })
    expect(await names.find('storage-test.reown.id')).toEqual(record)
    expect(await names.findByAddress(address)).toEqual([record])
    expect(await names.registeredAmong(['storage-test.reown.id', 'other.reown.id'])).toEqual(
      new Set(['storage-test.reown.id']),
    )
    await expect(
      names.insert({
        name: 'storage-test.reown.id',
        coinType: 60,
        address,
        attributes: {},
        at: 1_700_000_001,
      }),
    ).rejects.toThrow('The name storage-test.reown.id is already registered')
  })

  test('behavior: rate limiter — counted per key and window', async () => {
    let now = 1_700_000_000_000
    const limiter = createRateLimiter({ db, limit: 2, windowSeconds: 60, now: () => now })
    const hits = []
    for (let index = 0; index < 3; index += 1) hits.push((await limiter.hit(['a', `b${index}`])).allowed)
    expect(hits).toEqual([true, true, false])
    now += 60_000
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    // Windows are cleaned up as the limiter goes, but only a day after they started: an hourly
    // limiter's windows share the table and must outlive a minute.
    const olderThan = async (seconds: number) =>
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from rate_limit_windows where window_start < $1',
          [Math.floor(now / 1000) - seconds],
        )
      ).rows[0]?.n
    expect(await olderThan(60)).toBeGreaterThan(0)
    now += 24 * 60 * 60_000
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect(await olderThan(24 * 60 * 60 + 60)).toBe(0)
  })

  test('behavior: sessions — save, list, revoke', async () => {
    const sessions = createSessionStore(db)
    await sessions.save({
      address,
      pci: 'p1',
      expiry: 1,
      permissions: [{ a: 1 }],
      policies: [],
      context: '0x',
    })
    expect(await sessions.revoke(address, 'p1')).toBe(true)
    expect(await sessions.revoke(address, 'missing')).toBe(false)
    expect(await sessions.list(address)).toEqual([
      { pci: 'p1', expiry: 1, permissions: [{ a: 1 }], policies: [], context: '0x', revoked: true },
    ])
  })

  test('behavior: on-ramp orders — claimed once, by their checkout token only', async () => {
    const orders = createOrderStore(db)
    const id = randomUUID()
    const checkout = 'a'.repeat(64)
    await orders.create(
      {
        id,
        projectId: 'p',
        provider: 'foyer-pay',
        chain: 'eip155:31337',
        destination: address,
        assetSymbol: 'ETH',
        assetAddress: undefined,
        assetDecimals: 18,
        cryptoUnits: 123_456_789_012_345_678_901n,
        fiatCents: 1_000_05n,
        fiatCurrency: 'USD',
        providerFeeCents: 150n,
        networkFeeCents: 1n,
      },
      checkout,
    )
    expect(await orders.claim(id)).toBeUndefined()
    expect((await orders.findByCheckout(checkout))?.id).toBe(id)
    const [first, second] = await Promise.all([orders.claim(checkout), orders.claim(checkout)])
    expect([first?.status, second?.status].sort()).toEqual(['sending', undefined])
    await orders.complete(id, '0xhash')
    expect(await orders.find(id)).toMatchObject({
      status: 'completed',
      txHash: '0xhash',
      cryptoUnits: 123_456_789_012_345_678_901n,
      fiatCents: 1_000_05n,
      destination: address,
    })
  })
})
