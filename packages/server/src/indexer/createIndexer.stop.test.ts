import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, onTestFinished, test, vi } from 'vitest'
import { createDatabase } from '../db/createDatabase.js'
import type { Logger } from '../logger.js'
import { allMigrations } from '../test/testChain.js'
import { createIndexer } from './createIndexer.js'

test('behavior: stopped while a chain read is in flight, it logs no failure (npm start’s Ctrl+C)', async () => {
  // A chain RPC that takes requests and never answers: the read is in flight when stop() comes.
  let asked!: () => void
  const reading = new Promise<void>((resolve) => {
    asked = resolve
  })
  const rpc = createServer(() => asked())
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => {
    rpc.closeAllConnections()
    return new Promise<void>((resolve) => rpc.close(() => resolve()))
  })
  const db = await createDatabase({ migrations: allMigrations })
  onTestFinished(() => db.close())
  const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const { port } = rpc.address() as AddressInfo
  const indexer = createIndexer({
    db,
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: `http://127.0.0.1:${port}` }],
    pollIntervalMs: 20,
    logger,
  })
  indexer.start()
  await reading
  await indexer.stop()
  expect(logger.warn).not.toHaveBeenCalled()
  expect(logger.error).not.toHaveBeenCalled()
}, 30_000)
