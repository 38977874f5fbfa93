import type { ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { settledAt, useFakeClock } from '../../../../../test/fakeClock.js'
import { InvalidOptionsError } from '../../errors/config.js'
import { InvalidParamsRpcError, MethodNotFoundRpcError } from '../../errors/rpc.js'
import {
  HttpError,
  InvalidResponseError,
  NetworkRequestError,
  RpcResponseError,
  RpcTimeoutError,
} from '../errors.js'
import { type RecordedRequest, reply, startTestServer, type TestServer } from '../test/startTestServer.js'
import { createRpcTransport } from './createRpcTransport.js'
import { foyerRpcUrl } from './foyerRpcUrl.js'

interface Call {
  jsonrpc: string
  id: number
  method: string
  params?: unknown[]
}

/** A small JSON-RPC node: answers each call of a single or batched body. */
function answerCall(call: Call): unknown {
  const base = { jsonrpc: '2.0', id: call.id }
  switch (call.method) {
    case 'eth_chainId':
      return { ...base, result: '0x7a69' }
    case 'eth_blockNumber':
      return { ...base, result: `0x${(blockNumber++).toString(16)}` }
    case 'echo':
      return { ...base, result: call.params?.[0] }
    case 'eth_getBalance':
      return { ...base, result: '0x10' }
    case 'eth_sendRawTransaction':
      return { ...base, result: '0xhash' }
    case 'eth_getTransactionReceipt':
      return {
        ...base,
        result: call.params?.[0] === '0xpending' ? null : { blockNumber: '0x1', status: '0x1' },
      }
    case 'eth_getBlockByHash':
      return { ...base, result: { hash: call.params?.[0], number: `0x${(blockNumber++).toString(16)}` } }
    case 'bad_params':
      return { ...base, error: { code: -32602, message: 'missing value for required argument 0' } }
    case 'revert':
      return { ...base, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } }
    default:
      return { ...base, error: { code: -32601, message: `the method ${call.method} does not exist` } }
  }
}

let blockNumber = 1
function node(request: RecordedRequest, response: ServerResponse, reverse = false): void {
  const body = request.json as Call | Call[]
  const answers = Array.isArray(body) ? body.map(answerCall) : answerCall(body)
  reply(response, 200, Array.isArray(answers) && reverse ? answers.reverse() : answers)
}

let server: TestServer
let arrivals: number[]
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
// Timing rules (timeout, backoff, Retry-After) run on a controllable clock.
afterEach(() => {
  vi.useRealTimers()
})
beforeEach(() => {
  server.requests.length = 0
  arrivals = []
  blockNumber = 1
  server.handle((request, response) => {
    arrivals.push(Date.now())
    node(request, response)
  })
})

