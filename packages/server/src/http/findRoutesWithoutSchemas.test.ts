import { type ApiRoute, authApiRoutes, blockchainApiRoutes, emptyRequestSchema } from '@foyer/protocol'
import { Hono } from 'hono'
import { inspectRoutes } from 'hono/dev'
import { describe, expect, test } from 'vitest'
import { createFoyerServer } from '../createFoyerServer.js'
import type { Database } from '../db/types.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { findRoutesWithoutSchemas } from './findRoutesWithoutSchemas.js'

// The route table is built, never served: a database that answers nothing is enough.
const database: Database = {
  kind: 'pglite',
  query: async () => ({ rows: [] }),
  exec: async () => undefined,
  transaction: (fn) => fn(database),
  listen: async () => async () => undefined,
  tryLock: async () => undefined,
  close: async () => undefined,
}

const registry = [...blockchainApiRoutes, ...authApiRoutes]

describe('findRoutesWithoutSchemas', () => {
  test('behavior: every route of the whole server has its @foyer/protocol schemas', async () => {
    const server = await createFoyerServer(
      {
        projects: [{ id: 'demo', origins: ['http://127.0.0.1:5173'] }],
        chains: [
          {
            caipNetworkId: 'eip155:31337',
            name: 'Foyer Local',
            rpcUrl: 'http://127.0.0.1:1',
            // The paymaster route is mounted with a paymaster only.
            smartAccounts: {
              bundlerUrl: 'http://127.0.0.1:2',
              factory: '0xe9747fD8fA99f1a9240514DBf7A444729192f2C4',
              paymasterUrl: 'http://127.0.0.1:3',
            },
          },
        ],
        indexer: { enabled: true, pollIntervalMs: 60_000 },
        auth: {
          smtp: { host: '127.0.0.1', port: 2525 },
          from: 'no-reply@example.com',
          shareKey: '11'.repeat(32),
          frameOrigins: ['http://127.0.0.1:5174'],
          publicUrl: 'http://127.0.0.1:8787',
          // The social login's routes are mounted with it only.
          social: { providers: { github: { clientId: 'foyer', clientSecret: 'secret' } } },
        },
      },
      { database, logger: createTestLogger(), frameBundle: async () => ({ js: '', hash: '' }) as never },
    )
    try {
      expect(findRoutesWithoutSchemas(server.app, registry)).toEqual([])
      // The walk saw the server's routes (every one listed), not an empty table.
      const served = new Set(
        inspectRoutes(server.app)
          .filter((route) => !route.isMiddleware)
          .map((route) => `${route.method} ${route.path}`),
      )
      expect([...served].sort()).toEqual(registry.map((route) => `${route.method} ${route.path}`).sort())
    } finally {
      await server.close()
    }
  })

  test('behavior: a route missing from the table is a fault', () => {
    const app = new Hono()
    app.get('/health', (c) => c.json({ ok: true, database: 'pglite' }))
    app.post('/v1/unlisted', (c) => c.json({}))
    expect(findRoutesWithoutSchemas(app, registry)).toEqual([
      "POST /v1/unlisted: not in @foyer/protocol's route table",
    ])
  })

  test('behavior: a listed route without its schemas is a fault', () => {
    const app = new Hono()
    app.get('/v1/things/:id', (c) => c.json({}))
    const table = [
      { method: 'GET', path: '/v1/things/:id', request: emptyRequestSchema, answer: undefined },
    ] as unknown as ApiRoute[]
    expect(findRoutesWithoutSchemas(app, table)).toEqual([
      'GET /v1/things/:id: no answer schema',
      'GET /v1/things/:id: no params schema',
    ])
  })

  test('behavior: middleware is not a route', () => {
    const app = new Hono()
    app.use('*', async (_c, next) => next())
    expect(findRoutesWithoutSchemas(app, registry)).toEqual([])
  })
})
