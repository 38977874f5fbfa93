import { Hono } from 'hono'
import { coreMigrations as migrations } from '../../db/migrations.js'
import type { Database } from '../../db/types.js'
import type { ServerEnv } from '../../http/env.js'
import { openScratchDatabase } from '../../test/createScratchDatabase.js'
import { createTestLogger } from '../../test/createTestLogger.js'
import { createBlockchainRoutes } from '../createBlockchainRoutes.js'
import { blockchainMigrations } from '../migrations.js'
import type { BlockchainChainConfig } from '../types.js'
import { TESTBED_PROJECTS } from './startBlockchainTestbed.js'

/**
 * The blockchain routes over a scratch database for networks that need no chain (Bitcoin, Polkadot:
 * sign-in only), behind the testbed's project guard (`sdk` selects the `test` project). `request`
 * answers `{ status, body }`.
 */
export async function startSiwxTestbed({
  chains,
  now,
}: {
  chains: readonly BlockchainChainConfig[]
  now: () => number
}): Promise<{
  db: Database
  request(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>
  stop(): Promise<void>
}> {
  const db = await openScratchDatabase({ migrations: [...migrations, ...blockchainMigrations] })
  const app = new Hono<ServerEnv>()
  app.use('*', async (c, next) => {
    const project = TESTBED_PROJECTS[c.req.query('projectId') ?? '']
    if (project) c.set('project', project)
    await next()
  })
  app.route('/', createBlockchainRoutes({ db, chains, now, logger: createTestLogger() }))
  return {
    db,
    async request(method, path, body, token) {
      const response = await app.request(
        `${path}${path.includes('?') ? '&' : '?'}projectId=test&st=foyer&sv=0.1.0`,
        {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { 'x-siwx-token': token } : {}) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
      )
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    stop: () => db.close(),
  }
}
