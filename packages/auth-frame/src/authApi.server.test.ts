import { type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { createFoyerServer, type FoyerServer } from '@foyer/server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthApi } from './authApi.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import type { FrameContext } from './context.js'
import { createMemoryDeviceStore } from './deviceStore.js'
import { AuthApiError, RecoveryLockedError, WrongRecoveryPasswordError } from './errors.js'
import { createWalletShares } from './keys.js'
import { connectEmail, connectOtp, enterRecoveryPassword, setRecoveryPassword, signOut } from './login.js'
import { deriveRecoveryKeys } from './recovery.js'

// The frame's API client against the real Foyer server and a real mail catcher: the two sides agree on
// paths, bodies, errors and the device binding, not only each with its own stand-in.
const frameOrigin = 'http://127.0.0.1:4999'
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
      projects: [
        { id: 'demo', origins: [pageOrigin] },
        { id: 'other', origins: [pageOrigin] },
      ],
      indexer: { enabled: false },
      auth: {
        smtp: { host: '127.0.0.1', port: catcher.smtpPort },
        from: 'Foyer <no-reply@foyer.test>',
        shareKey: '5a'.repeat(32),
        frameOrigins: [frameOrigin],
        publicUrl: 'http://127.0.0.1:1',
      },
    },
    // The server's clock runs ahead by `clock.offset`: tests move it instead of waiting (resend throttle).
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

/** fetch as the frame's page sends it: from the frame's origin. */
const fromFrame: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: frameOrigin } })

const codeIn = async (email: string) => /\b(\d{6})\b/.exec((await catcher.waitFor(email)).text)?.[1] ?? ''

test('default: code by mail, session, the wallet stored once and read back on the device that made it', async () => {
  const deviceId = 'device-a-0000000000000000'
  const api = createAuthApi({ apiUrl, fetch: fromFrame, deviceId: async () => deviceId, scope })
  const email = 'ada@example.com'
  expect(await api.requestOtp({ email, deviceId })).toEqual({ action: 'VERIFY_OTP' })
  const { sessionToken, user } = await api.verifyOtp({ email, deviceId, otp: await codeIn(email) })
  expect(user).toMatchObject({ email, isNew: true, address: null })

  const shares = await createWalletShares()
  const wallet = {
    address: shares.address,
    authShare: Buffer.from(shares.authShare).toString('base64'),
    recoveryShare: Buffer.from('sealed recovery envelope').toString('base64'),
    recovery: {
      salt: Buffer.alloc(16, 1).toString('base64'),
      kdf: { memoryKiB: 65536, passes: 3, parallelism: 1 },
      verifier: Buffer.alloc(32, 2).toString('base64'),
    },
  }
  await api.putWallet(sessionToken, wallet)
  // GET /wallet answers the auth share, never the recovery envelope (issue #24 item 2).
  expect(await api.getWallet(sessionToken)).toEqual({ address: wallet.address, authShare: wallet.authShare })
  expect(await api.getSession(sessionToken)).toMatchObject({ address: shares.address })

  // The same token from another device is refused: a stolen token releases no share.
  const elsewhere = createAuthApi({
    apiUrl,
    fetch: fromFrame,
    deviceId: async () => 'device-b-000000000000000',
    scope,
  })
  const error = await elsewhere.getWallet(sessionToken).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(AuthApiError)
  expect(error).toMatchObject({ status: 403 })

  // Another project's frame on the same page, same device: the token is not its session.
  const otherProject = createAuthApi({
    apiUrl,
    fetch: fromFrame,
    deviceId: async () => deviceId,
    scope: { ...scope, projectId: 'other' },
  })
  expect(await otherProject.getWallet(sessionToken).catch((caught: unknown) => caught)).toMatchObject({
    code: 'SESSION_INVALID',
    status: 401,
  })

  // Signing out everywhere ends this session and the account's others.
  const second = await (async () => {
    const otherDevice = 'device-d-0000000000000000'
    const other = createAuthApi({ apiUrl, fetch: fromFrame, deviceId: async () => otherDevice, scope })
    await other.requestOtp({ email, deviceId: otherDevice })
    const { sessionToken: token } = await other.verifyOtp({
      email,
      deviceId: otherDevice,
      otp: await codeIn(email),
    })
    return { other, token }
  })()
  await api.deleteSession(sessionToken, { all: true })
  for (const [client, token] of [
    [api, sessionToken],
    [second.other, second.token],
  ] as const)
    expect(await client.getSession(token).catch((caught: unknown) => caught)).toMatchObject({ status: 401 })
})

