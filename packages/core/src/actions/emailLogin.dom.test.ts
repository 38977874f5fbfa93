// @vitest-environment jsdom
import type { FrameRequestType } from '@foyer/protocol'
import { expect, test, vi } from 'vitest'
import type { FrameClient } from '../api/frame/createFrameClient.js'
import { FrameRequestError, InvalidEmailError } from '../kernel/errors/frame.js'
import { getConnectMethodsOrder } from '../selectors/getConnectMethodsOrder.js'
import { AUTH_CONNECTOR_ID } from '../state/email/authConnector.js'
import { resolveOptions } from '../state/options/resolveOptions.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet } from '../test/testNetworks.js'
import type { Foyer } from '../types/foyer.js'
import { connectEmail, continueRecovery, resendEmailOtp, verifyEmailOtp } from './emailLogin.js'
import { signOutEverywhere } from './signOutEverywhere.js'

type Answers = Partial<Record<FrameRequestType, (payload: unknown) => unknown>>

/** An instance with email login on, whose login frame answers as `answers` say (and records the asks). */
function setup(answers: Answers = {}) {
  const test = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  const asked: { type: FrameRequestType; payload?: unknown }[] = []
  const frame = {
    async request(message: { type: FrameRequestType; payload?: unknown }) {
      asked.push(message)
      const answer = answers[message.type]
      return answer ? answer(message.payload) : undefined
    },
    cancelPrompts: vi.fn(),
    openPrompts: () => 0,
  } as unknown as FrameClient & { cancelPrompts: ReturnType<typeof vi.fn> }
  // The frame an instance loads on first use (state/email/authFrame.ts): this one, already READY.
  test.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  return { ...test, asked, frame }
}

const view = (foyer: Foyer) => foyer.stores.router.getState()
const account = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState

test('default: a first login mails a code, sets the recovery password and connects the email wallet', async () => {
  const { foyer, storage, asked, adapter } = setup({
    '@w3m-app/CONNECT_EMAIL': () => ({ action: 'VERIFY_OTP' }),
    '@w3m-app/CONNECT_OTP': () => ({ action: 'SET_RECOVERY_PASSWORD' }),
  })
  foyer.open()
  expect(foyer.stores.chains.getState().connectors.some((item) => item.type === 'AUTH')).toBe(true)
  expect(await connectEmail(foyer, { email: ' ada@example.com ' })).toBe('otp')
  expect(view(foyer).view).toBe('EmailVerifyOtp')
  expect(view(foyer).data?.email).toMatchObject({ address: 'ada@example.com' })

  expect(await verifyEmailOtp(foyer, { otp: '123456' })).toBe('set-password')
  expect(view(foyer)).toMatchObject({ view: 'EmailRecoveryPassword', data: { recovery: 'set' } })

  expect(await continueRecovery(foyer)).toBe('connected')
  expect(asked.map((message) => message.type)).toEqual([
    '@w3m-app/CONNECT_EMAIL',
    '@w3m-app/CONNECT_OTP',
    '@w3m-app/SET_RECOVERY_PASSWORD',
  ])
  expect(adapter.calls.connect.at(-1)?.connectorId).toBe(AUTH_CONNECTOR_ID)
  expect(account(foyer)).toMatchObject({ status: 'connected', user: { email: 'ada@example.com' } })
  expect(storage.getItem('foyer:email-login')).toBe('true')
  expect(storage.getItem('foyer:email')).toBe('ada@example.com')
  expect(foyer.stores.modal.getState().open).toBe(false)
})

test('behavior: a new device is approved by the mailed link, then the code, then the recovery password', async () => {
  let approved = false
  const { foyer, asked } = setup({
    '@w3m-app/CONNECT_EMAIL': () => ({ action: approved ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }),
    '@w3m-app/CONNECT_OTP': () => ({ action: 'RECOVERY_PASSWORD_REQUIRED' }),
  })
  foyer.open()
  expect(await connectEmail(foyer, { email: 'ada@example.com' })).toBe('device')
  expect(view(foyer).view).toBe('EmailVerifyDevice')
  approved = true
  expect(await resendEmailOtp(foyer)).toBe('otp')
  expect(view(foyer).view).toBe('EmailVerifyOtp')
  expect(foyer.stores.router.getState().history).not.toContain('EmailVerifyDevice')
  expect(asked.filter((message) => message.type === '@w3m-app/CONNECT_EMAIL')).toHaveLength(2)
  expect(await verifyEmailOtp(foyer, { otp: '123456' })).toBe('enter-password')
  expect(view(foyer).data?.recovery).toBe('enter')
  await continueRecovery(foyer)
  expect(asked.at(-1)?.type).toBe('@w3m-app/ENTER_RECOVERY_PASSWORD')
})

test('behavior: an address that cannot be one is refused before the frame is asked', async () => {
  const { foyer, asked } = setup()
  await expect(connectEmail(foyer, { email: 'ada@' })).rejects.toBeInstanceOf(InvalidEmailError)
  expect(asked).toHaveLength(0)
})

test('behavior: a resend inside 30 s is refused with the seconds left, and the view stays', async () => {
  let sends = 0
  const { foyer } = setup({
    '@w3m-app/CONNECT_EMAIL': () => {
      sends++
      if (sends > 1)
        throw new FrameRequestError({ message: 'Please try again after 22 seconds', retryAfter: 22 })
      return { action: 'VERIFY_OTP' }
    },
  })
  foyer.open()
  await connectEmail(foyer, { email: 'ada@example.com' })
  await expect(resendEmailOtp(foyer)).rejects.toMatchObject({
    shortMessage: 'Please try again after 22 seconds',
    retryAfter: 22,
  })
  expect(view(foyer).view).toBe('EmailVerifyOtp')
})

