// viem's verifiers are the outside reference for what the frame signs.
import type { FrameReply } from '@foyer/protocol'
import {
  keccak256,
  recoverTransactionAddress,
  type TransactionSerialized,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createMemoryDeviceStore, type DeviceStore } from './deviceStore.js'
import { FRAME_VERSION, type Frame, startFrame } from './frame.js'
import { FAKE_OTP, FAKE_SECONDARY_OTP, type FakeAuthApi, startFakeAuthApi } from './test/fakeAuthApi.js'
import { type FakeChain, startFakeChain } from './test/fakeChain.js'
import { createFakePerson } from './test/fakePrompts.js'
import { createFakeWindow, PAGE_ORIGIN } from './test/fakeWindow.js'

const OTHER_ORIGIN = 'https://shop.example.org'
const PASSWORD = 'correct horse battery staple'

let auth: FakeAuthApi
let chain: FakeChain
const frames: Frame[] = []
let emails = 0
const TEST_TIME_LIMIT_MS = 20_000

beforeAll(async () => {
  ;[auth, chain] = await Promise.all([startFakeAuthApi(), startFakeChain()])
})

afterEach(() => {
  for (const frame of frames.splice(0)) frame.stop()
  auth.switches.hang = undefined
  auth.switches.throttle = undefined
  auth.switches.heldSessionChecks = undefined
})

afterAll(async () => {
  await Promise.all([auth.close(), chain.close()])
})

/**
 * A frame on a device (its store), as the page sees it. Its time limits default to 20 s, far above what
 * a request takes, and under the test's 30 s: a test of a time limit sets one short on a frame that
 * does nothing else under it (a short limit on the sign-up too made the test fail on a loaded machine).
 */
function startTestFrame(
  options: { store?: DeviceStore; requestTimeoutMs?: number; promptTimeoutMs?: number } = {},
) {
  const page = createFakeWindow()
  const warnings: unknown[][] = []
  const store = options.store ?? createMemoryDeviceStore()
  const { person, prompts } = createFakePerson()
  frames.push(
    startFrame({
      window: page.window,
      allowedOrigins: [PAGE_ORIGIN, OTHER_ORIGIN],
      apiUrl: auth.url,
      rpcUrls: { [chain.chainId]: chain.url },
      networks: { [chain.chainId]: { name: 'Fake Chain', symbol: 'FAKE', decimals: 18 } },
      chainId: chain.chainId,
      store,
      kdfMemoryKiB: 1_000,
      requestTimeoutMs: options.requestTimeoutMs ?? TEST_TIME_LIMIT_MS,
      promptTimeoutMs: options.promptTimeoutMs ?? TEST_TIME_LIMIT_MS,
      prompts,
      logger: { warn: (...data: unknown[]) => warnings.push(data), info: () => undefined },
    }),
  )
  return { ...page, store, warnings, person }
}
type TestFrame = ReturnType<typeof startTestFrame>

const newEmail = () => `user${++emails}@example.com`

function payloadOf(reply: FrameReply): unknown {
  return 'payload' in reply ? reply.payload : undefined
}

