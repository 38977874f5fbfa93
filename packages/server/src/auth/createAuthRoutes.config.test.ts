import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseServerConfig } from '../config/parseServerConfig.js'
import { createFoyerServer, type FoyerServer } from '../createFoyerServer.js'
import type { Database } from '../db/types.js'
import { InvalidServerConfigError } from '../errors/config.js'
import { openScratchDatabase } from '../test/createScratchDatabase.js'
import { createTestLogger } from '../test/createTestLogger.js'

const projects = [{ id: 'demo', origins: ['*'] }]
const auth = {
  smtp: { host: '127.0.0.1', port: 2525 },
  from: 'Foyer <no-reply@foyer.test>',
  shareKey: `0x${'ab'.repeat(32)}`,
  frameOrigins: ['https://auth.foyer.test'],
  publicUrl: 'https://api.foyer.test',
}

function messageOf(config: unknown): string {
  try {
    parseServerConfig(config)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidServerConfigError)
    return (error as InvalidServerConfigError).shortMessage
  }
  throw new Error('expected the config to be refused')
}

describe('the auth config section', () => {
  test('default: optional; when present, its defaults are filled in', () => {
    expect(parseServerConfig({ projects }).auth).toBeUndefined()
    expect(parseServerConfig({ projects, auth }).auth).toEqual({
      ...auth,
      smtp: { ...auth.smtp, secure: false },
      sessionTtlMs: 7 * 24 * 60 * 60_000,
    })
    // A resolved config parses again to itself (loadConfig, then createFoyerServer).
    const resolved = parseServerConfig({ projects, auth })
    expect(parseServerConfig(resolved)).toEqual(resolved)
  })

  test('behavior: each field is checked with a clear message', () => {
    expect(messageOf({ projects, auth: { ...auth, shareKey: 'ab'.repeat(16) } })).toBe(
      'Invalid server config: auth.shareKey: must be a 32-byte hex secret (64 hex characters, 0x optional)',
    )
    expect(messageOf({ projects, auth: { ...auth, frameOrigins: ['*'] } })).toBe(
      'Invalid server config: auth.frameOrigins.0: must be an exact origin such as https://login.example.com (not *)',
    )
    expect(messageOf({ projects, auth: { ...auth, frameOrigins: ['https://auth.foyer.test/'] } })).toMatch(
      /^Invalid server config: auth\.frameOrigins\.0: must be '\*' or an exact origin/,
    )
    expect(messageOf({ projects, auth: { ...auth, frameOrigins: [] } })).toMatch(/auth\.frameOrigins/)
    expect(messageOf({ projects, auth: { ...auth, from: 'Foyer' } })).toMatch(
      /^Invalid server config: auth\.from: /,
    )
    expect(parseServerConfig({ projects, auth: { ...auth, from: 'no-reply@foyer.test' } }).auth?.from).toBe(
      'no-reply@foyer.test',
    )
    expect(messageOf({ projects, auth: { ...auth, publicUrl: 'ftp://x' } })).toMatch(/auth\.publicUrl/)
    expect(messageOf({ projects, auth: { ...auth, smtp: { host: 'x', port: 0 } } })).toMatch(
      /auth\.smtp\.port/,
    )
    expect(messageOf({ projects, auth: { ...auth, sessionTtlMs: 1000 } })).toMatch(/auth\.sessionTtlMs/)
    expect(messageOf({ projects, auth: { ...auth, otpRequestsPerHour: 0 } })).toMatch(
      /auth\.otpRequestsPerHour/,
    )
    expect(
      parseServerConfig({ projects, auth: { ...auth, otpRequestsPerHour: 2000 } }).auth?.otpRequestsPerHour,
    ).toBe(2000)
    expect(messageOf({ projects, auth: { ...auth, extra: true } })).toMatch(/auth/)
    const { shareKey: _omitted, ...withoutKey } = auth
    expect(messageOf({ projects, auth: withoutKey })).toMatch(/auth\.shareKey/)
  })
})

// One database for both servers below: a server does not close a database it was given.
let db: Database
beforeAll(async () => {
  db = await openScratchDatabase()
}, 60_000)
afterAll(() => db?.close())

describe('without an auth section', () => {
  let server: FoyerServer
  beforeAll(async () => {
    server = await createFoyerServer(
      { projects, indexer: { enabled: false } },
      { logger: createTestLogger() },
    )
  }, 60_000)
  afterAll(() => server?.close())

  test('behavior: the /auth/v1 routes do not exist', async () => {
    const response = await server.app.request('/auth/v1/email/otp?projectId=demo&st=foyer&sv=0.1.0', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', deviceId: 'device-a-0123456789abcdef' }),
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' })
  })
})

describe('with an SMTP server that does not answer', () => {
  const logger = createTestLogger()
  let server: FoyerServer
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens on it.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 9))
      })
    })
    server = await createFoyerServer(
      { projects, indexer: { enabled: false }, auth: { ...auth, smtp: { host: '127.0.0.1', port } } },
      { logger, database: db },
    )
  })
  afterAll(() => server?.close())

  test('behavior: 502 EMAIL_SEND_FAILED, logged, and the throttle is given back for a retry', async () => {
    const request = () =>
      server.app.request('/auth/v1/email/otp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', deviceId: 'device-a-0123456789abcdef' }),
      })
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request()
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({
        message: 'The email could not be sent; try again',
        code: 'EMAIL_SEND_FAILED',
      })
    }
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['error', 'Request failed: POST /auth/v1/email/otp'],
      ['error', 'Request failed: POST /auth/v1/email/otp'],
    ])
  })
})
