import { invalidKeyApiError, originNotAllowedApiError } from '@foyer/protocol'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import {
  HttpError,
  InvalidProjectIdError,
  InvalidResponseError,
  NetworkRequestError,
  OriginNotAllowedError,
  SessionExpiredError,
} from '../errors.js'
import { reply, startTestServer, type TestServer } from '../test/startTestServer.js'
import { createHttpClient, type HttpClient } from './createHttpClient.js'

let server: TestServer
let http: HttpClient

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  http = createHttpClient({ baseUrl: `${server.url}/`, projectId: 'p1', sdkVersion: '0.1.0', clientId: 'c1' })
})

const okSchema = z.object({ ok: z.boolean() })

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('createHttpClient', () => {
  test('default', async () => {
    server.handle((_request, response) => reply(response, 200, { ok: true, extra: 1 }))
    expect(await http.get({ path: '/getAnalyticsConfig', schema: okSchema })).toEqual({ ok: true })
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/getAnalyticsConfig')
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: '0.1.0',
      clientId: 'c1',
    })
  })

  test('parameters: empty query values are skipped, arrays joined', async () => {
    server.handle((_request, response) => reply(response, 200, {}))
    await http.get({
      path: '/getWallets',
      params: {
        page: 2,
        search: '',
        chains: ['eip155:1', 'eip155:137'],
        include: undefined,
        exclude: null,
        flag: false,
      },
    })
    expect(server.requests[0]?.query.toString()).toBe(
      'page=2&chains=eip155%3A1%2Ceip155%3A137&flag=false&projectId=p1&st=foyer&sv=0.1.0&clientId=c1',
    )
  })

  test('parameters: clientId is left out when unknown and read at every request', async () => {
    let clientId: string | undefined
    const client = createHttpClient({
      baseUrl: server.url,
      projectId: 'p1',
      sdkType: 'x',
      sdkVersion: '2',
      clientId: () => clientId,
    })
    server.handle((_request, response) => reply(response, 200, {}))
    await client.get({ path: '/a' })
    clientId = 'late'
    await client.get({ path: '/a' })
    expect(server.requests.map((request) => request.query.get('clientId'))).toEqual([null, 'late'])
    expect(server.requests[0]?.query.get('st')).toBe('x')
  })

  test('behavior: a base URL path prefix is kept', () => {
    const client = createHttpClient({ baseUrl: 'https://example.org/api/', projectId: 'p', sdkVersion: '1' })
    expect(client.url('/getWalletImage/abc')).toBe(
      'https://example.org/api/getWalletImage/abc?projectId=p&st=foyer&sv=1',
    )
  })

  test('behavior: POST and DELETE send JSON bodies', async () => {
    server.handle((request, response) =>
      reply(response, 200, { ok: request.headers['content-type'] === 'application/json' }),
    )
    expect(await http.post({ path: '/e', body: { a: 1 }, schema: okSchema })).toEqual({ ok: true })
    expect(await http.delete({ path: '/x', body: { b: 'c' }, schema: okSchema })).toEqual({ ok: true })
    expect(server.requests.map((request) => [request.method, request.json])).toEqual([
      ['POST', { a: 1 }],
      ['DELETE', { b: 'c' }],
    ])
  })

  test('behavior: an empty answer without a schema is undefined', async () => {
    server.handle((_request, response) => reply(response, 202))
    expect(await http.post({ path: '/e', body: {} })).toBeUndefined()
  })

  test('behavior: a non-OK status throws HttpError with the server message', async () => {
    server.handle((_request, response) => reply(response, 400, { message: 'page must be a number' }))
    const error = await caught(http.get({ path: '/getWallets' }))
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 400, serverMessage: 'page must be a number' })
    expect((error as HttpError).shortMessage).toMatchInlineSnapshot(`"HTTP status code: 400"`)
  })

  test('behavior: a non-JSON error answer still throws HttpError', async () => {
    server.handle((_request, response) => reply(response, 502, '<html>bad gateway</html>'))
    const error = await caught(http.get({ path: '/getWalletImage/x' }))
    expect(error).toMatchObject({
      status: 502,
      serverMessage: undefined,
      shortMessage: 'HTTP status code: 502',
    })
  })

  test('behavior: the name API reason description is used when there is no message', async () => {
    server.handle((_request, response) =>
      reply(response, 400, {
        status: 'error',
        reasons: [{ name: 'x', description: 'Name is already taken' }],
      }),
    )
    expect(await caught(http.post({ path: '/v1/profile/account', body: {} }))).toMatchObject({
      serverMessage: 'Name is already taken',
    })
  })

  test.each([
    [403, 'Unauthorized: origin not allowed', OriginNotAllowedError, 'ORIGIN_NOT_ALLOWED'],
    [401, 'JWT validation error: JWT Token is not yet valid', SessionExpiredError, 'SESSION_EXPIRED'],
    [401, 'Unauthorized: invalid key', InvalidProjectIdError, 'INVALID_PROJECT_ID'],
  ])('behavior: server message %s %s maps to a typed error', async (status, message, ErrorClass, code) => {
    server.handle((_request, response) => reply(response, status, { message }))
    const error = await caught(http.get({ path: '/getWallets' }))
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ code, status, serverMessage: message })
  })

  test.each([
    [403, originNotAllowedApiError.code, OriginNotAllowedError],
    [401, invalidKeyApiError.code, InvalidProjectIdError],
  ])('behavior: server code %s %s maps to a typed error', async (status, code, ErrorClass) => {
    server.handle((_request, response) => reply(response, status, { message: 'Refused', code }))
    const error = await caught(http.get({ path: '/getWallets' }))
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toMatchObject({ status, serverMessage: 'Refused' })
  })

  test('behavior: garbage JSON throws InvalidResponseError', async () => {
    server.handle((_request, response) => reply(response, 200, '{"ok": tru'))
    const error = await caught(http.get({ path: '/getAnalyticsConfig', schema: okSchema }))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).shortMessage).toMatchInlineSnapshot(
      `"The server sent an unexpected answer"`,
    )
  })

  test('behavior: an answer of the wrong shape throws InvalidResponseError naming the field', async () => {
    server.handle((_request, response) => reply(response, 200, { ok: 'yes' }))
    const error = await caught(http.get({ path: '/getAnalyticsConfig', schema: okSchema }))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toMatchInlineSnapshot(
      `"Invalid answer from /getAnalyticsConfig: ok: invalid_type (expected boolean)"`,
    )
  })

  test('behavior: no server throws NetworkRequestError', async () => {
    const closed = await startTestServer()
    await closed.close()
    const client = createHttpClient({ baseUrl: closed.url, projectId: 'p', sdkVersion: '1' })
    const error = await caught(client.get({ path: '/getWallets' }))
    expect(error).toBeInstanceOf(NetworkRequestError)
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', details: 'GET /getWallets' })
  })
})