/** CONNECT_EMAIL then CONNECT_OTP; answers the CONNECT_OTP action. */
async function logIn(frame: TestFrame, email: string): Promise<unknown> {
  const sent = await frame.request('@w3m-app/CONNECT_EMAIL', { email })
  expect(sent.type).toBe('@w3m-frame/CONNECT_EMAIL_SUCCESS')
  const verified = await frame.request('@w3m-app/CONNECT_OTP', { otp: FAKE_OTP })
  expect(verified.type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS')
  return payloadOf(verified)
}

/** A first login: creates the wallet; answers its address. */
async function signUp(frame: TestFrame, email: string): Promise<`0x${string}`> {
  expect(await logIn(frame, email)).toEqual({ action: 'SET_RECOVERY_PASSWORD' })
  frame.person.passwords.push(PASSWORD)
  expect(await frame.request('@w3m-app/SET_RECOVERY_PASSWORD')).toMatchObject({
    type: '@w3m-frame/SET_RECOVERY_PASSWORD_SUCCESS',
  })
  const user = await frame.request('@w3m-app/GET_USER')
  return (payloadOf(user) as { address: `0x${string}` }).address
}

async function personalSign(frame: TestFrame, address: `0x${string}`, message: string) {
  const reply = await frame.request('@w3m-app/RPC_REQUEST', {
    method: 'personal_sign',
    params: [message, address],
  })
  expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
  return payloadOf(reply) as `0x${string}`
}

test('default: READY with the frame version, posted to the parent once per allowed origin', () => {
  const frame = startTestFrame()
  expect(frame.posted).toEqual([
    { message: { type: '@w3m-frame/READY', payload: { version: FRAME_VERSION } }, targetOrigin: PAGE_ORIGIN },
    {
      message: { type: '@w3m-frame/READY', payload: { version: FRAME_VERSION } },
      targetOrigin: OTHER_ORIGIN,
    },
  ])
})

test('parameters: parentOrigin sends READY to the embedding page alone, or to nobody if it is not allowed', () => {
  const start = (parentOrigin: string) => {
    const page = createFakeWindow()
    const warnings: unknown[][] = []
    frames.push(
      startFrame({
        window: page.window,
        allowedOrigins: [PAGE_ORIGIN, OTHER_ORIGIN],
        parentOrigin,
        apiUrl: auth.url,
        rpcUrls: {},
        store: createMemoryDeviceStore(),
        logger: { warn: (...data: unknown[]) => warnings.push(data), info: () => undefined },
      }),
    )
    return { posted: page.posted, warnings }
  }
  expect(start(OTHER_ORIGIN).posted).toEqual([
    {
      message: { type: '@w3m-frame/READY', payload: { version: FRAME_VERSION } },
      targetOrigin: OTHER_ORIGIN,
    },
  ])
  const foreign = start('https://evil.example')
  expect(foreign.posted).toEqual([])
  expect(foreign.warnings).toEqual([
    ['[foyer-frame] embedded by a page whose origin is not allowed:', 'https://evil.example'],
  ])
})

test('behavior: messages from a foreign origin or another window, and unknown types, are dropped and logged', async () => {
  const frame = startTestFrame()
  const before = { posted: frame.posted.length, requests: auth.requests.length }
  const connect = { id: 'x1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: newEmail() } }

  frame.send(connect, { origin: 'https://evil.example' })
  frame.send(connect, { source: { postMessage: () => undefined } })
  frame.send({ ...connect, id: 'x2', type: '@w3m-app/EXPORT_PRIVATE_KEY' })
  // A request of a feature the frame does not have (social login) is no different.
  frame.send({ id: 'x4', type: '@w3m-app/CONNECT_SOCIAL', payload: { uri: 'https://example.com/' } })
  frame.send('@w3m-app/CONNECT_EMAIL')
  frame.send({ id: 'x3', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'not an email' } })

  // A request that is answered shows the frame is listening; none of the dropped ones was acted on.
  expect(await frame.request('@w3m-app/GET_CHAIN_ID')).toMatchObject({ payload: { chainId: chain.chainId } })
  expect(frame.posted).toHaveLength(before.posted + 1)
  expect(auth.requests).toHaveLength(before.requests)
  expect(frame.warnings.map(([text]) => text)).toEqual([
    '[foyer-frame] dropped a message: origin not allowed',
    '[foyer-frame] dropped a message: not from the parent window',
    '[foyer-frame] dropped a message: not a request of the allowlist',
    '[foyer-frame] dropped a message: not a request of the allowlist',
    '[foyer-frame] dropped a message: not a request of the allowlist',
    '[foyer-frame] dropped a message: not a request of the allowlist',
  ])
  // The log names the origin and type, never the payload.
  expect(JSON.stringify(frame.warnings)).not.toContain('@example.com')
})

test('default: replies go to the parent only, with targetOrigin = the request’s origin', async () => {
  const frame = startTestFrame()
  const reply = await frame.request('@w3m-app/GET_CHAIN_ID', undefined, { origin: OTHER_ORIGIN })
  expect(frame.posted.at(-1)).toEqual({ message: reply, targetOrigin: OTHER_ORIGIN })
  expect(reply).toEqual({
    id: expect.any(String),
    type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
    payload: { chainId: chain.chainId },
  })
})

test('default: first login creates the wallet; the server gets only the auth share and the encrypted recovery share', async () => {
  const frame = startTestFrame()
  const email = newEmail()
  expect(await frame.request('@w3m-app/CONNECT_EMAIL', { email })).toMatchObject({
    payload: { action: 'VERIFY_DEVICE' },
  })
  expect(await frame.request('@w3m-app/CONNECT_DEVICE')).toMatchObject({
    type: '@w3m-frame/CONNECT_DEVICE_SUCCESS',
  })
  expect(await frame.request('@w3m-app/CONNECT_OTP', { otp: FAKE_OTP })).toMatchObject({
    payload: { action: 'SET_RECOVERY_PASSWORD' },
  })
  expect(await frame.request('@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })

  // Typed in the frame's form: the password rule refuses the first one, the form stays, a good one passes.
  frame.person.passwords.push('short', PASSWORD)
  expect(await frame.request('@w3m-app/SET_RECOVERY_PASSWORD', { password: 'from the page' })).toMatchObject({
    type: '@w3m-frame/SET_RECOVERY_PASSWORD_SUCCESS',
  })
  expect(frame.person.refusals).toEqual([expect.objectContaining({ code: 'RECOVERY_PASSWORD_TOO_SHORT' })])

  const user = await frame.request('@w3m-app/GET_USER')
  const address = (payloadOf(user) as { address: `0x${string}` }).address
  expect(user).toMatchObject({
    type: '@w3m-frame/GET_USER_SUCCESS',
    payload: {
      email,
      address,
      chainId: chain.chainId,
      smartAccountDeployed: false,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    },
  })
  expect(await frame.request('@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })

  const stored = auth.users.get(email)!.wallet!
  expect(stored.address).toBe(address)
  expect(Buffer.from(stored.authShare, 'base64')).toHaveLength(33)
  // The recovery share is an envelope (version 2 | iv | ciphertext | tag), not a share.
  expect(Buffer.from(stored.recoveryShare, 'base64')).toHaveLength(1 + 12 + 33 + 16)
  expect((await frame.store.getDeviceShare(auth.users.get(email)!.id))?.address).toBe(address)

  const signature = await personalSign(frame, address, 'hello foyer')
  expect(await verifyMessage({ address, message: 'hello foyer', signature })).toBe(true)
})

test('default: a known device connects with its share, after sign-out and after a reload', async () => {
  const store = createMemoryDeviceStore()
  const frame = startTestFrame({ store })
  const email = newEmail()
  const address = await signUp(frame, email)

  // Reload: a new frame on the same device finds the stored session.
  const reloaded = startTestFrame({ store })
  expect(await reloaded.request('@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
  const signature = await personalSign(reloaded, address, 'after reload')
  expect(await verifyMessage({ address, message: 'after reload', signature })).toBe(true)

  expect(await reloaded.request('@w3m-app/SIGN_OUT')).toMatchObject({ type: '@w3m-frame/SIGN_OUT_SUCCESS' })
  expect(await reloaded.request('@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
  expect(await startTestFrame({ store }).request('@w3m-app/IS_CONNECTED')).toMatchObject({
    payload: { isConnected: false },
  })
  expect(await reloaded.request('@w3m-app/GET_USER')).toMatchObject({
    type: '@w3m-frame/GET_USER_ERROR',
    payload: { code: 'NOT_CONNECTED', message: 'Not connected' },
  })

  // Logging in again on this device: no password, the same wallet.
  expect(await logIn(reloaded, email)).toEqual({ action: 'CONNECT' })
  const again = await personalSign(reloaded, address, 'known device')
  expect(await verifyMessage({ address, message: 'known device', signature: again })).toBe(true)
})

test('default: a new device needs the recovery password, gets its own share, and the first device keeps working', async () => {
  const email = newEmail()
  const first = startTestFrame()
  const address = await signUp(first, email)
  const walletBefore = { ...auth.users.get(email)!.wallet! }
  const writes = () => auth.requests.filter((r) => r.method !== 'GET' && r.path === '/wallet').length
  const writesBefore = writes()

  const second = startTestFrame()
  expect(await logIn(second, email)).toEqual({ action: 'RECOVERY_PASSWORD_REQUIRED' })
  expect(
    await second.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] }),
  ).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: 'NOT_CONNECTED' } })
  // A wrong password is refused in the form; the person cancels, and the step is still open.
  second.person.passwords.push('correct horse battery stapler')
  expect(await second.request('@w3m-app/ENTER_RECOVERY_PASSWORD')).toMatchObject({
    type: '@w3m-frame/ENTER_RECOVERY_PASSWORD_ERROR',
    payload: { code: 'USER_REJECTED' },
  })
  expect(second.person.refusals).toEqual([expect.objectContaining({ code: 'RECOVERY_PASSWORD_INVALID' })])
  second.person.passwords.push(PASSWORD)
  expect(await second.request('@w3m-app/ENTER_RECOVERY_PASSWORD')).toMatchObject({
    type: '@w3m-frame/ENTER_RECOVERY_PASSWORD_SUCCESS',
  })
  const signature = await personalSign(second, address, 'new device')
  expect(await verifyMessage({ address, message: 'new device', signature })).toBe(true)

  // Nothing was written to the server: its shares, and the first device's, stay valid.
  expect(auth.users.get(email)!.wallet).toEqual(walletBefore)
  expect(writes()).toBe(writesBefore)
  await first.request('@w3m-app/SIGN_OUT')
  expect(await logIn(first, email)).toEqual({ action: 'CONNECT' })
  const fromFirst = await personalSign(first, address, 'first device')
  expect(await verifyMessage({ address, message: 'first device', signature: fromFirst })).toBe(true)

  // And the second device is a known device now.
  await second.request('@w3m-app/SIGN_OUT')
  expect(await logIn(second, email)).toEqual({ action: 'CONNECT' })
})

test('default: RPC requests: accounts, chain id, typed data, a sent transaction, a forwarded read', async () => {
  const frame = startTestFrame()
  const address = await signUp(frame, newEmail())
  const rpc = (method: string, params?: unknown[]) =>
    frame.request('@w3m-app/RPC_REQUEST', params === undefined ? { method } : { method, params })

  expect(payloadOf(await rpc('eth_accounts'))).toEqual([address])
  expect(payloadOf(await rpc('eth_chainId'))).toBe('0x7a69')

  const typedData = {
    domain: { name: 'Foyer', version: '1', chainId: chain.chainId },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Note: [{ name: 'text', type: 'string' }],
    },
    primaryType: 'Note',
    message: { text: 'hi' },
  } as const
  const typedSignature = payloadOf(await rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)]))
  expect(
    await verifyTypedData({
      address,
      domain: typedData.domain,
      types: { Note: typedData.types.Note },
      primaryType: 'Note',
      message: typedData.message,
      signature: typedSignature as `0x${string}`,
    }),
  ).toBe(true)

  const hash = payloadOf(
    await rpc('eth_sendTransaction', [
      { from: address, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' },
    ]),
  )
  const raw = chain.rawTransactions.at(-1) as TransactionSerialized
  expect(hash).toBe(keccak256(raw))
  expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(address)

  expect(payloadOf(await rpc('eth_getBalance', [address, 'latest']))).toBe('0xde0b6b3a7640000')
})

