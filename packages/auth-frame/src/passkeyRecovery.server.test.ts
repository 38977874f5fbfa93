import { type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { createFoyerServer, type FoyerServer } from '@foyer/server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthApi } from './authApi.js'
import type { FrameContext } from './context.js'
import { createMemoryDeviceStore } from './deviceStore.js'
import { frameHandlers } from './handlers.js'
import { connectEmail, connectOtp, signOut } from './login.js'
import { createFakePasskeys } from './test/fakePasskeys.js'
import { createFakePerson } from './test/fakePrompts.js'

// Recovery by passkey through the frame's own steps (the handlers, a person at the prompts, an
// authenticator with PRF) against the real Foyer server.
const frameOrigin = 'https://auth.foyer.test'
const pageOrigin = 'https://app.example.com'
const scope = { projectId: 'demo', hostOrigin: pageOrigin }
let catcher: MailCatcher
let server: FoyerServer
let apiUrl: string
const clock = { offset: 0 }

beforeAll(async () => {
  catcher = await startMailCatcher()
  server = await createFoyerServer(
    {
      projects: [{ id: 'demo', origins: [pageOrigin] }],
      indexer: { enabled: false },
      auth: {
        smtp: { host: '127.0.0.1', port: catcher.smtpPort },
        from: 'Foyer <no-reply@foyer.test>',
        shareKey: '6b'.repeat(32),
        frameOrigins: [frameOrigin],
        publicUrl: 'http://127.0.0.1:1',
      },
    },
    {
      logger: { error: () => undefined, warn: () => undefined, info: () => undefined },
      now: () => Date.now() + clock.offset,
    },
  )
  apiUrl = (await server.listen({ port: 0 })).url
}, 60_000)
afterAll(async () => {
  await server?.close()
  await catcher?.stop()
})

const fromFrame: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: frameOrigin } })
const codeIn = async (email: string) => /\b(\d{6})\b/.exec((await catcher.waitFor(email)).text)?.[1] ?? ''
const signal = new AbortController().signal
const PASSWORD = 'velvet otter juggles 41 lanterns'

/** One device's frame: its own storage, the person at its prompts, and the person's authenticator. */
function device(authenticator: ReturnType<typeof createFakePasskeys> | undefined) {
  const store = createMemoryDeviceStore()
  const { person, prompts } = createFakePerson()
  const ctx = {
    api: createAuthApi({ apiUrl, fetch: fromFrame, deviceId: () => store.getDeviceId(), scope }),
    store,
    rpcUrls: {},
    smartAccounts: {},
    networks: {},
    prompts,
    passkeys: authenticator && { credentials: authenticator.credentials, rpId: 'auth.foyer.test' },
    logger: { warn: () => undefined, info: () => undefined },
    kdfMemoryKiB: 1_024,
    projectId: undefined,
    reload: undefined,
    state: { chainId: 31337, preferredAccountType: 'smartAccount' },
  } as FrameContext
  return { ctx, person }
}

async function signIn(ctx: FrameContext, email: string) {
  clock.offset += 31_000
  await connectEmail(ctx, email, signal)
  return (await connectOtp(ctx, await codeIn(email), signal)).action
}
const step = (
  ctx: FrameContext,
  type: '@w3m-app/SET_RECOVERY_PASSWORD' | '@w3m-app/ENTER_RECOVERY_PASSWORD',
) => frameHandlers[type](ctx, { id: 'test', type } as never, signal, pageOrigin)

/** A sign-up whose person sets the password and answers the passkey offer as `addPasskey` says. */
async function signUp(
  email: string,
  authenticator: ReturnType<typeof createFakePasskeys>,
  addPasskey = true,
) {
  const first = device(authenticator)
  expect(await signIn(first.ctx, email)).toBe('SET_RECOVERY_PASSWORD')
  first.person.passwords.push(PASSWORD)
  first.person.addPasskey = addPasskey
  await step(first.ctx, '@w3m-app/SET_RECOVERY_PASSWORD')
  return first
}

test('default: a passkey added at sign-up unlocks the wallet on a new device, as the password does', async () => {
  const authenticator = createFakePasskeys()
  authenticator.switches.prfAtCreate = false // the usual case: PRF on assertions only
  const email = 'passkey-owner@example.com'
  const first = await signUp(email, authenticator)
  expect(first.person.offers).toBe(1)
  expect(first.person.refusals).toEqual([])
  const address = first.ctx.state.session?.wallet?.address
  expect(address).toMatch(/^0x/)
  expect(authenticator.calls.map((call) => call.kind)).toEqual(['create', 'get'])

  const second = device(authenticator)
  expect(await signIn(second.ctx, email)).toBe('RECOVERY_PASSWORD_REQUIRED')
  second.person.usePasskey = true
  await step(second.ctx, '@w3m-app/ENTER_RECOVERY_PASSWORD')
  expect(second.person.passkeyOffered).toBe(true)
  expect(second.ctx.state.session?.wallet?.address).toBe(address)
  // The new device got a split of its own, and the first one keeps working.
  for (const ctx of [second.ctx, first.ctx]) {
    await signOut(ctx, signal)
    expect(await signIn(ctx, email)).toBe('CONNECT')
  }
}, 60_000)

test('behavior: a closed passkey dialog leaves the password usable', async () => {
  const authenticator = createFakePasskeys()
  const email = 'passkey-cancel@example.com'
  const first = await signUp(email, authenticator)
  const second = device(authenticator)
  expect(await signIn(second.ctx, email)).toBe('RECOVERY_PASSWORD_REQUIRED')
  authenticator.switches.refuse = 'NotAllowedError'
  second.person.usePasskey = true
  second.person.passwords.push(PASSWORD)
  await step(second.ctx, '@w3m-app/ENTER_RECOVERY_PASSWORD')
  expect(second.person.refusals).toEqual([expect.objectContaining({ code: 'PASSKEY_CANCELLED' })])
  expect(second.ctx.state.session?.wallet?.address).toBe(first.ctx.state.session?.wallet?.address)
}, 60_000)

test('error: an authenticator without PRF saves nothing, and the wallet is made all the same', async () => {
  const authenticator = createFakePasskeys()
  authenticator.switches.prf = false
  const email = 'passkey-noprf@example.com'
  const first = await signUp(email, authenticator)
  expect(first.person.refusals).toEqual([expect.objectContaining({ code: 'PASSKEY_UNSUPPORTED' })])
  expect(first.ctx.state.session?.wallet?.address).toMatch(/^0x/)
  const token = first.ctx.state.session?.token as string
  expect(await first.ctx.api.listPasskeys(token)).toEqual({ passkeys: [] })
  // So a new device is offered the password only.
  const second = device(authenticator)
  expect(await signIn(second.ctx, email)).toBe('RECOVERY_PASSWORD_REQUIRED')
  second.person.passwords.push(PASSWORD)
  await step(second.ctx, '@w3m-app/ENTER_RECOVERY_PASSWORD')
  expect(second.person.passkeyOffered).toBe(false)
}, 60_000)

test('behavior: a frame where passkeys cannot work (no WebAuthn, an IP host) offers none', async () => {
  const email = 'passkey-none@example.com'
  const first = device(undefined)
  expect(await signIn(first.ctx, email)).toBe('SET_RECOVERY_PASSWORD')
  first.person.passwords.push(PASSWORD)
  first.person.addPasskey = true
  await step(first.ctx, '@w3m-app/SET_RECOVERY_PASSWORD')
  expect(first.person.offers).toBe(0)
}, 60_000)