const bodies = () => server.requests.map((request) => request.json)
const gaps = () => arrivals.slice(1).map((at, index) => at - (arrivals[index] as number))

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('createRpcTransport', () => {
  test('default', async () => {
    const transport = createRpcTransport({ url: server.url })
    expect(await transport.request({ method: 'echo', params: ['hi'] })).toBe('hi')
    // A lone request goes out as a single JSON-RPC object, not a batch.
    expect(bodies()).toEqual([{ jsonrpc: '2.0', id: 1, method: 'echo', params: ['hi'] }])
    expect(server.requests[0]?.headers['content-type']).toBe('application/json')
  })

  test('behavior: requests made in the same tick go out as one batch, answers matched by id', async () => {
    server.handle((request, response) => node(request, response, true))
    const transport = createRpcTransport({ url: server.url })
    const answers = await Promise.all([
      transport.request({ method: 'echo', params: ['a'] }),
      transport.request({ method: 'echo', params: ['b'] }),
      transport.request({ method: 'eth_chainId' }),
    ])
    expect(answers).toEqual(['a', 'b', '0x7a69'])
    expect(server.requests).toHaveLength(1)
    expect((bodies()[0] as Call[]).map((call) => call.method)).toEqual(['echo', 'echo', 'eth_chainId'])
  })

  test('parameters: batchSize (default 1000)', async () => {
    const transport = createRpcTransport({ url: server.url })
    const calls = Array.from({ length: 1001 }, (_, index) =>
      transport.request({ method: 'echo', params: [index] }),
    )
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 1001 }, (_, index) => index))
    const sizes = bodies().map((body) => (Array.isArray(body) ? body.length : 1))
    expect(sizes.sort((a, b) => b - a)).toEqual([1000, 1])

    server.requests.length = 0
    const small = createRpcTransport({ url: server.url, batchSize: 2 })
    await Promise.all([1, 2, 3, 4, 5].map((n) => small.request({ method: 'echo', params: [n] })))
    expect(server.requests).toHaveLength(3)
  })

  test('behavior: JSON-RPC errors become named errors; one failure does not fail the batch', async () => {
    const transport = createRpcTransport({ url: server.url })
    const [bad, missing, reverted, fine] = await Promise.allSettled([
      transport.request({ method: 'bad_params' }),
      transport.request({ method: 'nope' }),
      transport.request({ method: 'revert' }),
      transport.request({ method: 'echo', params: [1] }),
    ])
    expect(bad).toMatchObject({ status: 'rejected', reason: expect.any(InvalidParamsRpcError) })
    expect((bad as PromiseRejectedResult).reason).toMatchObject({
      rpcCode: -32602,
      details: 'missing value for required argument 0',
    })
    expect(missing).toMatchObject({ reason: expect.any(MethodNotFoundRpcError) })
    expect(reverted).toMatchObject({ reason: expect.any(RpcResponseError) })
    expect((reverted as PromiseRejectedResult).reason).toMatchObject({ rpcCode: 3, data: '0x08c379a0' })
    expect(fine).toEqual({ status: 'fulfilled', value: 1 })
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: an HTTP 400 with a JSON-RPC error body gives the JSON-RPC error', async () => {
    server.handle((request, response) =>
      reply(response, 400, {
        jsonrpc: '2.0',
        id: (request.json as Call).id,
        error: { code: -32602, message: 'Unsupported chainId: eip155:5' },
      }),
    )
    const error = await caught(createRpcTransport({ url: server.url }).request({ method: 'eth_blockNumber' }))
    expect(error).toBeInstanceOf(InvalidParamsRpcError)
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: a batch refused with one error object rejects every request', async () => {
    server.handle((_request, response) =>
      reply(response, 200, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch too large' } }),
    )
    const transport = createRpcTransport({ url: server.url })
    const settled = await Promise.allSettled([
      transport.request({ method: 'a' }),
      transport.request({ method: 'b' }),
    ])
    expect(settled.map((item) => item.status)).toEqual(['rejected', 'rejected'])
  })

  test('behavior: a slow answer times out, without a retry', async () => {
    server.handle((request, response) => {
      setTimeout(() => node(request, response), 600)
    })
    useFakeClock()
    const started = Date.now()
    const request = caught(
      createRpcTransport({ url: server.url, timeoutMs: 100 }).request({ method: 'echo' }),
    )
    const failedAt = await settledAt(request)
    const error = await request
    expect(error).toBeInstanceOf(RpcTimeoutError)
    expect((error as RpcTimeoutError).shortMessage).toMatchInlineSnapshot(
      `"The request took too long to respond."`,
    )
    expect(failedAt - started).toBeGreaterThanOrEqual(100)
    expect(failedAt - started).toBeLessThan(600)
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: 5xx is retried 3 times with exponential backoff from 150 ms, then throws', async () => {
    server.handle((_request, response) => {
      arrivals.push(Date.now())
      reply(response, 503, { message: 'upstream down' })
    })
    useFakeClock()
    const request = caught(createRpcTransport({ url: server.url }).request({ method: 'eth_blockNumber' }))
    await settledAt(request)
    const error = await request
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 503, serverMessage: 'upstream down' })
    expect(server.requests).toHaveLength(4)
    const [first, second, third] = gaps()
    expect(first).toBeGreaterThanOrEqual(150)
    expect(first).toBeLessThan(300)
    expect(second).toBeGreaterThanOrEqual(300)
    expect(second).toBeLessThan(600)
    expect(third).toBeGreaterThanOrEqual(600)
    expect(third).toBeLessThan(1200)
  })

  test('behavior: a retry that succeeds resolves', async () => {
    let failures = 2
    server.handle((request, response) => {
      if (failures-- > 0)
        return reply(response, 502, { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'x' } })
      node(request, response)
    })
    const transport = createRpcTransport({ url: server.url, baseDelayMs: 10 })
    expect(await transport.request({ method: 'echo', params: ['ok'] })).toBe('ok')
    expect(server.requests).toHaveLength(3)
  })

  test('behavior: 429 honours Retry-After in seconds', async () => {
    let limited = true
    server.handle((request, response) => {
      arrivals.push(Date.now())
      if (limited) {
        limited = false
        return reply(response, 429, { message: 'slow down' }, { 'Retry-After': '1' })
      }
      node(request, response)
    })
    useFakeClock()
    const transport = createRpcTransport({ url: server.url, baseDelayMs: 10 })
    const request = transport.request({ method: 'echo', params: [7] })
    await settledAt(request)
    expect(await request).toBe(7)
    expect(gaps()[0]).toBeGreaterThanOrEqual(1000)
    expect(gaps()[0]).toBeLessThan(1100)
  })

  test('behavior: 429 honours Retry-After as an HTTP date', async () => {
    let limited = true
    server.handle((request, response) => {
      arrivals.push(Date.now())
      if (limited) {
        limited = false
        // HTTP dates have a one-second resolution: 2 s ahead waits between 1 and 2 s.
        const date = new Date(Date.now() + 2000).toUTCString()
        return reply(response, 429, { message: 'slow down' }, { 'Retry-After': date })
      }
      node(request, response)
    })
    useFakeClock()
    const transport = createRpcTransport({ url: server.url, baseDelayMs: 10 })
    const request = transport.request({ method: 'echo', params: [8] })
    await settledAt(request)
    expect(await request).toBe(8)
    expect(gaps()[0]).toBeGreaterThanOrEqual(1000)
    expect(gaps()[0]).toBeLessThan(2100)
  })

  test('behavior: a dropped connection is retried', async () => {
    let drops = 2
    server.handle((request, response) => {
      if (drops-- > 0) return void response.socket?.destroy()
      node(request, response)
    })
    const transport = createRpcTransport({ url: server.url, baseDelayMs: 10 })
    expect(await transport.request({ method: 'echo', params: ['back'] })).toBe('back')
    expect(server.requests).toHaveLength(3)
  })

  test('behavior: no server at all gives NetworkRequestError after the retries', async () => {
    const gone = await startTestServer()
    await gone.close()
    const error = await caught(
      createRpcTransport({ url: gone.url, baseDelayMs: 5 }).request({ method: 'echo' }),
    )
    expect(error).toBeInstanceOf(NetworkRequestError)
  })

  test('behavior: garbage JSON is refused, without a retry', async () => {
    server.handle((_request, response) => reply(response, 200, '{"jsonrpc":"2.0","id":1,"result":'))
    const error = await caught(createRpcTransport({ url: server.url }).request({ method: 'echo' }))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: identical reads in flight share one request; writes never do', async () => {
    const transport = createRpcTransport({ url: server.url })
    const balance = { method: 'eth_getBalance', params: ['0xabc', 'latest'] }
    const raw = { method: 'eth_sendRawTransaction', params: ['0xf86c'] }
    const answers = await Promise.all([
      transport.request(balance),
      transport.request(balance),
      transport.request(raw),
      transport.request(raw),
    ])
    expect(answers).toEqual(['0x10', '0x10', '0xhash', '0xhash'])
    expect((bodies()[0] as Call[]).map((call) => call.method)).toEqual([
      'eth_getBalance',
      'eth_sendRawTransaction',
      'eth_sendRawTransaction',
    ])
  })

  test('behavior: immutable results are cached, others are not', async () => {
    const transport = createRpcTransport({ url: server.url })
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const receipt = { method: 'eth_getTransactionReceipt', params: ['0xmined'] }
    await transport.request(receipt)
    await transport.request(receipt)
    const pending = { method: 'eth_getTransactionReceipt', params: ['0xpending'] }
    expect(await transport.request(pending)).toBeNull()
    expect(await transport.request(pending)).toBeNull()
    expect(await transport.request({ method: 'eth_blockNumber' })).toBe('0x1')
    expect(await transport.request({ method: 'eth_blockNumber' })).toBe('0x2')
    expect(bodies().map((body) => (body as Call).method)).toEqual([
      'eth_chainId',
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
      'eth_blockNumber',
      'eth_blockNumber',
    ])
  })

  test('parameters: dedupeSize bounds the LRU of results', async () => {
    const transport = createRpcTransport({ url: server.url, dedupeSize: 2 })
    const block = (hash: string) => transport.request({ method: 'eth_getBlockByHash', params: [hash, false] })
    await block('0xa')
    await block('0xb')
    await block('0xa') // refreshes 0xa, so 0xb is the oldest
    await block('0xc') // evicts 0xb
    await block('0xa')
    await block('0xb')
    expect(bodies().map((body) => (body as Call).params?.[0])).toEqual(['0xa', '0xb', '0xc', '0xb'])
  })

  test('parameters: url as a function of the chain; chains are batched apart', async () => {
    const transport = createRpcTransport({ url: (chainId) => foyerRpcUrl(server.url, chainId, 'p1') })
    const one = transport.forChain('eip155:1')
    const two = transport.forChain('eip155:31337')
    await Promise.all([
      one.request({ method: 'echo', params: [1] }),
      two.request({ method: 'echo', params: [2] }),
    ])
    expect(server.requests.map((request) => request.query.get('chainId')).sort()).toEqual([
      'eip155:1',
      'eip155:31337',
    ])
    expect(
      server.requests.every((request) => request.path === '/v1/' && request.query.get('projectId') === 'p1'),
    ).toBe(true)
    await expect(transport.request({ method: 'echo' })).rejects.toBeInstanceOf(InvalidOptionsError)
  })
})

describe('foyerRpcUrl', () => {
  test('default', () => {
    expect(foyerRpcUrl('http://127.0.0.1:4000/', 'eip155:31337', 'demo')).toBe(
      'http://127.0.0.1:4000/v1/?chainId=eip155:31337&projectId=demo&st=foyer&sv=0.1.0',
    )
  })

  test('parameters: sdk (false gives the bare pattern); values are encoded', () => {
    expect(foyerRpcUrl('https://rpc.example', 'eip155:1', 'demo', false)).toBe(
      'https://rpc.example/v1/?chainId=eip155:1&projectId=demo',
    )
    expect(
      foyerRpcUrl('https://rpc.example', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'a&b', {
        sdkType: 'x',
        sdkVersion: '2',
      }),
    ).toBe(
      'https://rpc.example/v1/?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=a%26b&st=x&sv=2',
    )
  })
})