test('default: each signing request is shown to the person first: who asks, with which account, on which network, exactly what', async () => {
  const frame = startTestFrame()
  const address = await signUp(frame, newEmail())
  const rpc = (method: string, params: unknown[], from?: { origin: string }) =>
    frame.request('@w3m-app/RPC_REQUEST', { method, params }, from)

  await rpc('personal_sign', ['0x68656c6c6f', address], { origin: OTHER_ORIGIN })
  await rpc('personal_sign', ['0xff00', address])
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  await rpc('eth_sendTransaction', [{ to, value: '0xde0b6b3a7640000', data: '0xabcdef' }])
  expect(frame.person.consents).toEqual([
    {
      request: { kind: 'message', origin: OTHER_ORIGIN, account: address, text: 'hello', hex: false },
      network: { name: 'Fake Chain', symbol: 'FAKE', decimals: 18 },
    },
    {
      request: { kind: 'message', origin: PAGE_ORIGIN, account: address, text: '0xff00', hex: true },
      network: { name: 'Fake Chain', symbol: 'FAKE', decimals: 18 },
    },
    {
      request: {
        kind: 'transaction',
        origin: PAGE_ORIGIN,
        account: address,
        chainId: chain.chainId,
        to,
        value: 10n ** 18n,
        data: '0xabcdef',
        preview: expect.any(Promise),
      },
      network: { name: 'Fake Chain', symbol: 'FAKE', decimals: 18 },
    },
  ])
  // Reads need no one's answer.
  await rpc('eth_blockNumber', [])
  expect(frame.person.consents).toHaveLength(3)
})

