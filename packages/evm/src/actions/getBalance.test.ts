import {
  InvalidParamsRpcError,
  InvalidRpcResponseError,
  RpcTimeoutError,
  RpcUnreachableError,
} from '@foyer/core/adapter'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { settledAt, useFakeClock } from '../../../../test/fakeClock.js'
import { evmAdapter } from '../evmAdapter.js'
import {
  balanceAnswer,
  createFakeWindow,
  networkWith,
  otherAddress,
  type RpcServer,
  type RpcServerBehavior,
  startRpcServer,
  testAddress,
  testAddressChecksummed,
} from '../test/index.js'

const servers: RpcServer[] = []

async function serve(...parameters: Parameters<typeof startRpcServer>) {
  const server = await startRpcServer(...parameters)
  servers.push(server)
  return server
}

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const oneAndAHalfEther = 1_500_000_000_000_000_000n

describe('getBalance', () => {
  test('default', async () => {
    const server = await serve(balanceAnswer({ [testAddress]: oneAndAHalfEther }))
    const adapter = evmAdapter({ window: createFakeWindow() })

    const result = await adapter.getBalance({
      address: testAddressChecksummed,
      network: networkWith({ rpcUrls: { default: { http: [server.url] } } }),
    })

    expect(result).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(server.bodies).toEqual([
      [
        {
          jsonrpc: '2.0',
          id: expect.any(Number),
          method: 'eth_getBalance',
          params: [testAddressChecksummed, 'latest'],
        },
      ],
    ])
  })

  test('parameters: network.nativeCurrency.decimals and symbol', async () => {
    const server = await serve(balanceAnswer({ [testAddress]: 1_234_567n }))
    const adapter = evmAdapter({ window: createFakeWindow() })
    const network = networkWith({
      nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 },
      rpcUrls: { default: { http: [server.url, 'http://127.0.0.1:1'] } },
    })
    await expect(adapter.getBalance({ address: testAddress, network })).resolves.toEqual({
      balance: '1.234567',
      symbol: 'SIX',
    })
  })

  test('behavior: a zero balance is "0"', async () => {
    const server = await serve(balanceAnswer({}))
    const adapter = evmAdapter({ window: createFakeWindow() })
    const network = networkWith({ rpcUrls: { default: { http: [server.url] } } })
    await expect(adapter.getBalance({ address: testAddress, network })).resolves.toEqual({
      balance: '0',
      symbol: 'ETH',
    })
  })

  test('behavior: calls in the same tick share one client and go out as one JSON-RPC batch', async () => {
    const server = await serve(balanceAnswer({ [testAddress]: oneAndAHalfEther, [otherAddress]: 1n }))
    const adapter = evmAdapter({ window: createFakeWindow() })
    const network = networkWith({ rpcUrls: { default: { http: [server.url] } } })

    const results = await Promise.all([
      adapter.getBalance({ address: testAddress, network }),
      adapter.getBalance({ address: otherAddress, network }),
    ])

    expect(results.map((result) => result.balance)).toEqual(['1.5', '0.000000000000000001'])
    expect(server.bodies).toHaveLength(1)
    expect(server.bodies[0]).toHaveLength(2)
  })

  test('behavior: an RPC node that never answers → RpcTimeoutError after rpcTimeoutMs and the retries', async () => {
    const server = await serve({ type: 'hang' })
    const adapter = evmAdapter({
      window: createFakeWindow(),
      rpcTimeoutMs: 100,
      retryCount: 1,
      retryDelayMs: 1,
    })
    const network = networkWith({ rpcUrls: { default: { http: [server.url] } } })
    useFakeClock()
    const started = Date.now()
    const request = adapter.getBalance({ address: testAddress, network }).catch((e: unknown) => e)
    const failedAt = await settledAt(request)
    vi.useRealTimers()
    const error = await request

    expect(error).toBeInstanceOf(RpcTimeoutError)
    expect(error).toMatchObject({
      code: 'RPC_TIMEOUT',
      shortMessage: 'The network took too long to respond.',
    })
    expect(server.bodies).toHaveLength(2)
    // Two attempts of 100 ms each and a 1 ms retry delay, on a controllable clock.
    expect(failedAt - started).toBeGreaterThanOrEqual(200)
    expect(failedAt - started).toBeLessThan(400)
  })

  test('behavior: a failing node is retried retryCount times', async () => {
    const server = await serve(
      (attempt): RpcServerBehavior =>
        attempt <= 2 ? { type: 'status', status: 503 } : balanceAnswer({ [testAddress]: oneAndAHalfEther }),
    )
    const adapter = evmAdapter({ window: createFakeWindow(), retryCount: 2, retryDelayMs: 1 })
    const network = networkWith({ rpcUrls: { default: { http: [server.url] } } })

    await expect(adapter.getBalance({ address: testAddress, network })).resolves.toMatchObject({
      balance: '1.5',
    })
    expect(server.bodies).toHaveLength(3)
  })

  test('behavior: a node answering with an HTTP error after the retries → RpcUnreachableError', async () => {
    const server = await serve({ type: 'status', status: 503 })
    const adapter = evmAdapter({ window: createFakeWindow(), retryCount: 1, retryDelayMs: 1 })
    const network = networkWith({ rpcUrls: { default: { http: [server.url] } } })

    const error = await adapter.getBalance({ address: testAddress, network }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(RpcUnreachableError)
    expect(error).toMatchObject({ code: 'RPC_UNREACHABLE', details: 'HTTP status 503' })
    expect(server.bodies).toHaveLength(2)
  })

  test('behavior: nothing listening on the RPC URL → RpcUnreachableError', async () => {
    const server = await serve({ type: 'hang' })
    const url = server.url
    await server.close()
    servers.splice(0)
    const adapter = evmAdapter({ window: createFakeWindow(), retryCount: 0 })
    const network = networkWith({ rpcUrls: { default: { http: [url] } } })

    await expect(adapter.getBalance({ address: testAddress, network })).rejects.toBeInstanceOf(
      RpcUnreachableError,
    )
  })

  test('behavior: a JSON-RPC error answer is the matching typed error', async () => {
    const server = await serve({
      type: 'answer',
      answer: () => ({ error: { code: -32602, message: 'bad address' } }),
    })
    const adapter = evmAdapter({ window: createFakeWindow(), retryCount: 0 })
    const network = networkWith({ rpcUrls: { default: { http: [server.url] } } })

    await expect(adapter.getBalance({ address: testAddress, network })).rejects.toBeInstanceOf(
      InvalidParamsRpcError,
    )
  })

  test.each([['1.5'], [null], ['0x'], [{ balance: '0x1' }]])(
    'behavior: a result that is not a quantity (%j) → InvalidRpcResponseError',
    async (result) => {
      const server = await serve({ type: 'answer', answer: () => ({ result }) })
      const adapter = evmAdapter({ window: createFakeWindow(), retryCount: 0 })
      const network = networkWith({ rpcUrls: { default: { http: [server.url] } } })
      await expect(adapter.getBalance({ address: testAddress, network })).rejects.toBeInstanceOf(
        InvalidRpcResponseError,
      )
    },
  )

  test('behavior: a network without RPC URL → RpcUnreachableError', async () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    await expect(
      adapter.getBalance({
        address: testAddress,
        network: networkWith({ rpcUrls: { default: { http: [] } } }),
      }),
    ).rejects.toMatchObject({ code: 'RPC_UNREACHABLE', details: 'eip155:31337 has no RPC URL' })
  })
})
