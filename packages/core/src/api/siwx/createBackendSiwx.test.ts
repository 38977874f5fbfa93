import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { reply, startTestServer, type TestServer } from '../test/startTestServer.js'
import { createBackendSiwx } from './createBackendSiwx.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('createBackendSiwx', () => {
  test('default: nonce from the backend, verify hands a token, sessions are read with it', async () => {
    const sessions: unknown[] = []
    server.handle((request, response) => {
      if (request.path === '/v1/siwx/nonce') return reply(response, 200, { nonce: 'Backend1Nonce234' })
      if (request.path === '/v1/siwx/verify') {
        const { message, signature } = request.json as { message: string; signature: string }
        const session = {
          data: {
            accountAddress: address,
            chainId: 'eip155:1',
            domain: 'd',
            uri: 'u',
            version: '1',
            nonce: 'n',
          },
          message,
          signature,
        }
        sessions.push(session)
        return reply(response, 200, { token: 'tok-1', session })
      }
      if (request.path === '/v1/siwx/sessions' && request.method === 'GET')
        return reply(response, 200, { sessions: request.headers['x-siwx-token'] === 'tok-1' ? sessions : [] })
      if (request.path === '/v1/siwx/sessions' && request.method === 'DELETE') {
        sessions.length = 0
        return reply(response, 200, { ok: true })
      }
      reply(response, 404, { message: 'not found' })
    })
    const siwx = createBackendSiwx({
      url: server.url,
      projectId: 'demo',
      storage: createMemoryStorage(),
      domain: 'harbor.example',
      uri: 'https://harbor.example',
    })
    expect(await siwx.getSessions('eip155:1', address)).toEqual([])
    const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })
    expect(message.nonce).toBe('Backend1Nonce234')
    expect(message.toString()).toContain('Nonce: Backend1Nonce234')
    const { toString: _, ...data } = message
    await siwx.addSession({ data, message: message.toString(), signature: '0xsig' })
    const verify = server.requests.find((request) => request.path === '/v1/siwx/verify')
    expect(verify?.json).toEqual({ message: message.toString(), signature: '0xsig' })
    expect(verify?.query.get('projectId')).toBe('demo')
    expect(await siwx.getSessions('eip155:1', address)).toHaveLength(1)
    await siwx.revokeSession('eip155:1', address)
    expect(await siwx.getSessions('eip155:1', address)).toEqual([])
  })

  test('behavior: the backend refusing the signature rejects addSession and stores no token', async () => {
    server.handle((request, response) => {
      if (request.path === '/v1/siwx/verify') return reply(response, 401, { message: 'bad signature' })
      reply(response, 200, { sessions: [] })
    })
    const storage = createMemoryStorage()
    const siwx = createBackendSiwx({ url: server.url, projectId: 'demo', storage })
    const data = {
      accountAddress: address,
      chainId: 'eip155:1' as const,
      domain: 'd',
      uri: 'u',
      version: '1' as const,
      nonce: 'abcdefgh',
    }
    await expect(siwx.addSession({ data, message: 'm', signature: '0x' })).rejects.toThrow(
      'HTTP status code: 401',
    )
    expect(storage.getItem('@foyer/siwx_backend_tokens')).toBeNull()
  })

  test('behavior: the token of a Solana account serves only that account, not one differing by case', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
    const alice = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const other = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKV'
    const data = { chainId: solana, domain: 'd', uri: 'u', version: '1' as const, nonce: 'abcdefgh' }
    const signed = (accountAddress: string) => ({
      data: { ...data, accountAddress },
      message: 'm',
      signature: 's',
    })
    server.handle((request, response) => {
      if (request.path === '/v1/siwx/verify')
        return reply(response, 200, { token: 'tok-a', session: signed(alice) })
      // Like the server: a token serves the address it was issued for, exactly.
      const own = request.headers['x-siwx-token'] === 'tok-a' && request.query.get('address') === alice
      reply(response, 200, { sessions: own ? [signed(alice)] : [] })
    })
    const storage = createMemoryStorage()
    const siwx = createBackendSiwx({ url: server.url, projectId: 'demo', storage })
    await siwx.addSession(signed(alice))
    const asked = server.requests.length
    expect(await siwx.getSessions(solana, other)).toEqual([])
    // No token was sent for the other account, and alice's token survives its empty answer.
    expect(server.requests.length).toBe(asked)
    expect(await siwx.getSessions(solana, alice)).toHaveLength(1)
  })

  test('behavior: an EVM token serves its address in any case', async () => {
    const session = {
      data: {
        accountAddress: address,
        chainId: 'eip155:1' as const,
        domain: 'd',
        uri: 'u',
        version: '1' as const,
        nonce: 'n',
      },
      message: 'm',
      signature: '0xsig',
    }
    server.handle((request, response) => {
      if (request.path === '/v1/siwx/verify') return reply(response, 200, { token: 'tok-e', session })
      reply(response, 200, { sessions: request.headers['x-siwx-token'] === 'tok-e' ? [session] : [] })
    })
    const siwx = createBackendSiwx({ url: server.url, projectId: 'demo', storage: createMemoryStorage() })
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', address.toLowerCase())).toHaveLength(1)
  })

  test('behavior: a garbage nonce answer is refused at the edge', async () => {
    server.handle((_request, response) => reply(response, 200, { nonce: '<script>' }))
    const siwx = createBackendSiwx({ url: server.url, projectId: 'demo', storage: createMemoryStorage() })
    await expect(siwx.createMessage({ accountAddress: address, chainId: 'eip155:1' })).rejects.toMatchObject({
      name: 'InvalidResponseError',
    })
  })
})