test('behavior: signing requests are put to the person in the order they came, whichever session check the server answers first', async () => {
  const frame = startTestFrame()
  const address = await signUp(frame, newEmail())
  const held: Array<() => void> = []
  auth.switches.heldSessionChecks = held
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const replies = [
    frame.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x6669727374', address] }),
    frame.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x7365636f6e64', address] }),
    frame.request('@w3m-app/RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to, value: '0x1' }] }),
  ]
  await vi.waitFor(() => expect(held).toHaveLength(3))
  // The server answers the last check first.
  for (const answer of [...held].reverse()) answer()
  for (const reply of await Promise.all(replies)) expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
  expect(
    frame.person.consents.map(({ request }) => ('text' in request ? request.text : request.kind)),
  ).toEqual(['first', 'second', 'transaction'])
})

test('error: CANCEL_PROMPTS also ends the signing requests that came before it and were not yet on screen', async () => {
  const frame = startTestFrame()
  const address = await signUp(frame, newEmail())
  const held: Array<() => void> = []
  auth.switches.heldSessionChecks = held
  const reply = frame.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] })
  await vi.waitFor(() => expect(held).toHaveLength(1))
  await frame.request('@w3m-app/CANCEL_PROMPTS')
  held[0]?.()
  expect(await reply).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: 'ABORTED' } })
  expect(frame.person.consents).toEqual([])
  // A request that comes after the cancel is asked as usual.
  auth.switches.heldSessionChecks = undefined
  expect(
    await frame.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] }),
  ).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS' })
  expect(frame.person.consents).toHaveLength(1)
})

