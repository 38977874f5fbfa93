import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { AuthApi, AuthUser } from './authApi.js'
import type { FrameContext } from './context.js'
import { createMemoryDeviceStore } from './deviceStore.js'
import { AuthApiError } from './errors.js'
import { toErrorPayload } from './frame.js'
import { frameHandlers } from './handlers.js'
import { connectSocial, getSocialRedirectUri, SOCIAL_POLL_INTERVAL_MS } from './social.js'

// The social login's steps in the frame against a stand-in API whose finish answers what each test
// queues; the frame's clock is vitest's (fake timers), so a 10-minute wait takes no time.
const user: AuthUser = {
  id: 'user-1',
  email: 'alice@example.com',
  isNew: true,
  address: null,
  username: 'alice-liddell',
  provider: 'github',
}
const pending = () =>
  new AuthApiError('The provider has not answered yet', { code: 'SOCIAL_LOGIN_PENDING', status: 409 })

function frame(finishes: Array<() => unknown>) {
  const calls: Array<{ state: string; deviceId: string }> = []
  let started = 0
  const api = {
    startSocial: async ({ provider }: { provider: string }) => {
      started++
      return {
        authorizationUrl: `https://idp.example/${provider}/auth?state=s${started}`,
        state: `state-${started}`,
        expiresAt: Date.now() + 600_000,
      }
    },
    finishSocial: async (body: { state: string; deviceId: string }) => {
      calls.push(body)
      const next = finishes.shift() ?? pending
      const answer = next()
      if (answer instanceof Error) throw answer
      return answer
    },
  } as unknown as AuthApi
  const store = createMemoryDeviceStore()
  const ctx = {
    api,
    store,
    rpcUrls: {},
    smartAccounts: {},
    networks: {},
    prompts: undefined,
    logger: { warn: () => undefined, info: () => undefined },
    kdfMemoryKiB: undefined,
    projectId: undefined,
    reload: undefined,
    state: { chainId: 1, preferredAccountType: 'smartAccount' },
  } as FrameContext
  return { ctx, calls, store }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const signal = () => new AbortController().signal

test('default: asks the server every second while the provider has not answered, then opens the session', async () => {
  const { ctx, calls, store } = frame([pending, pending, pending, () => ({ sessionToken: 'token', user })])
  expect(await getSocialRedirectUri(ctx, 'github', signal())).toEqual({
    uri: 'https://idp.example/github/auth?state=s1',
  })
  const connecting = connectSocial(ctx, 'github', signal())
  await vi.advanceTimersByTimeAsync(0)
  expect(calls).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(SOCIAL_POLL_INTERVAL_MS - 1)
  expect(calls).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(calls).toHaveLength(2)
  await vi.advanceTimersByTimeAsync(2 * SOCIAL_POLL_INTERVAL_MS)
  expect(await connecting).toEqual({ action: 'SET_RECOVERY_PASSWORD', userName: 'alice-liddell' })
  // The state the frame kept, with this device's id: the page never names one.
  const deviceId = await store.getDeviceId()
  expect(calls).toEqual(Array.from({ length: 4 }, () => ({ state: 'state-1', deviceId })))
  expect(await store.getSessionToken()).toBe('token')
  // A social account has no email login; the provider's name is the user's.
  expect(ctx.state.session?.user).toMatchObject({ email: null, username: 'alice-liddell' })
  expect(ctx.state.social?.github).toBeUndefined()
})

test('behavior: the latest start of a provider wins', async () => {
  const { ctx, calls } = frame([pending, () => ({ sessionToken: 'token', user })])
  await getSocialRedirectUri(ctx, 'github', signal())
  const connecting = connectSocial(ctx, 'github', signal())
  await vi.advanceTimersByTimeAsync(0)
  await getSocialRedirectUri(ctx, 'github', signal())
  await vi.advanceTimersByTimeAsync(SOCIAL_POLL_INTERVAL_MS)
  await connecting
  expect(calls.map((call) => call.state)).toEqual(['state-1', 'state-2'])
})

test('behavior: CONNECT_SOCIAL before a start is the wrong step', async () => {
  const { ctx, calls } = frame([])
  await expect(connectSocial(ctx, 'google', signal())).rejects.toMatchObject({ code: 'UNEXPECTED_STEP' })
  expect(calls).toEqual([])
})

test('behavior: gives up with SOCIAL_STATE_EXPIRED when the login’s 10 minutes are over', async () => {
  const { ctx, calls } = frame([])
  await getSocialRedirectUri(ctx, 'google', signal())
  const connecting = connectSocial(ctx, 'google', signal())
  const outcome = expect(connecting).rejects.toMatchObject({
    code: 'SOCIAL_STATE_EXPIRED',
    message: 'The sign-in took too long. Please try again.',
  })
  await vi.advanceTimersByTimeAsync(10 * 60_000)
  await outcome
  expect(calls.length).toBeGreaterThanOrEqual(599)
  expect(calls.length).toBeLessThanOrEqual(601)
  expect(ctx.state.social?.google).toBeUndefined()
})

test('behavior: the request’s abort stops the polling', async () => {
  const { ctx, calls } = frame([])
  await getSocialRedirectUri(ctx, 'x', signal())
  const controller = new AbortController()
  const connecting = connectSocial(ctx, 'x', controller.signal)
  const outcome = expect(connecting).rejects.toMatchObject({ code: 'TIMEOUT' })
  await vi.advanceTimersByTimeAsync(2 * SOCIAL_POLL_INTERVAL_MS)
  const before = calls.length
  controller.abort(Object.assign(new Error('Request timed out'), { code: 'TIMEOUT' }))
  await outcome
  await vi.advanceTimersByTimeAsync(10 * SOCIAL_POLL_INTERVAL_MS)
  expect(calls).toHaveLength(before)
  // The login is not forgotten: the page may wait for it again.
  expect(ctx.state.social?.x).toBeDefined()
})

test('behavior: CANCEL_PROMPTS (the page closed its modal) ends the wait with ABORTED', async () => {
  const { ctx, calls } = frame([])
  await frameHandlers['@w3m-app/GET_SOCIAL_REDIRECT_URI'](
    ctx,
    { id: '1', type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'discord' } },
    signal(),
    'https://app.example.com',
  )
  const connecting = frameHandlers['@w3m-app/CONNECT_SOCIAL'](
    ctx,
    { id: '2', type: '@w3m-app/CONNECT_SOCIAL', payload: { provider: 'discord' } },
    signal(),
    'https://app.example.com',
  )
  const outcome = connecting.then(
    () => undefined,
    (error: unknown) => toErrorPayload(error),
  )
  await vi.advanceTimersByTimeAsync(SOCIAL_POLL_INTERVAL_MS)
  await frameHandlers['@w3m-app/CANCEL_PROMPTS'](
    ctx,
    { id: '3', type: '@w3m-app/CANCEL_PROMPTS' },
    signal(),
    'https://app.example.com',
  )
  expect(await outcome).toEqual({ code: 'ABORTED', message: 'Request was aborted' })
  const before = calls.length
  await vi.advanceTimersByTimeAsync(5 * SOCIAL_POLL_INTERVAL_MS)
  expect(calls).toHaveLength(before)
  expect(ctx.state.socialWaits?.size).toBe(0)
})

