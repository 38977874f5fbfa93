import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts, type RunningChain, startChain } from '@foyer/devnet'
import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFoyerServer, type FoyerServer } from '../createFoyerServer.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { createRpcRoutes } from './createRpcRoutes.js'

let chain: RunningChain
let server: FoyerServer
let url: string
let silent: Server
let html: Server
const logger = createTestLogger()

const portOf = (httpServer: Server) => (httpServer.address() as AddressInfo).port
const listening = (httpServer: Server) =>
  new Promise<Server>((resolve) => httpServer.listen(0, '127.0.0.1', () => resolve(httpServer)))

beforeAll(async () => {
  // An upstream that accepts and never answers, and one that answers with an HTML error page.
  silent = await listening(createServer(() => undefined))
  html = await listening(
    createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>')
    }),
  )
  const closed = await listening(createServer())
  const closedPort = portOf(closed)
  await new Promise((resolve) => closed.close(resolve))
  const [started, databaseUrl] = await Promise.all([startChain({ chainId: 31337 }), createScratchDatabase()])
  chain = started
  server = await createFoyerServer(
    {
      projects: [{ id: 'demo', origins: ['https://shop.example'] }],
      database: { url: databaseUrl },
      chains: [
        { caipNetworkId: 'eip155:31337', name: 'Foyer Local', rpcUrl: chain.rpcUrl },
        { caipNetworkId: 'eip155:1001', name: 'Gone', rpcUrl: `http://127.0.0.1:${closedPort}` },
        { caipNetworkId: 'eip155:1002', name: 'Silent', rpcUrl: `http://127.0.0.1:${portOf(silent)}` },
        { caipNetworkId: 'eip155:1003', name: 'Broken', rpcUrl: `http://127.0.0.1:${portOf(html)}` },
      ],
    },
    { logger, rpcTimeoutMs: 300 },
  )
  ;({ url } = await server.listen())
}, 60_000)

afterAll(async () => {
  await server?.close()
  await chain?.stop()
  silent?.closeAllConnections()
  await new Promise((resolve) => silent?.close(resolve))
  await new Promise((resolve) => html?.close(resolve))
})