test('error: what the person rejects, or what nobody answers, is never signed and never sent', async () => {
  const store = createMemoryDeviceStore()
  const frame = startTestFrame({ store })
  const address = await signUp(frame, newEmail())
  const sent = chain.rawTransactions.length
  frame.person.answer = 'reject'
  for (const [method, params] of [
    ['personal_sign', ['0x68656c6c6f', address]],
    ['eth_sendTransaction', [{ to: address, value: '0x1' }]],
  ] as const)
    expect(await frame.request('@w3m-app/RPC_REQUEST', { method, params })).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { code: 'USER_REJECTED', message: 'User rejected the request.' },
    })
  // A prompt nobody answers ends with the prompt time limit, unsigned (the same device, reloaded with a
  // short limit).
  const waiting = startTestFrame({ store, promptTimeoutMs: 300 })
  expect(await waiting.request('@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
  waiting.person.answer = 'wait'
  expect(
    await waiting.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] }),
  ).toMatchObject({
    type: '@w3m-frame/RPC_REQUEST_ERROR',
    payload: { code: 'TIMEOUT', message: 'Request timed out after 300 ms' },
  })
  expect(chain.rawTransactions).toHaveLength(sent)
})

test('error: a frame with no window to ask in signs nothing and takes no password', async () => {
  const page = createFakeWindow()
  frames.push(
    startFrame({
      window: page.window,
      allowedOrigins: [PAGE_ORIGIN],
      apiUrl: auth.url,
      rpcUrls: { [chain.chainId]: chain.url },
      chainId: chain.chainId,
      store: createMemoryDeviceStore(),
      kdfMemoryKiB: 1_000,
      logger: { warn: () => undefined, info: () => undefined },
    }),
  )
  await page.request('@w3m-app/CONNECT_EMAIL', { email: newEmail() })
  await page.request('@w3m-app/CONNECT_OTP', { otp: FAKE_OTP })
  expect(await page.request('@w3m-app/SET_RECOVERY_PASSWORD')).toMatchObject({
    type: '@w3m-frame/SET_RECOVERY_PASSWORD_ERROR',
    payload: { code: 'CONSENT_UNAVAILABLE' },
  })
})