test.each([
  ['SOCIAL_ACCESS_DENIED', 403, 'en', 'The sign-in with GitHub was cancelled.'],
  ['SOCIAL_ACCESS_DENIED', 403, 'fr', 'La connexion avec GitHub a été annulée.'],
  ['SOCIAL_PROVIDER_ERROR', 400, 'de', 'GitHub hat die Anmeldung abgelehnt. Bitte versuche es erneut.'],
  ['SOCIAL_PROVIDER_UNAVAILABLE', 502, 'en', 'GitHub cannot be reached right now. Please try again later.'],
  ['SOCIAL_TOKEN_INVALID', 401, 'en', 'The answer of GitHub could not be verified. Please try again.'],
  ['SOCIAL_STATE_EXPIRED', 400, 'ja', 'サインインに時間がかかりすぎました。もう一度お試しください。'],
  ['DEVICE_MISMATCH', 403, 'en', 'The sign-in with GitHub could not be completed. Please try again.'],
])(
  'behavior: the server’s %s reaches the page with its code and the catalog’s text (%s)',
  async (code, status, locale, message) => {
    const { ctx } = frame([() => new AuthApiError('server text', { code, status })])
    ctx.state.locale = locale
    await getSocialRedirectUri(ctx, 'github', signal())
    const error = await connectSocial(ctx, 'github', signal()).catch((caught: unknown) => caught)
    expect(toErrorPayload(error)).toEqual({ code, message })
    // The server spent the state: the page starts again.
    expect(ctx.state.social?.github).toBeUndefined()
  },
)

test('behavior: GET_USER answers the provider’s name and no email for a social account', async () => {
  const { ctx } = frame([])
  ctx.state.session = {
    token: 'token',
    user: { ...user, email: null, address: '0x0000000000000000000000000000000000000001' },
    wallet: { address: '0x0000000000000000000000000000000000000001', authShare: new Uint8Array(33) },
  }
  expect(
    await frameHandlers['@w3m-app/GET_USER'](ctx, { id: '1', type: '@w3m-app/GET_USER' }, signal(), ''),
  ).toMatchObject({ email: null, userName: 'alice-liddell' })
})

