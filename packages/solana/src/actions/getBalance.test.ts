import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { createFakeWindow, localNetwork } from '../test/index.js'

const owner = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const servers: ReturnType<typeof createServer>[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
})

/** A JSON-RPC endpoint on 127.0.0.1 that answers every request with `handle`. */
async function serve(handle: (body: { id: number; method: string }, response: ServerResponse) => void) {
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    handle(JSON.parse(Buffer.concat(chunks).toString('utf8')), response)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const answer = (response: ServerResponse, body: unknown) => {
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(body))
}

const balanceOf = (url: string, rpcTimeoutMs?: number) =>
  solanaAdapter({ window: createFakeWindow(), rpcTimeoutMs }).getBalance({
    address: owner,
    network: localNetwork('solana:Loca1net1111111111111111111111111', url),
  })

describe('getBalance', () => {
  test('default: lamports are written in SOL exactly, from the integer', async () => {
    const answers = [1_500_000_000n, 1n, 0n, 123_456_789_012_345_678n]
    const url = await serve(({ id }, response) => {
      const lamports = answers.shift()
      response.setHeader('content-type', 'application/json')
      // Written as a JSON integer too large for a double, as validators do.
      response.end(`{"jsonrpc":"2.0","id":${id},"result":{"context":{"slot":1},"value":${lamports}}}`)
    })
    await expect(balanceOf(url)).resolves.toEqual({ balance: '1.5', symbol: 'SOL' })
    await expect(balanceOf(url)).resolves.toEqual({ balance: '0.000000001', symbol: 'SOL' })
    await expect(balanceOf(url)).resolves.toEqual({ balance: '0', symbol: 'SOL' })
    await expect(balanceOf(url)).resolves.toEqual({ balance: '123456789.012345678', symbol: 'SOL' })
  })

  test('behavior: an HTTP error status is RpcUnreachableError', async () => {
    const url = await serve((_, response) => {
      response.statusCode = 503
      response.end('busy')
    })
    await expect(balanceOf(url)).rejects.toMatchObject({
      code: 'RPC_UNREACHABLE',
      details: 'HTTP status 503',
    })
  })

  test('behavior: a refused connection is RpcUnreachableError', async () => {
    await expect(balanceOf('http://127.0.0.1:1')).rejects.toMatchObject({ code: 'RPC_UNREACHABLE' })
  })

  test('behavior: no answer within rpcTimeoutMs is RpcTimeoutError', async () => {
    const url = await serve(() => undefined)
    await expect(balanceOf(url, 100)).rejects.toMatchObject({ code: 'RPC_TIMEOUT' })
  })

  test('behavior: a JSON-RPC error answer is the typed RPC error', async () => {
    const url = await serve(({ id }, response) =>
      answer(response, { jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid param: WrongSize' } }),
    )
    await expect(balanceOf(url)).rejects.toMatchObject({ name: 'InvalidParamsRpcError', rpcCode: -32602 })
  })

  test('behavior: a network without an RPC URL, or an address that is not one, fails before any request', async () => {
    const adapter = solanaAdapter({ window: createFakeWindow() })
    const network = {
      ...localNetwork('solana:Loca1net1111111111111111111111111', ''),
      rpcUrls: { default: { http: [] } },
    }
    await expect(adapter.getBalance({ address: owner, network })).rejects.toMatchObject({
      code: 'RPC_UNREACHABLE',
      details: 'solana:Loca1net1111111111111111111111111 has no RPC URL',
    })
    await expect(
      adapter.getBalance({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network }),
    ).rejects.toMatchObject({ name: 'InvalidParamsRpcError' })
  })
})