test("behavior: CANCEL_PROMPTS ends the prompts; the page's theme and language reach them", async () => {
  const frame = startTestFrame()
  await frame.request('@w3m-app/CANCEL_PROMPTS')
  expect(frame.person.cancelled).toBe(1)
  await frame.request('@w3m-app/SYNC_THEME', {
    themeMode: 'dark',
    themeVariables: { '--foyer-accent': '#f00' },
  })
  expect(frame.person.theme).toEqual({ themeMode: 'dark', themeVariables: { '--foyer-accent': '#f00' } })
  await frame.request('@w3m-app/SYNC_DAPP_DATA', {
    sdkVersion: '1',
    sdkType: 'foyer',
    projectId: 'p',
    locale: 'de',
  })
  expect(frame.person.locale).toBe('de')
})

test("behavior: sign-out on every device ends the other devices' sessions: they sign nothing more", async () => {
  const email = newEmail()
  const first = startTestFrame()
  const address = await signUp(first, email)
  const second = startTestFrame()
  expect(await logIn(second, email)).toEqual({ action: 'RECOVERY_PASSWORD_REQUIRED' })
  second.person.passwords.push(PASSWORD)
  await second.request('@w3m-app/ENTER_RECOVERY_PASSWORD')
  await personalSign(second, address, 'before')

  expect(await first.request('@w3m-app/SIGN_OUT', { everywhere: true })).toMatchObject({
    type: '@w3m-frame/SIGN_OUT_SUCCESS',
  })
  expect(auth.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/session?all=1' })
  // The second device still holds its session in memory, but the server says it is over.
  expect(
    await second.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] }),
  ).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { code: 'NOT_CONNECTED' } })
  expect(await second.request('@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
})

