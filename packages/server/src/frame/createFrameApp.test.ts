import type { FrameBundle } from '@foyer/auth-frame/build'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseServerConfig } from '../config/parseServerConfig.js'
import { createFoyerServer, type FoyerServer } from '../createFoyerServer.js'
import { InvalidServerConfigError } from '../errors/config.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { FrameNotConfiguredError } from './errors.js'
import { frameCsp } from './frameCsp.js'
import { renderFramePage } from './renderFramePage.js'

const code = new TextEncoder().encode('console.log("frame")')
const chunkCode = new TextEncoder().encode('var foyerPasswordStrength={}')
const fakeBundle: FrameBundle = {
  code,
  hash: '0123456789abcdef',
  fileName: 'frame.0123456789abcdef.js',
  integrity: 'sha384-abc',
  bytes: code.byteLength,
  gzipBytes: code.byteLength,
  chunk: {
    code: chunkCode,
    hash: 'abcdef0123456789',
    fileName: 'frame.abcdef0123456789.js',
    integrity: 'sha384-def',
    bytes: chunkCode.byteLength,
    gzipBytes: chunkCode.byteLength,
  },
}
let builds = 0
const logger = createTestLogger()

const FACTORY = '0x2e234DAe75C793f67A35089C9d99245E1C58470b'
const config = {
  projects: [
    { id: 'demo', origins: ['http://127.0.0.1:5173', 'http://localhost:5173'] },
    { id: 'open', origins: ['*'] },
  ],
  indexer: { enabled: false },
  chains: [
    {
      caipNetworkId: 'eip155:31337',
      name: 'Local',
      rpcUrl: 'http://127.0.0.1:8545',
      smartAccounts: {
        bundlerUrl: 'http://127.0.0.1:4337/',
        factory: FACTORY,
        // Server-side only: the frame page must never show it.
        paymasterUrl: 'http://10.0.0.9:3000/paymaster-secret',
      },
    },
    {
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      rpcUrl: 'http://10.0.0.5:8545/private',
      smartAccounts: { bundlerUrl: 'https://bundler.example.com/rpc', factory: FACTORY },
    },
    {
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      rpcUrl: 'http://127.0.0.1:8899',
    },
  ],
  auth: {
    smtp: { host: '127.0.0.1', port: 2525 },
    from: 'Foyer <no-reply@foyer.test>',
    shareKey: 'ab'.repeat(32),
    frameOrigins: ['http://127.0.0.1:8788'],
    publicUrl: 'http://127.0.0.1:8787/',
    frameRpcUrls: { '1': 'https://rpc.example.com/eth' },
  },
}

let server: FoyerServer
beforeAll(async () => {
  server = await createFoyerServer(
    { ...config, database: { url: await createScratchDatabase() } },
    {
      logger,
      frameBundle: async () => {
        builds++
        return fakeBundle
      },
    },
  )
})
afterAll(() => server?.close())

const get = (path: string) => {
  if (!server.frameApp) throw new Error('no frame app')
  return server.frameApp.request(`http://127.0.0.1:8788${path}`)
}

/** The JSON of the page's config element. */
function configOf(html: string): unknown {
  const match = /<script type="application\/json" id="foyer-frame-config">([^<]*)<\/script>/.exec(html)
  if (!match?.[1]) throw new Error('no config element')
  return JSON.parse(match[1])
}

