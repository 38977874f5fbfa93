import { type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { createFoyerServer, type FoyerServer } from '@foyer/server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthApi } from './authApi.js'
import { AuthApiError } from './errors.js'
import { createWalletShares } from './keys.js'

// The frame's API client against the real Foyer server and a real mail catcher: the two sides agree on
// paths, bodies, errors and the device binding, not only each with its own stand-in.
const frameOrigin = 'http://127.0.0.1:4999'
const pageOrigin = 'https://app.example.com'
const scope = { projectId: 'demo', hostOrigin: pageOrigin }
let catcher: MailCatcher
let server: FoyerServer
let apiUrl: string

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
    { logger: { error: () => undefined, warn: () => undefined, info: () => undefined } },
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
  }
  await api.putWallet(sessionToken, wallet)
  expect(await api.getWallet(sessionToken)).toEqual(wallet)
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