test('behavior: a sign-in without a project and page origin is refused', async () => {
  const deviceId = 'device-e-0000000000000000'
  const api = createAuthApi({ apiUrl, fetch: fromFrame, scope: () => undefined })
  const email = 'eve@example.com'
  await api.requestOtp({ email, deviceId })
  const error = await api
    .verifyOtp({ email, deviceId, otp: await codeIn(email) })
    .catch((caught: unknown) => caught)
  expect(error).toMatchObject({ code: 'SCOPE_MISSING', status: 400 })
})

test('behavior: a second code within 30 s is refused with the seconds left', async () => {
  const api = createAuthApi({ apiUrl, fetch: fromFrame })
  const email = 'bob@example.com'
  await api.requestOtp({ email, deviceId: 'device-c-000000000000000' })
  const error = await api
    .requestOtp({ email, deviceId: 'device-c-000000000000000' })
    .catch((caught: unknown) => caught)
  expect(error).toMatchObject({ code: 'EMAIL_THROTTLED', status: 429 })
  expect((error as AuthApiError).retryAfter).toBeGreaterThan(0)
  expect((error as AuthApiError).message).toMatch(/^Please try again after \d+ seconds?$/)
})

/** A frame's login context on one device, against the real server (the frame's own logic, no window). */
function deviceContext(): FrameContext {
  const store = createMemoryDeviceStore()
  return {
    api: createAuthApi({ apiUrl, fetch: fromFrame, deviceId: () => store.getDeviceId(), scope }),
    store,
    rpcUrls: {},
    smartAccounts: {},
    networks: {},
    prompts: undefined,
    logger: { warn: () => undefined, info: () => undefined },
    // The explicit test knob: Argon2id with 1 MiB and 1 pass instead of 64 MiB and 3.
    kdfMemoryKiB: 1_024,
    projectId: undefined,
    reload: undefined,
    state: { chainId: 31337, preferredAccountType: 'smartAccount' },
  } as FrameContext
}

async function signIn(ctx: FrameContext, email: string) {
  const signal = new AbortController().signal
  clock.offset += 31_000
  await connectEmail(ctx, email, signal)
  return (await connectOtp(ctx, await codeIn(email), signal)).action
}