describe('createFrameApp', () => {
  test('default: the page carries the project’s origins, the API and the chains’ RPC, under a strict CSP', async () => {
    const response = await get('/?projectId=demo&chainId=31337&version=0.1.0&enableLogger=false')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; " +
        'connect-src http://127.0.0.1:8787/auth/v1/ https://rpc.example.com/eth http://127.0.0.1:8545 ' +
        'https://bundler.example.com/rpc http://127.0.0.1:4337; ' +
        'frame-ancestors http://127.0.0.1:5173 http://localhost:5173; ' +
        "base-uri 'none'; form-action 'none'",
    )
    const html = await response.text()
    expect(configOf(html)).toEqual({
      allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
      apiUrl: 'http://127.0.0.1:8787',
      // frameRpcUrls replaces chain 1's private node URL; the Solana chain has no EVM chain id.
      rpcUrls: { '31337': 'http://127.0.0.1:8545', '1': 'https://rpc.example.com/eth' },
      networks: {
        '31337': { name: 'Local', symbol: 'ETH', decimals: 18 },
        '1': { name: 'Ethereum', symbol: 'ETH', decimals: 18 },
      },
      // The bundlers are public; the paymaster is reached through the API (POST /auth/v1/paymaster/:chainId).
      smartAccounts: {
        '31337': { bundlerUrl: 'http://127.0.0.1:4337/', factory: FACTORY, sponsored: true },
        '1': { bundlerUrl: 'https://bundler.example.com/rpc', factory: FACTORY, sponsored: false },
      },
    })
    expect(html).not.toContain('paymaster-secret')
    expect(html).not.toContain('10.0.0.9')
    expect(html).toContain('<script src="/frame.0123456789abcdef.js" integrity="sha384-abc"></script>')
    // The bundle is the only script; nothing is inline but the JSON data block.
    expect(html.match(/<script/g)).toHaveLength(2)
    // The chunk is the main script's to load, for a new recovery password only: never named, never preloaded.
    expect(html).not.toContain('abcdef0123456789')
    expect(html).not.toContain('sha384-def')
    expect(html).not.toMatch(/preload|prefetch/)
  })

  test('behavior: the bundle is served under its hash, cacheable for ever; another hash is a 404', async () => {
    const response = await get('/frame.0123456789abcdef.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(code)
    const stale = await get('/frame.fedcba9876543210.js')
    expect(stale.status).toBe(404)
    expect(await stale.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' })
    expect(stale.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect((await get('/auth/v1/session')).status).toBe(404)
  })

  test('behavior: the chunk is served under its hash with the same headers; another chunk name is a 404', async () => {
    const response = await get('/frame.abcdef0123456789.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(Buffer.from(await response.arrayBuffer()).equals(chunkCode)).toBe(true)
    for (const path of [
      '/frame.abcdef0123456780.js',
      '/passwordStrength.js',
      '/frame.abcdef0123456789.js.map',
    ]) {
      const unknown = await get(path)
      expect(unknown.status, path).toBe(404)
      expect(await unknown.json(), path).toEqual({ message: 'Not found', code: 'NOT_FOUND' })
    }
  })

  test('behavior: a missing, malformed or unknown project, or one open to every origin, gets no page', async () => {
    const cases: [string, number, string, RegExp | string][] = [
      ['/', 400, 'MISSING_PARAMETERS', 'Missing required query parameters: projectId'],
      ['/?projectId=', 400, 'MISSING_PARAMETERS', 'Missing required query parameters: projectId'],
      [`/?projectId=${'x'.repeat(129)}`, 400, 'INVALID_PARAMETER', /^Invalid query parameter `projectId`/],
      ['/?projectId=nope', 401, 'INVALID_KEY', 'Unauthorized: invalid key'],
      ['/?projectId=open', 403, 'FRAME_WILDCARD_ORIGINS', /this project allows every origin/],
    ]
    for (const [path, status, code, message] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(status)
      const body = (await response.json()) as { code: string; message: string }
      expect(body.code, path).toBe(code)
      expect(body.message, path).toMatch(message)
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([])
  })

  test('behavior: listenFrame builds the bundle once and serves the page on its own listener', async () => {
    const listener = await server.listenFrame()
    try {
      expect(listener.url).not.toBe((await server.listen()).url)
      const response = await fetch(`${listener.url}/?projectId=demo`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('frame.0123456789abcdef.js')
      expect(builds).toBe(1)
    } finally {
      await listener.stop()
    }
  })

  test('error: no auth section, no frame', async () => {
    const plain = await createFoyerServer(
      {
        projects: config.projects,
        indexer: { enabled: false },
        database: { url: await createScratchDatabase() },
      },
      { logger: createTestLogger() },
    )
    try {
      expect(plain.frameApp).toBeUndefined()
      await expect(plain.listenFrame()).rejects.toThrow(FrameNotConfiguredError)
    } finally {
      await plain.close()
    }
  })

  test('error: frameRpcUrls takes EVM chain ids and http(s) URLs only', () => {
    const withRpc = (frameRpcUrls: Record<string, string>) => () =>
      parseServerConfig({ ...config, auth: { ...config.auth, frameRpcUrls } })
    expect(withRpc({ 'eip155:1': 'https://rpc.example.com' })).toThrow(
      /auth\.frameRpcUrls\.eip155:1: must be an EVM chain id such as 1/,
    )
    expect(withRpc({ '1': 'ws://rpc.example.com' })).toThrow(InvalidServerConfigError)
  })
})

describe('renderFramePage and frameCsp', () => {
  test('behavior: no config value can end the JSON element or the script attribute', () => {
    const html = renderFramePage({
      config: {
        allowedOrigins: ['https://a.example'],
        apiUrl: 'https://x.example/</script><b>',
        rpcUrls: {},
      },
      script: { src: '/frame.js"><b>', integrity: 'sha384-x' },
    })
    expect(html).not.toContain('<b>')
    expect(html).toContain('\\u003c/script\\u003e\\u003cb\\u003e')
    expect(html).toContain('src="/frame.js&quot;>&lt;b>"')
  })

  test('behavior: CSP sources keep the path, drop the query, and encode what would end a source', () => {
    expect(
      frameCsp({
        apiUrl: 'https://api.example.com/foyer/',
        rpcUrls: ['https://rpc.example.com/v1/?chainId=eip155:1&key=1', 'https://rpc.example.com/a;b,c d'],
        allowedOrigins: ['https://app.example.com'],
      }),
    ).toContain(
      'connect-src https://api.example.com/foyer/auth/v1/ https://rpc.example.com/v1/ https://rpc.example.com/a%3Bb%2Cc%20d;',
    )
  })
})
