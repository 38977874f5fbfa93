import { getFreePort, type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { completeProviderLogin, type IdentityProviders, startIdentityProviders } from '@foyer/devnet/identity'
import { createFoyerServer, type FoyerServer } from '@foyer/server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthApi } from './authApi.js'
import type { FrameContext } from './context.js'
import { createMemoryDeviceStore } from './deviceStore.js'
import { toErrorPayload } from './frame.js'
import { frameHandlers } from './handlers.js'
import { signOut } from './login.js'
import { createFakePerson } from './test/fakePrompts.js'

// The social login through the frame's handlers against the real Foyer server and the devnet's identity
// providers: the popup's part (the provider's pages, then the callback) is played by
// `completeProviderLogin` and a fetch of the redirect, while CONNECT_SOCIAL polls the server.
const frameOrigin = 'https://auth.foyer.test'
const pageOrigin = 'https://app.example.com'
const scope = { projectId: 'demo', hostOrigin: pageOrigin }
let catcher: MailCatcher
let idp: IdentityProviders
let server: FoyerServer
let apiUrl: string

beforeAll(async () => {
  const port = await getFreePort()
  apiUrl = `http://127.0.0.1:${port}`
  catcher = await startMailCatcher()
  idp = await startIdentityProviders({ redirectUris: [`${apiUrl}/auth/v1/social/callback`] })
  server = await createFoyerServer(
    {
      projects: [{ id: 'demo', origins: [pageOrigin] }],
      indexer: { enabled: false },
      auth: {
        smtp: { host: '127.0.0.1', port: catcher.smtpPort },
        from: 'Foyer <no-reply@foyer.test>',
        shareKey: '7c'.repeat(32),
        frameOrigins: [frameOrigin],
        publicUrl: apiUrl,
        social: { providers: idp.providers },
      },
    },
    { logger: { error: () => undefined, warn: () => undefined, info: () => undefined } },
  )
  await server.listen({ port })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await idp?.close()
  await catcher?.stop()
})

const fromFrame: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: frameOrigin } })
const signal = new AbortController().signal
const PASSWORD = 'velvet otter juggles 41 lanterns'

/** One device's frame: its own storage and the person at its prompts. */
function device() {
  const store = createMemoryDeviceStore()
  const { person, prompts } = createFakePerson()
  const ctx = {
    api: createAuthApi({ apiUrl, fetch: fromFrame, deviceId: () => store.getDeviceId(), scope }),
    store,
    rpcUrls: {},
    smartAccounts: {},
    networks: {},
    prompts,
    logger: { warn: () => undefined, info: () => undefined },
    kdfMemoryKiB: 1_024,
    projectId: undefined,
    reload: undefined,
    state: { chainId: 31337, preferredAccountType: 'smartAccount' },
  } as FrameContext
  return { ctx, person }
}

type Provider = 'github' | 'google' | 'apple'
const request = <T extends keyof typeof frameHandlers>(ctx: FrameContext, type: T, payload?: unknown) =>
  frameHandlers[type](ctx, { id: 'test', type, payload } as never, signal, pageOrigin)

/**
 * A social login as the page drives it: the redirect URI, CONNECT_SOCIAL while the person is at the
 * provider (as `user`, answering its consent page), and the popup's request to the callback.
 */
async function socialLogin(
  ctx: FrameContext,
  provider: Provider,
  options: { user?: string; consent?: 'allow' | 'deny' } = {},
) {
  const { uri } = (await request(ctx, '@w3m-app/GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string }
  const connecting = request(ctx, '@w3m-app/CONNECT_SOCIAL', { provider }) as Promise<{
    action: string
    userName: string
  }>
  // The frame is polling by now (the first finish answers 409 SOCIAL_LOGIN_PENDING).
  const back = await completeProviderLogin(uri, { user: options.user ?? 'alice', consent: options.consent })
  const callback = await fetch(back.url, {
    method: back.method,
    ...(back.form
      ? { body: back.form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
  })
  expect(callback.headers.get('content-type')).toMatch(/^text\/html/)
  return connecting
}

test('default: a social login opens a new wallet, and the same one again on the same device and a new one', async () => {
  const first = device()
  expect(await socialLogin(first.ctx, 'github')).toEqual({
    action: 'SET_RECOVERY_PASSWORD',
    userName: 'alice-liddell',
  })
  first.person.passwords.push(PASSWORD)
  await request(first.ctx, '@w3m-app/SET_RECOVERY_PASSWORD')
  const address = first.ctx.state.session?.wallet?.address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await request(first.ctx, '@w3m-app/GET_USER')).toMatchObject({
    email: null,
    userName: 'alice-liddell',
    address,
  })

  // Signed out and in again on this device: its share is kept, the wallet opens without a password.
  await signOut(first.ctx, signal)
  expect(await socialLogin(first.ctx, 'github')).toEqual({ action: 'CONNECT', userName: 'alice-liddell' })
  expect(first.ctx.state.session?.wallet?.address).toBe(address)

  // A reload: the stored session is restored from GET /session, a social account's (no email).
  const reloaded = {
    ...first.ctx,
    state: { chainId: 31337, preferredAccountType: 'smartAccount' },
  } as FrameContext
  expect(await request(reloaded, '@w3m-app/GET_USER')).toMatchObject({
    email: null,
    userName: 'alice-liddell',
    address,
  })

  // Another device: the recovery password, then the same wallet.
  const second = device()
  expect(await socialLogin(second.ctx, 'github')).toEqual({
    action: 'RECOVERY_PASSWORD_REQUIRED',
    userName: 'alice-liddell',
  })
  second.person.passwords.push(PASSWORD)
  await request(second.ctx, '@w3m-app/ENTER_RECOVERY_PASSWORD')
  expect(second.ctx.state.session?.wallet?.address).toBe(address)
}, 120_000)

test('behavior: an OpenID Connect provider, and Apple’s form post, end in a session too', async () => {
  for (const provider of ['google', 'apple'] as const) {
    const { ctx } = device()
    expect(await socialLogin(ctx, provider, { user: 'bob' })).toMatchObject({
      action: 'SET_RECOVERY_PASSWORD',
      userName: expect.any(String),
    })
    expect(ctx.state.session?.user).toMatchObject({ provider, email: null })
  }
}, 60_000)

test('behavior: the person denies at the provider: SOCIAL_ACCESS_DENIED with the frame’s text', async () => {
  const { ctx } = device()
  await request(ctx, '@w3m-app/SYNC_DAPP_DATA', { projectId: 'demo', locale: 'de' })
  const error = await socialLogin(ctx, 'github', { consent: 'deny' }).catch((caught: unknown) => caught)
  expect(toErrorPayload(error)).toEqual({
    code: 'SOCIAL_ACCESS_DENIED',
    message: 'Die Anmeldung mit GitHub wurde abgebrochen.',
  })
  expect(ctx.state.session).toBeUndefined()
}, 60_000)