/** A request through the frame's handlers, as the page's message would arrive. */
const handle = <T extends keyof typeof frameHandlers>(ctx: FrameContext, type: T, payload?: unknown) =>
  frameHandlers[type](
    ctx,
    { id: 'test', type, ...(payload === undefined ? {} : { payload }) } as never,
    signal(),
    'https://app.example.com',
  )

test('default: GET_FARCASTER_URI opens a channel and answers its link; CONNECT_FARCASTER waits for the approval', async () => {
  const farcasterUser = { ...user, provider: 'farcaster', username: 'dwr' }
  const { ctx, calls } = frame([pending, pending, () => ({ sessionToken: 'token', user: farcasterUser })])
  // The same start and finish as the social requests for 'farcaster': the link is the Farcaster app's.
  expect(await handle(ctx, '@w3m-app/GET_FARCASTER_URI')).toEqual({
    uri: 'https://idp.example/farcaster/auth?state=s1',
  })
  expect(ctx.state.social?.farcaster).toMatchObject({ state: 'state-1' })
  const connecting = handle(ctx, '@w3m-app/CONNECT_FARCASTER')
  await vi.advanceTimersByTimeAsync(2 * SOCIAL_POLL_INTERVAL_MS)
  expect(await connecting).toEqual({ action: 'SET_RECOVERY_PASSWORD', userName: 'dwr' })
  expect(calls.map((call) => call.state)).toEqual(['state-1', 'state-1', 'state-1'])
  expect(ctx.state.social?.farcaster).toBeUndefined()
})

test('behavior: a new GET_FARCASTER_URI (Try again) makes a new channel, which the wait follows', async () => {
  const { ctx, calls } = frame([pending, () => ({ sessionToken: 'token', user })])
  await handle(ctx, '@w3m-app/GET_FARCASTER_URI')
  const connecting = handle(ctx, '@w3m-app/CONNECT_FARCASTER')
  await vi.advanceTimersByTimeAsync(0)
  expect(await handle(ctx, '@w3m-app/GET_FARCASTER_URI')).toEqual({
    uri: 'https://idp.example/farcaster/auth?state=s2',
  })
  await vi.advanceTimersByTimeAsync(SOCIAL_POLL_INTERVAL_MS)
  await connecting
  expect(calls.map((call) => call.state)).toEqual(['state-1', 'state-2'])
})

test('behavior: CANCEL_PROMPTS (the page went back or closed) ends the Farcaster wait with ABORTED', async () => {
  const { ctx, calls } = frame([])
  await handle(ctx, '@w3m-app/GET_FARCASTER_URI')
  const outcome = handle(ctx, '@w3m-app/CONNECT_FARCASTER').then(
    () => undefined,
    (error: unknown) => toErrorPayload(error),
  )
  await vi.advanceTimersByTimeAsync(SOCIAL_POLL_INTERVAL_MS)
  await handle(ctx, '@w3m-app/CANCEL_PROMPTS')
  expect(await outcome).toEqual({ code: 'ABORTED', message: 'Request was aborted' })
  const before = calls.length
  await vi.advanceTimersByTimeAsync(5 * SOCIAL_POLL_INTERVAL_MS)
  expect(calls).toHaveLength(before)
})

test.each([
  ['SOCIAL_TOKEN_INVALID', 401, 'en', 'The answer of Farcaster could not be verified. Please try again.'],
  ['SOCIAL_STATE_EXPIRED', 400, 'en', 'The sign-in took too long. Please try again.'],
  [
    'SOCIAL_PROVIDER_UNAVAILABLE',
    502,
    'fr',
    'Farcaster est injoignable pour le moment. Veuillez réessayer plus tard.',
  ],
])(
  'behavior: the Farcaster login’s %s keeps its code, with the catalog’s text (%s)',
  async (code, status, locale, message) => {
    const { ctx } = frame([() => new AuthApiError('server text', { code, status })])
    ctx.state.locale = locale
    await handle(ctx, '@w3m-app/GET_FARCASTER_URI')
    const error = await handle(ctx, '@w3m-app/CONNECT_FARCASTER').catch((caught: unknown) => caught)
    expect(toErrorPayload(error)).toEqual({ code, message })
  },
)

test('behavior: the relay down at the start answers SOCIAL_PROVIDER_UNAVAILABLE, named Farcaster', async () => {
  const { ctx } = frame([])
  ctx.api.startSocial = async () => {
    throw new AuthApiError('relay down', { code: 'SOCIAL_PROVIDER_UNAVAILABLE', status: 502 })
  }
  const error = await handle(ctx, '@w3m-app/GET_FARCASTER_URI').catch((caught: unknown) => caught)
  expect(toErrorPayload(error)).toEqual({
    code: 'SOCIAL_PROVIDER_UNAVAILABLE',
    message: 'Farcaster cannot be reached right now. Please try again later.',
  })
  expect(ctx.state.social?.farcaster).toBeUndefined()
})