test('behavior: a wrong code rejects with the tries left and nothing connects', async () => {
  const { foyer, adapter } = setup({
    '@w3m-app/CONNECT_EMAIL': () => ({ action: 'VERIFY_OTP' }),
    '@w3m-app/CONNECT_OTP': () => {
      throw new FrameRequestError({ message: 'Wrong code: 4 tries left', code: 'OTP_INVALID', triesLeft: 4 })
    },
  })
  foyer.open()
  await connectEmail(foyer, { email: 'ada@example.com' })
  // The server's English text gives way to the catalog's; the view adds the tries left.
  await expect(verifyEmailOtp(foyer, { otp: '000000' })).rejects.toMatchObject({
    shortMessage: 'Wrong code.',
    code: 'OTP_INVALID',
    triesLeft: 4,
  })
  expect(adapter.calls.connect).toHaveLength(0)
  expect(view(foyer).view).toBe('EmailVerifyOtp')
})

async function loggedIn(answers: Answers = {}) {
  const made = setup({
    '@w3m-app/CONNECT_EMAIL': () => ({ action: 'CONNECT' }),
    ...answers,
  })
  await connectEmail(made.foyer, { email: 'ada@example.com' })
  expect(account(made.foyer)?.status).toBe('connected')
  return made
}

test("default: a signing request shows ApproveTransaction beneath the frame's prompt, and goes once it answered", async () => {
  const { foyer, adapter } = await loggedIn()
  let answer: (value: string) => void = () => undefined
  adapter.behavior.requestResult = new Promise<string>((resolve) => {
    answer = resolve
  })
  const signed = foyer.request({ method: 'personal_sign', params: ['0x6869', '0x01'] })
  await vi.waitFor(() => expect(view(foyer).view).toBe('ApproveTransaction'))
  expect(view(foyer).data?.approval).toEqual({ method: 'personal_sign', params: ['0x6869', '0x01'] })
  // The request is the frame's at once: the frame asks the visitor, not this page.
  expect(adapter.calls.request.at(-1)?.method).toBe('personal_sign')
  answer('0xsigned')
  expect(await signed).toBe('0xsigned')
  await vi.waitFor(() => expect(foyer.stores.modal.getState().open).toBe(false))
})

test("behavior: the frame's rejection comes back as 4001 and the view goes", async () => {
  const { foyer, adapter } = await loggedIn()
  adapter.behavior.requestError = true
  const rejected = foyer.request({ method: 'eth_sendTransaction', params: [{ to: '0x01' }] })
  await expect(rejected).rejects.toMatchObject({ rpcCode: 4001 })
  await vi.waitFor(() => expect(foyer.stores.modal.getState().open).toBe(false))
})

test('behavior: a read runs without approval; a refused method also ends the requests waiting', async () => {
  const { foyer, adapter, frame } = await loggedIn()
  adapter.behavior.requestResult = '0x10'
  expect(await foyer.request({ method: 'eth_blockNumber' })).toBe('0x10')
  expect(foyer.stores.modal.getState().open).toBe(false)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  await expect(foyer.request({ method: 'eth_sign' })).rejects.toThrow('Requested RPC call is not allowed')
  // The frame ends the prompts it shows (CANCEL_PROMPTS).
  await vi.waitFor(() => expect(frame.cancelPrompts).toHaveBeenCalled())
  // The modal is open and says why, after 300 ms (spec section 4).
  foyer.close()
  await expect(foyer.request({ method: 'eth_sign' })).rejects.toThrow('Requested RPC call is not allowed')
  expect(foyer.stores.modal.getState().open).toBe(true)
  expect(foyer.stores.toast.getState().open).toBe(false)
  await vi.waitFor(() =>
    expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: 'Action not allowed' }),
  )
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('eth_sign'))
})

test('options: features.email needs authFrameUrl; without one, email is not offered', () => {
  const base = { projectId: 'p', networks: [devnet] }
  expect(() => resolveOptions({ ...base, features: { email: true } })).toThrow('authFrameUrl')
  expect(() => resolveOptions({ ...base, authFrameUrl: 'ftp://frame' })).toThrow('authFrameUrl')
  const { foyer } = createTestFoyer()
  expect(getConnectMethodsOrder(foyer)).not.toContain('email')
  expect(foyer.stores.chains.getState().connectors.some((item) => item.type === 'AUTH')).toBe(false)
  const { foyer: withFrame } = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  expect(getConnectMethodsOrder(withFrame)).toContain('email')
})

test('default: sign-out on every device asks the frame to end every session, then disconnects; a failure changes nothing', async () => {
  let reachable = false
  const { foyer, asked } = await loggedIn({
    '@w3m-app/SIGN_OUT': () => {
      if (!reachable) throw new FrameRequestError({ message: 'Network error', code: 'NETWORK' })
      return undefined
    },
  })
  await expect(signOutEverywhere(foyer)).rejects.toThrow('Network error')
  expect(account(foyer)?.status).toBe('connected')
  reachable = true
  await signOutEverywhere(foyer)
  expect(asked.filter((message) => message.type === '@w3m-app/SIGN_OUT')).toContainEqual({
    type: '@w3m-app/SIGN_OUT',
    payload: { everywhere: true },
  })
  expect(account(foyer)?.status).toBe('disconnected')
})
