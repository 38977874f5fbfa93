import { type DeployedWorld, type DevnetChain, startDevnet } from '@foyer/devnet'
import { Hono } from 'hono'
import type { ProjectConfig } from '../../config/serverConfigSchema.js'
import { coreMigrations as migrations } from '../../db/migrations.js'
import type { Database } from '../../db/types.js'
import type { ServerEnv } from '../../http/env.js'
import { openScratchDatabase } from '../../test/createScratchDatabase.js'
import { createTestLogger, type LogEntry } from '../../test/createTestLogger.js'
import { createBlockchainRoutes } from '../createBlockchainRoutes.js'
import { blockchainMigrations } from '../migrations.js'
import { createPriceOracle } from '../shared/prices.js'
import type { CreateBlockchainRoutesParameters } from '../types.js'

/**
 * The testbed's projects, as the server's project guard would set them from `projectId`: `test` (the
 * `sdk` query) serves https://harbor.example, `other` another site, `open` every origin ('*').
 */
export const TESTBED_PROJECTS: Record<string, ProjectConfig> = {
  test: { id: 'test', origins: ['https://harbor.example'] },
  other: { id: 'other', origins: ['https://other.example'] },
  open: { id: 'open', origins: ['*'] },
}

export interface BlockchainTestbed {
  app: Hono<ServerEnv>
  db: Database
  chain: DevnetChain
  world: DeployedWorld | undefined
  logs: LogEntry[]
  /** Query string every request carries (projectId, st, sv), to append to paths. */
  sdk: string
  stop(): Promise<void>
}

/** A served network whose RPC answers nothing (port 9): mainnet stands in for "no router here". */
export const UNREACHABLE_MAINNET = Object.freeze({
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  rpcUrl: 'http://127.0.0.1:9',
})

/**
 * One real local chain (31337, with the devnet world when `deploy`), a scratch database of the test
 * PostgreSQL server with the server's and the blockchain API's migrations, and the blockchain routes over them, serving the local
 * chain and an unreachable mainnet. The price oracle is chaindata's, over the real pools.
 */
export async function startBlockchainTestbed({
  deploy,
  overrides = {},
}: {
  deploy: boolean
  overrides?: Partial<CreateBlockchainRoutesParameters>
}): Promise<BlockchainTestbed> {
  const devnet = await startDevnet({ chains: [{ chainId: 31337 }], deploy })
  const chain = devnet.chains[0]
  if (!chain) throw new Error('startDevnet started no chain')
  let db: Database | undefined
  try {
    db = await openScratchDatabase({ migrations: [...migrations, ...blockchainMigrations] })
    const world = chain.world
    const logger = createTestLogger()
    const routes = createBlockchainRoutes({
      db,
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Foyer Local',
          rpcUrl: chain.rpcUrl,
          contracts: world?.contracts,
        },
        UNREACHABLE_MAINNET,
      ],
      prices: world
        ? {
            'eip155:31337': createPriceOracle({
              rpcUrl: chain.rpcUrl,
              contracts: world.contracts,
              cacheMs: 0,
            }),
          }
        : undefined,
      publicUrl: 'http://foyer.test',
      logger,
      ...overrides,
    })
    const app = new Hono<ServerEnv>()
    app.use('*', async (c, next) => {
      const project = TESTBED_PROJECTS[c.req.query('projectId') ?? '']
      if (project) c.set('project', project)
      await next()
    })
    app.route('/', routes)
    const opened = db
    return {
      app,
      db: opened,
      chain,
      world,
      logs: logger.entries,
      sdk: 'projectId=test&st=foyer&sv=0.1.0',
      stop: async () => {
        await Promise.all([opened.close(), devnet.stop()])
      },
    }
  } catch (error) {
    await Promise.all([db?.close(), devnet.stop()])
    throw error
  }
}
