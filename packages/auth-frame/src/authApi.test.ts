import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthApi, readBrowserScope } from './authApi.js'
import { AuthApiError } from './errors.js'
import { FAKE_OTP, type FakeAuthApi, startFakeAuthApi } from './test/fakeAuthApi.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let server: FakeAuthApi

beforeAll(async () => {
  server = await startFakeAuthApi()
})

afterAll(async () => {
  await server.close()
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should have failed'),
    (error: unknown) => error as AuthApiError,
  )

test('default: code, session and wallet round trip', async () => {
  const api = createAuthApi({ apiUrl: `${server.url}/` })
  const body = { email: 'ada@example.com', deviceId: 'device-1' }
  expect(await api.requestOtp(body)).toEqual({ action: 'VERIFY_DEVICE' })
  const { sessionToken, user } = await api.verifyOtp({ ...body, otp: FAKE_OTP })
  expect(user).toMatchObject({ email: 'ada@example.com', isNew: true, address: null })
  expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/email/verify' })

  expect(await api.getSession(sessionToken)).toMatchObject({ id: user.id, address: null })
  const wallet = {
    address: ADDRESS,
    authShare: 'YXV0aA==',
    recoveryShare: 'cmVjb3Zlcnk=',
    recovery: {
      salt: 'c2FsdA==',
      kdf: { memoryKiB: 65536, passes: 3, parallelism: 1 },
      verifier: 'dmVyaWZpZXI=',
    },
  } as const
  await api.putWallet(sessionToken, wallet)
  expect(server.requests.at(-1)?.authorization).toBe(`Bearer ${sessionToken}`)
  // GET /wallet answers the shares, never the recovery envelope.
  expect(await api.getWallet(sessionToken)).toEqual({ address: ADDRESS, authShare: wallet.authShare })
  expect(await api.getSession(sessionToken)).toMatchObject({ address: ADDRESS })
  // The device is known now.
  expect(await api.requestOtp(body)).toEqual({ action: 'VERIFY_OTP' })

  await api.deleteSession(sessionToken)
  const error = await failure(api.getSession(sessionToken))
  expect(error).toBeInstanceOf(AuthApiError)
  expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 })
})

test('behavior: throttling carries retryAfter and the spec’s message', async () => {
  const api = createAuthApi({ apiUrl: server.url })
  server.switches.throttle = 30
  try {
    const error = await failure(api.requestOtp({ email: 'bob@example.com', deviceId: 'd' }))
    expect(error).toMatchObject({ code: 'EMAIL_THROTTLED', status: 429, retryAfter: 30 })
    expect(error.message).toMatchInlineSnapshot(`"Please try again after 30 seconds"`)
  } finally {
    server.switches.throttle = undefined
  }
})

test('behavior: a wrong code carries triesLeft, then locks', async () => {
  const api = createAuthApi({ apiUrl: server.url })
  const body = { email: 'carol@example.com', deviceId: 'd' }
  await api.requestOtp(body)
  expect(await failure(api.verifyOtp({ ...body, otp: '000000' }))).toMatchObject({
    code: 'OTP_INVALID',
    status: 400,
    triesLeft: 2,
  })
  await failure(api.verifyOtp({ ...body, otp: '000000' }))
  expect(await failure(api.verifyOtp({ ...body, otp: '000000' }))).toMatchObject({
    code: 'OTP_LOCKED',
    status: 423,
  })
})

test('behavior: answers that are not the API’s are typed errors', async () => {
  const answering = (response: Response) => createAuthApi({ apiUrl: 'http://x', fetch: async () => response })
  expect(
    await failure(answering(new Response('<html>bad gateway</html>', { status: 502 })).getSession('t')),
  ).toMatchObject({ code: 'HTTP_ERROR', status: 502, message: 'HTTP status code: 502' })
  expect(
    await failure(
      answering(Response.json({ action: 'LOG_IN' })).requestOtp({ email: 'a@b.co', deviceId: 'd' }),
    ),
  ).toMatchObject({ code: 'INVALID_RESPONSE' })
  expect(
    await failure(
      answering(new Response('{}', { status: 429, headers: { 'retry-after': '12' } })).requestOtp({
        email: 'a@b.co',
        deviceId: 'd',
      }),
    ),
  ).toMatchObject({ code: 'HTTP_ERROR', retryAfter: 12 })
})

test("behavior: the fetch is called as a plain function, as a browser's fetch requires", async () => {
  // A browser's fetch throws 'Illegal invocation' when called with another object as `this`; Node's does
  // not, so this stand-in does what the browser does. The frame's every call failed as 'Unable to reach
  // the login service' when the call read `connection.fetch(…)`.
  const browserLikeFetch = function (this: unknown) {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation')
    return Promise.resolve(new Response(null, { status: 204 }))
  } as unknown as typeof globalThis.fetch
  const api = createAuthApi({ apiUrl: 'https://api.example', fetch: browserLikeFetch })
  await expect(api.deleteSession('t')).resolves.toBeUndefined()
})

test('behavior: an unreachable server and an aborted call', async () => {
  const unreachable = createAuthApi({ apiUrl: 'http://127.0.0.1:9' })
  expect(await failure(unreachable.getSession('t'))).toMatchObject({ code: 'NETWORK_ERROR' })

  const api = createAuthApi({ apiUrl: server.url })
  const reason = new Error('gave up')
  const controller = new AbortController()
  controller.abort(reason)
  await expect(api.getSession('t', { signal: controller.signal })).rejects.toBe(reason)
})

test('behavior: every call names the project and the host page; sign-out may end every session', async () => {
  const seen: { url: string; method: string; headers: Record<string, string> }[] = []
  const api = createAuthApi({
    apiUrl: 'https://api.example',
    scope: { projectId: 'demo', hostOrigin: 'https://app.example.com' },
    deviceId: async () => 'device-1',
    fetch: async (input, init) => {
      seen.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
      })
      return new Response(null, { status: 204 })
    },
  })
  await api.deleteSession('t')
  await api.deleteSession('t', { all: true })
  await failure(api.requestOtp({ email: 'a@b.co', deviceId: 'device-1' }))
  expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
    'DELETE https://api.example/auth/v1/session',
    'DELETE https://api.example/auth/v1/session?all=1',
    'POST https://api.example/auth/v1/email/otp',
  ])
  for (const call of seen)
    expect(call.headers).toMatchObject({
      'x-foyer-project': 'demo',
      'x-foyer-origin': 'https://app.example.com',
    })
})

test('behavior: the browser scope is the frame query’s projectId and the embedding page’s origin', () => {
  const location = (search: string, ancestors?: string[]) => ({
    search,
    ...(ancestors ? { ancestorOrigins: ancestors } : {}),
  })
  expect(readBrowserScope({ location: location('?projectId=demo', ['https://app.example.com']) })).toEqual({
    projectId: 'demo',
    hostOrigin: 'https://app.example.com',
  })
  // Firefox has no ancestorOrigins: the referrer's origin.
  expect(
    readBrowserScope({
      location: location('?projectId=demo'),
      document: { referrer: 'https://shop.example/checkout?x=1' },
    }),
  ).toEqual({ projectId: 'demo', hostOrigin: 'https://shop.example' })
  expect(
    readBrowserScope({ location: location('?projectId=demo'), document: { referrer: '' } }),
  ).toBeUndefined()
  expect(readBrowserScope({ location: location('', ['https://app.example.com']) })).toBeUndefined()
  expect(readBrowserScope({})).toBeUndefined()
})
