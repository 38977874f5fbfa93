import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  DatabaseClosedError,
  DatabaseOpenError,
  InvalidMigrationsError,
  MigrationError,
} from '../errors/database.js'
import { migrations } from '../schema.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { createDatabase } from './createDatabase.js'
import { migrate } from './migrate.js'
import type { Migration } from './migrations.js'
import type { Database } from './types.js'

const kinds = ['pglite', 'postgres'] as const

describe.each(kinds)('%s', (kind) => {
  let db: Database
  beforeAll(async () => {
    db = await createDatabase(kind === 'postgres' ? { url: await createScratchDatabase() } : {})
  }, 30_000)
  afterAll(() => db?.close())

  test('default: opens the right kind and applies every migration', async () => {
    expect(db.kind).toBe(kind)
    const { rows } = await db.query<{ version: number; name: string }>(
      'select version, name from schema_migrations order by version',
    )
    expect(rows).toEqual(migrations.map(({ version, name }) => ({ version, name })))
  })

  test('behavior: migrations are idempotent', async () => {
    expect(await migrate(db, migrations)).toEqual({ applied: [] })
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations')
    expect(rows[0]?.n).toBe(migrations.length)
  })

  test('behavior: same value types from both drivers', async () => {
    const { rows } = await db.query(
      `select $1::int8 as big, $2::numeric as amount, $3::jsonb as doc, $4::timestamptz as at, $5::text as label`,
      [42, '1.50', JSON.stringify({ a: [1, 'x'] }), '2024-01-02T03:04:05.000Z', 'hello'],
    )
    expect(rows[0]).toEqual({
      big: 42,
      amount: '1.50',
      doc: { a: [1, 'x'] },
      at: new Date('2024-01-02T03:04:05.000Z'),
      label: 'hello',
    })
  })

  test('behavior: a transaction commits when its function resolves and rolls back when it throws', async () => {
    await db.exec('create table tx_probe (n int primary key)')
    const result = await db.transaction(async (tx) => {
      await tx.query('insert into tx_probe values ($1)', [1])
      return 'done'
    })
    expect(result).toBe('done')
    const failure = new Error('stop')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tx_probe values ($1)', [2])
        throw failure
      }),
    ).rejects.toBe(failure)
    const { rows } = await db.query<{ n: number }>('select n from tx_probe order by n')
    expect(rows).toEqual([{ n: 1 }])
  })

  test('behavior: a failing migration is rolled back whole and not recorded', async () => {
    const broken: Migration[] = [
      ...migrations,
      { version: 900, name: 'half', sql: 'create table half_done (n int); select * from missing_table;' },
    ]
    const error = await migrate(db, broken).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MigrationError)
    expect((error as MigrationError).shortMessage).toBe('Database migration 900 (half) failed')
    const { rows } = await db.query(
      `select to_regclass('half_done') as t, (select count(*)::int from schema_migrations where version = 900) as n`,
    )
    expect(rows[0]).toEqual({ t: null, n: 0 })
  })

  test('behavior: a later migration is applied once, in order', async () => {
    const next: Migration[] = [
      ...migrations,
      { version: 901, name: 'extra', sql: 'create table extra_a (n int); create table extra_b (n int);' },
    ]
    expect(await migrate(db, next)).toEqual({ applied: [901] })
    expect(await migrate(db, next)).toEqual({ applied: [] })
    await db.query('insert into extra_b values (1)')
  })

  test('behavior: a migration list out of order is refused before touching the database', async () => {
    const list: Migration[] = [
      { version: 2, name: 'b', sql: 'select 1' },
      { version: 1, name: 'a', sql: 'select 1' },
    ]
    await expect(migrate(db, list)).rejects.toThrow(InvalidMigrationsError)
  })
})

describe('pglite', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'foyer-pglite-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  test('parameters: dataDir persists across a restart, and the restart migrates nothing', async () => {
    const first = await createDatabase({ dataDir: dir })
    await first.query(
      `insert into analytics_events (project_id, event_id, url, domain, ts, props)
       values ('p', gen_random_uuid(), 'https://a.example/', 'a.example', now(), '{}')`,
    )
    await first.close()
    await first.close()
    await expect(first.query('select 1')).rejects.toThrow(DatabaseClosedError)

    const second = await createDatabase({ dataDir: dir })
    try {
      const { rows } = await second.query<{ n: number }>('select count(*)::int as n from analytics_events')
      expect(rows[0]?.n).toBe(1)
      expect(await migrate(second, migrations)).toEqual({ applied: [] })
    } finally {
      await second.close()
    }
  }, 30_000)
})

describe('postgres', () => {
  test('behavior: an unreachable server is a DatabaseOpenError', async () => {
    const error = await createDatabase({ url: 'postgres://postgres@127.0.0.1:1/nothing' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(DatabaseOpenError)
    expect((error as DatabaseOpenError).shortMessage).toBe('Cannot open the postgres database')
  })
})