test('behavior: failures answer _ERROR with the payload message', async () => {
  const frame = startTestFrame()
  const email = newEmail()
  const error = async (type: Parameters<TestFrame['request']>[0], payload?: unknown) => {
    const reply = await frame.request(type, payload)
    expect(reply.type).toBe(`${type.replace('@w3m-app/', '@w3m-frame/')}_ERROR`)
    return payloadOf(reply)
  }

  expect(await error('@w3m-app/CONNECT_OTP', { otp: FAKE_OTP })).toEqual({
    code: 'UNEXPECTED_STEP',
    message: 'Enter your email first',
  })
  expect(await error('@w3m-app/CONNECT_DEVICE')).toMatchObject({ code: 'UNEXPECTED_STEP' })
  auth.switches.throttle = 30
  expect(await error('@w3m-app/CONNECT_EMAIL', { email })).toEqual({
    code: 'EMAIL_THROTTLED',
    message: 'Please try again after 30 seconds',
    retryAfter: 30,
  })
  auth.switches.throttle = undefined
  await frame.request('@w3m-app/CONNECT_EMAIL', { email })
  expect(await error('@w3m-app/CONNECT_OTP', { otp: '000000' })).toMatchObject({
    code: 'OTP_INVALID',
    triesLeft: 2,
  })
  expect(await error('@w3m-app/SWITCH_NETWORK', { chainId: 999 })).toEqual({
    code: 'UNSUPPORTED_CHAIN',
    message: 'Unsupported chain',
  })
  expect(await error('@w3m-app/RELOAD')).toMatchObject({ code: 'NOT_SUPPORTED' })

  const address = await signUp(startTestFrame(), newEmail())
  const own = startTestFrame()
  const ownAddress = await signUp(own, newEmail())
  const rpcError = async (method: string, params: unknown[]) =>
    payloadOf(await own.request('@w3m-app/RPC_REQUEST', { method, params }))
  expect(await rpcError('eth_sign', [ownAddress, '0x00'])).toEqual({
    code: 'RPC_METHOD_NOT_ALLOWED',
    message: 'Requested RPC call is not allowed',
  })
  expect(await rpcError('personal_sign', ['0x00', address])).toEqual({
    code: 'INVALID_REQUEST',
    message: 'The request is for another account',
  })
  expect(
    await rpcError('eth_signTypedData_v4', [
      ownAddress,
      { types: {}, primaryType: 'X', domain: { chainId: 1 }, message: {} },
    ]),
  ).toMatchObject({ code: 'INVALID_REQUEST', message: 'The typed data is for chain 1' })
})

test('behavior: every request is answered within its time bound', async () => {
  const frame = startTestFrame({ requestTimeoutMs: 200 })
  auth.switches.hang = true
  expect(await frame.request('@w3m-app/CONNECT_EMAIL', { email: newEmail() })).toMatchObject({
    type: '@w3m-frame/CONNECT_EMAIL_ERROR',
    payload: { code: 'TIMEOUT', message: 'Request timed out after 200 ms' },
  })
})

test('default: email update with the codes of both addresses', async () => {
  const frame = startTestFrame()
  await signUp(frame, newEmail())
  const next = newEmail()
  expect(await frame.request('@w3m-app/UPDATE_EMAIL', { email: next })).toMatchObject({
    type: '@w3m-frame/UPDATE_EMAIL_SUCCESS',
    payload: { action: 'VERIFY_PRIMARY_OTP' },
  })
  expect(await frame.request('@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', { otp: FAKE_OTP })).toMatchObject({
    type: '@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS',
  })
  expect(
    await frame.request('@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', { otp: FAKE_SECONDARY_OTP }),
  ).toMatchObject({
    type: '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS',
    payload: { newEmail: next },
  })
  expect(await frame.request('@w3m-app/GET_USER')).toMatchObject({ payload: { email: next } })
})

test('default: network switch, sync messages', async () => {
  const frame = startTestFrame()
  expect(
    await frame.request('@w3m-app/SWITCH_NETWORK', { chainId: `eip155:${chain.chainId}` }),
  ).toMatchObject({
    payload: { chainId: chain.chainId },
  })
  expect(await frame.request('@w3m-app/SYNC_THEME', { themeMode: 'dark' })).toMatchObject({
    type: '@w3m-frame/SYNC_THEME_SUCCESS',
  })
  expect(
    await frame.request('@w3m-app/SYNC_DAPP_DATA', { sdkVersion: '6.6.1', sdkType: 'foyer', projectId: 'p' }),
  ).toMatchObject({ type: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS' })
})

test('parameters: allowed origins must be exact origins', () => {
  for (const origin of ['*', 'https://app.example.com/', 'app.example.com', 'https://app.example.com/path'])
    expect(() =>
      startFrame({
        window: createFakeWindow().window,
        allowedOrigins: [origin],
        apiUrl: auth.url,
        rpcUrls: {},
        store: createMemoryDeviceStore(),
      }),
    ).toThrow('Not an exact origin')
})
