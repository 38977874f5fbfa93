// The frame's accounts (issue #29) through its messages, with a fake smart-account service: which
// account is active, what the page is told, and what is signed as which.
import type { FrameReply } from '@foyer/protocol'
import { type Address, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createMemoryDeviceStore } from './deviceStore.js'
import { type Frame, startFrame } from './frame.js'
import type { SmartAccountChain } from './frameConfig.js'
import type { FramePrompts } from './prompts/types.js'
import type { SmartAccountChainConfig } from './smartAccount/index.js'
import { FAKE_OTP, type FakeAuthApi, startFakeAuthApi } from './test/fakeAuthApi.js'
import { type FakeChain, startFakeChain } from './test/fakeChain.js'
import { createFakePerson } from './test/fakePrompts.js'
import {
  createFakeSmartAccount,
  FAKE_SMART_SIGNATURE,
  FAKE_TRANSACTION_HASH,
  smartAccountOf,
} from './test/fakeSmartAccount.js'
import { createFakeWindow, PAGE_ORIGIN } from './test/fakeWindow.js'

const PASSWORD = 'correct horse battery staple'
const FACTORY: Address = '0x4fD9A7E3E2dF8b0B2bc1A96a4A8F5b1C3D2e1f00'
/** A second chain on the same fake node, without smart accounts. */
const PLAIN_CHAIN = 8453

let auth: FakeAuthApi
let chain: FakeChain
const frames: Frame[] = []
let emails = 0
/**
 * The frame's time limits: far above what a request takes, and under the test's 30 s. A short one made
 * the sign-up before it fail on a loaded machine; the test of a time limit runs its clock by hand.
 */
const TEST_TIME_LIMIT_MS = 20_000

beforeAll(async () => {
  ;[auth, chain] = await Promise.all([startFakeAuthApi(), startFakeChain()])
})

afterEach(() => {
  for (const frame of frames.splice(0)) frame.stop()
})

afterAll(async () => {
  await Promise.all([auth.close(), chain.close()])
})

function startTestFrame(
  options: {
    smartAccounts?: Record<number, SmartAccountChain>
    prompts?: (prompts: FramePrompts) => FramePrompts
  } = {},
) {
  const page = createFakeWindow()
  const warnings: unknown[][] = []
  const { person, prompts } = createFakePerson()
  const smart = createFakeSmartAccount()
  frames.push(
    startFrame({
      window: page.window,
      allowedOrigins: [PAGE_ORIGIN],
      apiUrl: auth.url,
      rpcUrls: { [chain.chainId]: chain.url, [PLAIN_CHAIN]: chain.url },
      smartAccounts: options.smartAccounts ?? {},
      smartAccount: smart.service,
      chainId: chain.chainId,
      store: createMemoryDeviceStore(),
      kdfMemoryKiB: 1_000,
      requestTimeoutMs: TEST_TIME_LIMIT_MS,
      promptTimeoutMs: TEST_TIME_LIMIT_MS,
      prompts: options.prompts ? options.prompts(prompts) : prompts,
      logger: { warn: (...data: unknown[]) => warnings.push(data), info: () => undefined },
    }),
  )
  return { ...page, warnings, person, smart }
}
type TestFrame = ReturnType<typeof startTestFrame>

const withSmartAccounts = (sponsored = false) => ({
  smartAccounts: { [chain.chainId]: { bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY, sponsored } },
})

function payloadOf(reply: FrameReply): unknown {
  return 'payload' in reply ? reply.payload : undefined
}

/** A first login (CONNECT_EMAIL, CONNECT_OTP, SET_RECOVERY_PASSWORD): answers the wallet's EOA. */
async function signUp(frame: TestFrame): Promise<Address> {
  await frame.request('@w3m-app/CONNECT_EMAIL', { email: `accounts${++emails}@example.com` })
  expect(payloadOf(await frame.request('@w3m-app/CONNECT_OTP', { otp: FAKE_OTP }))).toEqual({
    action: 'SET_RECOVERY_PASSWORD',
  })
  frame.person.passwords.push(PASSWORD)
  await frame.request('@w3m-app/SET_RECOVERY_PASSWORD')
  const eoa = [...auth.users.values()].at(-1)?.wallet?.address as Address | undefined
  if (!eoa) throw new Error('no wallet')
  return eoa
}

async function rpc(frame: TestFrame, method: string, params: unknown[]) {
  return frame.request('@w3m-app/RPC_REQUEST', { method, params })
}