async function rpc(chainId: string | undefined, body: unknown, path = '/v1/') {
  const search = new URLSearchParams({ projectId: 'demo', st: 'appkit', sv: 'html-wagmi-6.6.1' })
  if (chainId !== undefined) search.set('chainId', chainId)
  const response = await fetch(`${url}${path}?${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Origin: 'https://shop.example' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, json: (await response.json()) as unknown }
}

describe('proxy', () => {
  test('default: a single request reaches the chain', async () => {
    const { status, json, headers } = await rpc('eip155:31337', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
    })
    expect(status).toBe(200)
    expect(json).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    expect(headers.get('access-control-allow-origin')).toBe('https://shop.example')
  })

  test('behavior: the path without a trailing slash works too', async () => {
    const { json } = await rpc('eip155:31337', { jsonrpc: '2.0', id: 'a', method: 'net_version' }, '/v1')
    expect(json).toEqual({ jsonrpc: '2.0', id: 'a', result: '31337' })
  })

  test('behavior: a batch is forwarded as a batch', async () => {
    const { status, json } = await rpc('eip155:31337', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_getBalance',
        params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'],
      },
    ])
    expect(status).toBe(200)
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
    ])
  })

  test('behavior: a transaction the client signed itself is broadcast and mined', async () => {
    const sender = privateKeyToAccount(devAccounts[4]!.privateKey)
    const { json: nonce } = await rpc('eip155:31337', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionCount',
      params: [sender.address, 'pending'],
    })
    const raw = await sender.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      nonce: Number((nonce as { result: string }).result),
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 1n,
      gas: 21_000n,
      maxFeePerGas: 10n ** 11n,
      maxPriorityFeePerGas: 10n ** 9n,
    })
    const { json: sent } = await rpc('eip155:31337', {
      jsonrpc: '2.0',
      id: 2,
      method: 'eth_sendRawTransaction',
      params: [raw],
    })
    const hash = (sent as { result: string }).result
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const { json: receipt } = await rpc('eip155:31337', {
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })
    expect((receipt as { result: { status: string } }).result.status).toBe('0x1')
  })

  test("behavior: the chain's own JSON-RPC errors pass through", async () => {
    const { json } = await rpc('eip155:31337', {
      jsonrpc: '2.0',
      id: 9,
      method: 'eth_getBalance',
      params: ['not an address', 'latest'],
    })
    expect(json).toMatchObject({
      jsonrpc: '2.0',
      id: 9,
      error: { code: expect.any(Number), message: expect.any(String) },
    })
  })

  test('behavior: invalid members of a batch get -32600 and the valid ones are still answered', async () => {
    const { status, json } = await rpc('eip155:31337', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '1.0', id: 2, method: 'eth_chainId' },
      42,
    ])
    expect(status).toBe(200)
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, error: { code: -32600, message: 'Invalid Request' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } },
    ])
  })
})

describe('refusals', () => {
  test('behavior: methods off the allowlist never reach the node: -32601 "Method not allowed"', async () => {
    const accounts = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
    const before = await rpc('eip155:31337', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionCount',
      params: [accounts, 'latest'],
    })
    for (const method of [
      'eth_accounts',
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
      'hardhat_mine',
      'hardhat_setBalance',
      'evm_snapshot',
      'evm_mine',
      'debug_traceTransaction',
      'admin_peers',
      'eth_noSuchMethod',
    ]) {
      const { status, json } = await rpc('eip155:31337', {
        jsonrpc: '2.0',
        id: 'x',
        method,
        params: method === 'eth_sendTransaction' ? [{ from: accounts, to: accounts, value: '0x1' }] : [],
      })
      expect({ method, status, json }).toEqual({
        method,
        status: 200,
        json: { jsonrpc: '2.0', id: 'x', error: { code: -32601, message: 'Method not allowed' } },
      })
    }
    // Inside a batch: each refused member gets its own error, the others are answered.
    const batch = await rpc('eip155:31337', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_accounts' },
      { jsonrpc: '2.0', id: 3, method: 'hardhat_mine', params: ['0x10'] },
      { jsonrpc: '2.0', id: 4, method: 'eth_blockNumber' },
    ])
    expect(batch.status).toBe(200)
    expect(batch.json).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 4, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not allowed' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not allowed' } },
    ])
    const onlyRefused = await rpc('eip155:31337', [
      { jsonrpc: '2.0', id: 5, method: 'evm_revert', params: ['0x1'] },
    ])
    expect(onlyRefused.json).toEqual([
      { jsonrpc: '2.0', id: 5, error: { code: -32601, message: 'Method not allowed' } },
    ])
    // Nothing was sent from the node's account.
    const after = await rpc('eip155:31337', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionCount',
      params: [accounts, 'latest'],
    })
    expect(after.json).toEqual(before.json)
  })

  test('behavior: an answer larger than the cap is refused with -32005, not passed on', async () => {
    const routes = createRpcRoutes({
      chains: [{ caipNetworkId: 'eip155:31337', name: 'Foyer Local', rpcUrl: chain.rpcUrl }],
      logger,
      maxResponseBytes: 4096,
    })
    const post = (body: unknown) =>
      routes.request('/v1/?chainId=eip155:31337', { method: 'POST', body: JSON.stringify(body) })
    const small = await post([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }])
    expect(small.status).toBe(200)
    const blocks = Array.from({ length: 40 }, (_, index) => ({
      jsonrpc: '2.0',
      id: index,
      method: 'eth_getBlockByNumber',
      params: ['0x0', true],
    }))
    const big = await post([...blocks, { jsonrpc: '2.0', id: 'refused', method: 'eth_accounts' }])
    expect(big.status).toBe(413)
    const answers = (await big.json()) as { id: unknown; error: { code: number; message: string } }[]
    expect(answers).toHaveLength(41)
    expect(answers[0]).toEqual({
      jsonrpc: '2.0',
      id: 0,
      error: {
        code: -32005,
        message: 'The answer is larger than 4096 bytes; send fewer requests per batch or narrow the query',
      },
    })
    expect(answers[40]).toEqual({
      jsonrpc: '2.0',
      id: 'refused',
      error: { code: -32601, message: 'Method not allowed' },
    })
  })

  test('behavior: an unknown chainId is -32602 "Unsupported chainId" with HTTP 400', async () => {
    const { status, json } = await rpc('eip155:5', { jsonrpc: '2.0', id: 3, method: 'eth_chainId' })
    expect(status).toBe(400)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32602, message: 'Unsupported chainId: eip155:5' },
    })
  })

  test('behavior: a malformed or missing chainId is refused the same way, per batch member', async () => {
    const malformed = await rpc('not a chain', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
    ])
    expect(malformed.status).toBe(400)
    expect(malformed.json).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unsupported chainId: not a chain' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Unsupported chainId: not a chain' } },
    ])
    const missing = await rpc(undefined, { jsonrpc: '2.0', id: 4, method: 'eth_chainId' })
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({
      jsonrpc: '2.0',
      id: 4,
      error: { code: -32602, message: 'Missing chainId' },
    })
  })

  test('behavior: malformed JSON is -32700 with HTTP 400', async () => {
    const { status, json } = await rpc('eip155:31337', '{"jsonrpc":"2.0",')
    expect(status).toBe(400)
    expect(json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  })

  test('behavior: an invalid request and an empty batch are -32600 with HTTP 400', async () => {
    const invalid = await rpc('eip155:31337', { id: 5, method: 'eth_chainId' })
    expect(invalid.status).toBe(400)
    expect(invalid.json).toEqual({
      jsonrpc: '2.0',
      id: 5,
      error: { code: -32600, message: 'Invalid Request' },
    })
    const empty = await rpc('eip155:31337', [])
    expect(empty.status).toBe(400)
    expect(empty.json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: empty batch' },
    })
  })

  test('behavior: the project guard applies to the RPC endpoint too', async () => {
    const response = await fetch(`${url}/v1/?chainId=eip155:31337&projectId=nope&st=a&sv=1`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(response.status).toBe(401)
  })
})

describe('upstream failures', () => {
  test('behavior: an unreachable upstream is -32603 with HTTP 502', async () => {
    const { status, json } = await rpc('eip155:1001', { jsonrpc: '2.0', id: 6, method: 'eth_chainId' })
    expect(status).toBe(502)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 6,
      error: { code: -32603, message: 'Upstream RPC unreachable for eip155:1001' },
    })
    expect(
      logger.entries.some((entry) => entry.level === 'warn' && entry.message.includes('eip155:1001')),
    ).toBe(true)
  })

  test('behavior: an upstream that does not answer in time is -32603 with HTTP 504', async () => {
    const { status, json } = await rpc('eip155:1002', [{ jsonrpc: '2.0', id: 7, method: 'eth_chainId' }])
    expect(status).toBe(504)
    expect(json).toEqual([
      {
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32603, message: 'Upstream RPC for eip155:1002 did not answer within 300 ms' },
      },
    ])
  })

  test('behavior: an upstream answer that is not JSON-RPC is -32603 with HTTP 502', async () => {
    const { status, json } = await rpc('eip155:1003', { jsonrpc: '2.0', id: 8, method: 'eth_chainId' })
    expect(status).toBe(502)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 8,
      error: {
        code: -32603,
        message: 'Upstream RPC for eip155:1003 answered with HTTP 503 and no JSON-RPC body',
      },
    })
  })
})
