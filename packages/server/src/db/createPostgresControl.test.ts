import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { createDatabase } from './createDatabase.js'
import { CONTROL_APPLICATION_NAME } from './createPostgresControl.js'
import type { Database } from './types.js'

// Two servers' databases on one PostgreSQL: what one notifies the other hears, a lock one holds the other
// cannot take, and a lost connection gives its locks up and comes back listening.
let url: string
let one: Database
let two: Database
let admin: pg.Client

beforeAll(async () => {
  url = await createScratchDatabase()
  ;[one, two] = await Promise.all([
    createDatabase({ url, migrations: [] }),
    createDatabase({ url, migrations: [] }),
  ])
  admin = new pg.Client({ connectionString: url })
  await admin.connect()
}, 60_000)

afterAll(async () => {
  await admin?.end()
  await Promise.all([one?.close(), two?.close()])
})

/**
 * Ends, from the server's side (as a restart or a cut network would), the connection that holds the
 * advisory lock `key`: the lock holder's dedicated connection, and only that one.
 */
async function terminateHolderOf(key: string): Promise<void> {
  const { rowCount } = await admin.query(
    `select pg_terminate_backend(l.pid) from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.objid::int = hashtext($1) and a.application_name = $2`,
    [key, CONTROL_APPLICATION_NAME],
  )
  expect(rowCount).toBe(1)
}

describe('listen and tryLock on PostgreSQL', () => {
  test('behavior: leases of several chains asked for at once run one query at a time (no pg deprecation warning)', async () => {
    const warnings = vi.spyOn(process, 'emitWarning')
    try {
      const held = await Promise.all(['x1', 'x2', 'x3'].map((key) => one.tryLock(`foyer-test:${key}`)))
      expect(held.every((lock) => lock !== undefined)).toBe(true)
      await Promise.all(held.map((lock) => lock!.release()))
      expect(warnings.mock.calls.map(([warning]) => String(warning))).not.toContainEqual(
        expect.stringContaining('already executing a query'),
      )
    } finally {
      warnings.mockRestore()
    }
  })

  test('default: a notification sent in a transaction arrives on the other server once it commits', async () => {
    const heard: string[] = []
    const stop = await one.listen('foyer_test', { notify: (payload) => heard.push(payload) })
    await two.transaction(async (tx) => {
      await tx.query("select pg_notify('foyer_test', 'eip155:1')")
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(heard).toEqual([])
    })
    await vi.waitFor(() => expect(heard).toEqual(['eip155:1']))
    await stop()
  })

  test('default: a lock one server holds the other cannot take until it is released', async () => {
    const held = await one.tryLock('foyer-test:a')
    expect(held).toBeDefined()
    expect(await two.tryLock('foyer-test:a')).toBeUndefined()
    expect(await one.tryLock('foyer-test:a')).toBeUndefined()
    await held!.release()
    expect(held!.lost.aborted).toBe(true)
    const taken = await two.tryLock('foyer-test:a')
    expect(taken).toBeDefined()
    await taken!.release()
  })

  test('behavior: the connection lost, its locks are given up and listening comes back', async () => {
    const states: boolean[] = []
    const heard: string[] = []
    const stop = await one.listen('foyer_test', {
      notify: (payload) => heard.push(payload),
      state: (up) => states.push(up),
    })
    const held = await one.tryLock('foyer-test:b')
    expect(await two.tryLock('foyer-test:b')).toBeUndefined()
    await terminateHolderOf('foyer-test:b')
    await vi.waitFor(() => expect(held!.lost.aborted).toBe(true))
    const taken = await two.tryLock('foyer-test:b')
    expect(taken).toBeDefined()
    await vi.waitFor(() => expect(states).toEqual([false, true]), { timeout: 10_000 })
    await two.query("select pg_notify('foyer_test', 'after')")
    await vi.waitFor(() => expect(heard).toEqual(['after']))
    await taken!.release()
    await stop()
  })

  test('behavior: a lock asked for just after PostgreSQL ended the connection is taken on a new one', async () => {
    const first = await two.tryLock('foyer-test:c')
    await first!.release()
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [CONTROL_APPLICATION_NAME],
    )
    const again = await two.tryLock('foyer-test:c')
    expect(again).toBeDefined()
    await again!.release()
  })
})