describe('a chain without smart accounts', () => {
  test('default: a plain-key wallet is an EOA everywhere', async () => {
    const frame = startTestFrame()
    const eoa = await signUp(frame)
    expect(payloadOf(await frame.request('@w3m-app/GET_USER'))).toMatchObject({
      address: eoa,
      smartAccountDeployed: false,
      accounts: [{ address: eoa, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    // The page's preference for the smart account does not make the EOA one.
    expect(
      payloadOf(await frame.request('@w3m-app/GET_USER', { preferredAccountType: 'smartAccount' })),
    ).toMatchObject({ address: eoa, accounts: [{ address: eoa, type: 'eoa' }], preferredAccountType: 'eoa' })
    expect(await frame.request('@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
      payload: { smartAccountEnabledNetworks: [] },
    })
    expect(await frame.request('@w3m-app/INIT_SMART_ACCOUNT')).toMatchObject({
      type: '@w3m-frame/INIT_SMART_ACCOUNT_ERROR',
      payload: { code: 'SMART_ACCOUNT_UNAVAILABLE', message: `Chain ${chain.chainId} has no smart accounts` },
    })
    expect(await frame.request('@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
      type: '@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR',
      payload: { code: 'SMART_ACCOUNT_UNAVAILABLE' },
    })
    expect(await frame.request('@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toMatchObject({
      payload: { type: 'eoa', address: eoa },
    })
    expect(payloadOf(await rpc(frame, 'eth_accounts', []))).toEqual([eoa])
    const signature = payloadOf(await rpc(frame, 'personal_sign', ['0x68656c6c6f', eoa])) as `0x${string}`
    expect(await verifyMessage({ address: eoa, message: 'hello', signature })).toBe(true)
    expect(frame.person.consents[0]?.request).not.toHaveProperty('smartAccount')
    expect(frame.smart.calls).toEqual([])
  })
})

describe('a chain with smart accounts', () => {
  test('default: the smart account is active, its address asked once per session', async () => {
    const frame = startTestFrame(withSmartAccounts())
    const eoa = await signUp(frame)
    const smart = smartAccountOf(eoa, FACTORY)
    expect(await frame.request('@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
      payload: { smartAccountEnabledNetworks: [chain.chainId] },
    })
    expect(payloadOf(await frame.request('@w3m-app/GET_USER'))).toMatchObject({
      address: smart,
      chainId: chain.chainId,
      smartAccountDeployed: false,
      accounts: [
        { address: smart, type: 'smartAccount' },
        { address: eoa, type: 'eoa' },
      ],
      preferredAccountType: 'smartAccount',
    })
    frame.smart.switches.deployed = true
    expect(payloadOf(await frame.request('@w3m-app/INIT_SMART_ACCOUNT'))).toEqual({
      address: smart,
      isDeployed: true,
    })
    expect(payloadOf(await frame.request('@w3m-app/GET_USER'))).toMatchObject({ smartAccountDeployed: true })
    expect(payloadOf(await rpc(frame, 'eth_accounts', []))).toEqual([smart])
    expect(payloadOf(await rpc(frame, 'eth_requestAccounts', []))).toEqual([smart])
    expect(frame.smart.count('getSmartAccountAddress')).toBe(1)
    expect(frame.smart.calls[0]?.parameters).toEqual({
      owner: eoa,
      rpcUrl: chain.url,
      config: { factory: FACTORY, bundlerUrl: 'http://127.0.0.1:4337' },
    })
  })

  test('behavior: SET_PREFERRED_ACCOUNT both ways, and GET_USER’s preferredAccountType', async () => {
    const frame = startTestFrame(withSmartAccounts())
    const eoa = await signUp(frame)
    const smart = smartAccountOf(eoa, FACTORY)
    expect(await frame.request('@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toMatchObject({
      type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS',
      payload: { type: 'eoa', address: eoa },
    })
    expect(payloadOf(await frame.request('@w3m-app/GET_USER'))).toMatchObject({
      address: eoa,
      smartAccountDeployed: false,
      accounts: [
        { address: eoa, type: 'eoa' },
        { address: smart, type: 'smartAccount' },
      ],
      preferredAccountType: 'eoa',
    })
    expect(payloadOf(await rpc(frame, 'eth_accounts', []))).toEqual([eoa])
    expect(
      payloadOf(await frame.request('@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })),
    ).toEqual({
      type: 'smartAccount',
      address: smart,
    })
    expect(payloadOf(await rpc(frame, 'eth_accounts', []))).toEqual([smart])
    expect(
      payloadOf(await frame.request('@w3m-app/GET_USER', { preferredAccountType: 'eoa' })),
    ).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(
      payloadOf(await frame.request('@w3m-app/GET_USER', { preferredAccountType: 'smartAccount' })),
    ).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
  })

  test('behavior: SWITCH_NETWORK to a chain without smart accounts makes the EOA active there', async () => {
    const frame = startTestFrame(withSmartAccounts())
    const eoa = await signUp(frame)
    const smart = smartAccountOf(eoa, FACTORY)
    await frame.request('@w3m-app/SWITCH_NETWORK', { chainId: PLAIN_CHAIN })
    expect(payloadOf(await frame.request('@w3m-app/GET_USER'))).toMatchObject({
      address: eoa,
      chainId: PLAIN_CHAIN,
      accounts: [{ address: eoa, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(payloadOf(await rpc(frame, 'eth_accounts', []))).toEqual([eoa])
    // The page's preference stands: back on the first chain, the smart account is active again.
    await frame.request('@w3m-app/SWITCH_NETWORK', { chainId: chain.chainId })
    expect(payloadOf(await frame.request('@w3m-app/GET_USER'))).toMatchObject({ address: smart })
  })

  test('error: the address cannot be read (RPC down): SET_PREFERRED_ACCOUNT fails, the EOA stays active', async () => {
    const frame = startTestFrame(withSmartAccounts())
    const eoa = await signUp(frame)
    await frame.request('@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    frame.smart.switches.down = true
    expect(await frame.request('@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
      type: '@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR',
      payload: {
        code: 'SMART_ACCOUNT_UNAVAILABLE',
        message: 'The smart account’s address could not be read from the chain',
      },
    })
    expect(payloadOf(await rpc(frame, 'eth_accounts', []))).toEqual([eoa])
    // GET_USER asking for the smart account falls back to the EOA, logged.
    expect(
      payloadOf(await frame.request('@w3m-app/GET_USER', { preferredAccountType: 'smartAccount' })),
    ).toMatchObject({ address: eoa, accounts: [{ address: eoa, type: 'eoa' }], preferredAccountType: 'eoa' })
    expect(frame.warnings).toContainEqual([
      '[foyer-frame] smart account unavailable, the EOA is active:',
      'The smart account’s address could not be read from the chain',
      expect.any(Error),
    ])
    expect(payloadOf(await rpc(frame, 'eth_accounts', []))).toEqual([eoa])
    // A failed read is not kept: once the chain answers, the smart account can be chosen.
    frame.smart.switches.down = false
    expect(
      payloadOf(await frame.request('@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })),
    ).toEqual({
      type: 'smartAccount',
      address: smartAccountOf(eoa, FACTORY),
    })
  })

  test('behavior: sign-out forgets the smart account’s address; another wallet gets its own', async () => {
    const frame = startTestFrame(withSmartAccounts())
    const first = await signUp(frame)
    expect(payloadOf(await frame.request('@w3m-app/GET_USER'))).toMatchObject({
      address: smartAccountOf(first, FACTORY),
    })
    await frame.request('@w3m-app/SIGN_OUT')
    const second = await signUp(frame)
    expect(second).not.toBe(first)
    expect(payloadOf(await frame.request('@w3m-app/GET_USER'))).toMatchObject({
      address: smartAccountOf(second, FACTORY),
      accounts: [{ type: 'smartAccount' }, { address: second, type: 'eoa' }],
    })
    expect(frame.smart.count('getSmartAccountAddress')).toBe(2)
  })
})

describe('signing as the smart account', () => {
  test('default: personal_sign and eth_signTypedData_v4 name the smart account and are signed as it', async () => {
    const frame = startTestFrame(withSmartAccounts())
    const eoa = await signUp(frame)
    const smart = smartAccountOf(eoa, FACTORY)
    expect(await rpc(frame, 'personal_sign', ['0x68656c6c6f', eoa])).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { code: 'INVALID_REQUEST', message: 'The request is for another account' },
    })
    expect(payloadOf(await rpc(frame, 'personal_sign', ['0x68656c6c6f', smart]))).toBe(FAKE_SMART_SIGNATURE)
    const typedData = {
      domain: { name: 'Mail', chainId: chain.chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    expect(payloadOf(await rpc(frame, 'eth_signTypedData_v4', [smart, typedData]))).toBe(FAKE_SMART_SIGNATURE)
    expect(
      frame.person.consents.map(({ request }) => [request.kind, request.account, request.smartAccount]),
    ).toEqual([
      ['message', smart, true],
      ['typedData', smart, true],
    ])
    const [message, typed] = frame.smart.calls.filter(({ method }) => method.startsWith('sign'))
    expect(message).toMatchObject({
      method: 'signMessageAsSmartAccount',
      parameters: { chainId: chain.chainId, rpcUrl: chain.url, message: { raw: '0x68656c6c6f' } },
    })
    expect(message?.parameters.wallet).toMatchObject({ address: eoa })
    expect(typed).toMatchObject({
      method: 'signTypedDataAsSmartAccount',
      parameters: { typedData: { primaryType: 'Mail', message: { contents: 'hi' } } },
    })
  })

  test('default: eth_sendTransaction is a user operation, sponsored through the server’s paymaster route', async () => {
    const frame = startTestFrame(withSmartAccounts(true))
    const eoa = await signUp(frame)
    const smart = smartAccountOf(eoa, FACTORY)
    const to = '0x000000000000000000000000000000000000dEaD'
    expect(await rpc(frame, 'eth_sendTransaction', [{ from: eoa, to, value: '0x1' }])).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { code: 'INVALID_REQUEST' },
    })
    expect(
      payloadOf(await rpc(frame, 'eth_sendTransaction', [{ from: smart, to, value: '0x64', gas: '0x5208' }])),
    ).toBe(FAKE_TRANSACTION_HASH)
    expect(frame.person.consents.map(({ request }) => request)).toEqual([
      expect.objectContaining({
        kind: 'transaction',
        account: smart,
        smartAccount: true,
        sponsored: true,
        to,
        value: 100n,
      }),
    ])
    const sent = frame.smart.calls.find(({ method }) => method === 'sendSmartAccountCalls')
    expect(sent?.parameters).toMatchObject({
      chainId: chain.chainId,
      rpcUrl: chain.url,
      calls: [{ to, value: 100n, data: '0x' }],
      config: {
        factory: FACTORY,
        bundlerUrl: 'http://127.0.0.1:4337',
        paymasterUrl: `${auth.url}/auth/v1/paymaster/${chain.chainId}`,
      },
    })
    // The frame's session as the server checks it before it sponsors: token, device, project, origin.
    const config = sent?.parameters.config as SmartAccountChainConfig
    expect(await config.paymasterHeaders?.()).toMatchObject({
      authorization: expect.stringMatching(/^Bearer \S+$/),
      'x-foyer-device': expect.any(String),
    })
    // A contract creation cannot go through the account's execute.
    expect(await rpc(frame, 'eth_sendTransaction', [{ from: smart, data: '0x6000' }])).toMatchObject({
      payload: { code: 'INVALID_REQUEST', message: 'A smart account cannot deploy a contract' },
    })
  })

  test('error: the bundler refuses the user operation: USER_OPERATION_FAILED', async () => {
    const frame = startTestFrame(withSmartAccounts())
    const smart = smartAccountOf(await signUp(frame), FACTORY)
    frame.smart.switches.refuse = true
    expect(
      await rpc(frame, 'eth_sendTransaction', [
        { to: '0x000000000000000000000000000000000000dEaD', value: '0x1' },
      ]),
    ).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: {
        code: 'USER_OPERATION_FAILED',
        message: 'The smart account’s transaction failed: AA21 didn’t pay prefund',
      },
    })
    expect(frame.person.consents[0]?.request).toMatchObject({ account: smart, sponsored: false })
  })

  test('error: the request ends (its time limit) while the prompt is answered: nothing is sent', async () => {
    let shown: () => void = () => undefined
    const consentShown = new Promise<void>((resolve) => {
      shown = resolve
    })
    let approvedLate: () => void = () => undefined
    const approval = new Promise<void>((resolve) => {
      approvedLate = resolve
    })
    const frame = startTestFrame({
      ...withSmartAccounts(),
      // The visitor's approval arrives just after the request was given up.
      prompts: (prompts) => ({
        ...prompts,
        consent: (_request, _network, signal) =>
          new Promise<void>((resolve) => {
            shown()
            signal.addEventListener('abort', () =>
              setImmediate(() => {
                resolve()
                approvedLate()
              }),
            )
          }),
      }),
    })
    const smart = smartAccountOf(await signUp(frame), FACTORY)
    // The frame's time limit on a controllable clock (the sign-up above ran on the real one): it runs out
    // once the prompt is on screen, whatever the machine's load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const reply = rpc(frame, 'eth_sendTransaction', [
        { from: smart, to: '0x000000000000000000000000000000000000dEaD' },
      ])
      await consentShown
      await vi.advanceTimersByTimeAsync(TEST_TIME_LIMIT_MS)
      expect(await reply).toMatchObject({ payload: { code: 'TIMEOUT' } })
    } finally {
      vi.useRealTimers()
    }
    await approval
    // What the frame would do with the late approval has run by now.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frame.smart.count('sendSmartAccountCalls')).toBe(0)
  })
})