test('behavior: a mailbox holder on a new device gets at most 10 online password tries and never the envelope', async () => {
  const signal = new AbortController().signal
  const email = 'owner@example.com'
  const password = 'velvet otter juggles 41 lanterns'
  const owner = deviceContext()
  expect(await signIn(owner, email)).toBe('SET_RECOVERY_PASSWORD')
  // The passwords are refused before anything is made.
  for (const weak of ['aaaaaaaaaa', 'sunflower7'])
    await expect(setRecoveryPassword(owner, weak, signal)).rejects.toMatchObject({
      code: expect.stringMatching(/^RECOVERY_PASSWORD_(WEAK|TOO_SHORT)$/),
    })
  await setRecoveryPassword(owner, password, signal)
  const address = owner.state.session?.wallet?.address
  expect(address).toMatch(/^0x/)

  // The attacker reads the mailbox and signs in on a device of their own.
  const attacker = deviceContext()
  const deviceId = await attacker.store.getDeviceId()
  const api = createAuthApi({ apiUrl, fetch: fromFrame, deviceId: async () => deviceId, scope })
  await api.requestOtp({ email, deviceId })
  const { sessionToken } = await api.verifyOtp({ email, deviceId, otp: await codeIn(email) })
  // GET /wallet: the address and the auth share only. Nothing there to guess against.
  const raw = await fromFrame(`${apiUrl}/auth/v1/wallet`, {
    headers: {
      authorization: `Bearer ${sessionToken}`,
      'x-foyer-device': deviceId,
      'x-foyer-project': scope.projectId,
      'x-foyer-origin': scope.hostOrigin,
    },
  })
  expect(Object.keys((await raw.json()) as object).sort()).toEqual(['address', 'authShare'])

  // Every guess takes an evaluation by the server, counted; a wrong one never answers the envelope.
  const { salt, kdf, triesLeft } = await api.getRecovery(sessionToken)
  expect(triesLeft).toBe(10)
  const guess = async (candidate: string) => {
    try {
      return await tryPassword(candidate)
    } catch (error) {
      return error
    }
  }
  const tryPassword = async (candidate: string) => {
    const keys = await deriveRecoveryKeys(
      candidate,
      base64ToBytes(salt)!,
      kdf,
      async (blinded) =>
        base64ToBytes((await api.evaluateRecovery(sessionToken, bytesToBase64(blinded))).evaluated)!,
    )
    return api.openRecovery(sessionToken, bytesToBase64(keys.verifier))
  }
  const answers: unknown[] = []
  for (let index = 0; index < 12; index++) answers.push(await guess(`sunflower${index}`))
  expect(answers.slice(0, 9)).toEqual(
    Array.from({ length: 9 }, (_, index) =>
      expect.objectContaining({ code: 'RECOVERY_PASSWORD_INVALID', triesLeft: 9 - index }),
    ),
  )
  for (const answer of answers.slice(9))
    expect(answer).toMatchObject({ code: 'RECOVERY_LOCKED', status: 423 })
  for (const answer of answers) expect(answer).not.toHaveProperty('recoveryShare')
  // Locked: even the right password opens nothing now, and the owner was told.
  expect(await guess(password)).toMatchObject({ code: 'RECOVERY_LOCKED' })
  expect((await catcher.waitFor(email, (mail) => mail.subject === 'Wallet recovery locked')).text).toContain(
    'locked until',
  )

  // Through the frame's own step, the lock is a typed error with its wait.
  expect(await signIn(attacker, email)).toBe('RECOVERY_PASSWORD_REQUIRED')
  const locked = await enterRecoveryPassword(attacker, password, signal).catch((error: unknown) => error)
  expect(locked).toBeInstanceOf(RecoveryLockedError)
  expect((locked as RecoveryLockedError).retryAfter).toBeGreaterThan(86_000)

  // The owner's device is not concerned: it still connects with its own share.
  await signOut(owner, signal)
  expect(await signIn(owner, email)).toBe('CONNECT')
}, 60_000)

test('default: a new device recovers with the password, gets a split of its own, and the first device keeps working', async () => {
  const signal = new AbortController().signal
  const email = 'grace@example.com'
  const password = 'velvet otter juggles 41 lanterns'
  const first = deviceContext()
  expect(await signIn(first, email)).toBe('SET_RECOVERY_PASSWORD')
  await setRecoveryPassword(first, password, signal)
  const second = deviceContext()
  expect(await signIn(second, email)).toBe('RECOVERY_PASSWORD_REQUIRED')
  const wrong = await enterRecoveryPassword(second, 'correct horse battery stapler', signal).catch(
    (e: unknown) => e,
  )
  expect(wrong).toBeInstanceOf(WrongRecoveryPasswordError)
  expect((wrong as WrongRecoveryPasswordError).triesLeft).toBe(9)
  await enterRecoveryPassword(second, password, signal)
  expect(second.state.session?.wallet?.address).toBe(first.state.session?.wallet?.address)
  // Both devices are known devices now, each with its own share.
  for (const ctx of [first, second]) {
    await signOut(ctx, signal)
    expect(await signIn(ctx, email)).toBe('CONNECT')
  }
}, 60_000)
