// @vitest-environment jsdom
import type { FrameRequestType } from '@foyer/protocol'
import { afterEach, expect, test, vi } from 'vitest'
import type { FrameClient } from '../api/frame/createFrameClient.js'
import { FrameAbortedError, FrameRequestError } from '../kernel/errors/frame.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import type { Foyer } from '../types/foyer.js'
import { connectSocial, SOCIAL_CLOSED_GRACE_MS, SOCIAL_WINDOW_NAME } from './connectSocial.js'
import { disconnect } from './disconnect.js'
import { continueRecovery } from './emailLogin.js'

type Answers = Partial<Record<FrameRequestType, (payload: unknown) => unknown>>

interface FakeWindow {
  closed: boolean
  location: { href: string }
  close(): void
}

/** An instance with social login on, its frame answering as `answers` say, and `window.open` faked. */
function setup(answers: Answers = {}, { blocked = false } = {}) {
  const test = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  const asked: { type: FrameRequestType; payload?: unknown }[] = []
  const popup: FakeWindow = {
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true
    },
  }
  const open = vi
    .spyOn(window, 'open')
    .mockImplementation(() => (blocked ? null : (popup as unknown as Window)))
  const frame = {
    async request(message: { type: FrameRequestType; payload?: unknown }) {
      asked.push(message)
      const answer = answers[message.type]
      return answer ? answer(message.payload) : undefined
    },
    abort: vi.fn(),
    cancelPrompts: vi.fn(),
    openPrompts: () => 0,
  } as unknown as FrameClient & { abort: ReturnType<typeof vi.fn> }
  test.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  return { ...test, asked, frame, popup, open }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const redirect = () => ({ uri: 'https://accounts.example/authorize?state=s1' })
const view = (foyer: Foyer) => foyer.stores.router.getState()
const account = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState

test('default: the window opens inside the call, goes to the provider, and a known user is connected with the username', async () => {
  const { foyer, asked, popup, open, storage } = setup({
    '@w3m-app/GET_SOCIAL_REDIRECT_URI': redirect,
    '@w3m-app/CONNECT_SOCIAL': () => ({ action: 'CONNECT', userName: 'ada' }),
  })
  foyer.open()
  const done = connectSocial(foyer, { provider: 'google' })
  // Synchronously, before any await: the browser counts the click.
  expect(open).toHaveBeenCalledWith('', SOCIAL_WINDOW_NAME, expect.stringContaining('width=500'))
  expect(view(foyer)).toMatchObject({ view: 'ConnectingSocial', data: { social: { provider: 'google' } } })
  expect(await done).toBe('connected')
  expect(popup.location.href).toBe('https://accounts.example/authorize?state=s1')
  expect(popup.closed).toBe(true)
  expect(asked.map((message) => message.type)).toEqual([
    '@w3m-app/GET_SOCIAL_REDIRECT_URI',
    '@w3m-app/CONNECT_SOCIAL',
  ])
  expect(asked[1]?.payload).toEqual({ provider: 'google' })
  expect(account(foyer)).toMatchObject({
    status: 'connected',
    socialProvider: 'google',
    user: { username: 'ada' },
  })
  expect(storage.getItem('foyer:social-username')).toBe('ada')
  expect(foyer.stores.modal.getState().open).toBe(false)

  // Disconnect clears the username (spec section 4).
  await disconnect(foyer)
  expect(account(foyer)?.user).toBeUndefined()
  expect(account(foyer)?.socialProvider).toBeUndefined()
  expect(storage.getItem('foyer:social-username')).toBeNull()
})

test('behavior: a first login sets the recovery password, then connects with the username', async () => {
  const { foyer, asked } = setup({
    '@w3m-app/GET_SOCIAL_REDIRECT_URI': redirect,
    '@w3m-app/CONNECT_SOCIAL': () => ({ action: 'SET_RECOVERY_PASSWORD', userName: 'ada' }),
  })
  foyer.open()
  expect(await connectSocial(foyer, { provider: 'github' })).toBe('set-password')
  expect(view(foyer)).toMatchObject({ view: 'EmailRecoveryPassword', data: { recovery: 'set' } })
  expect(view(foyer).history).not.toContain('ConnectingSocial')
  expect(await continueRecovery(foyer)).toBe('connected')
  expect(asked.at(-1)?.type).toBe('@w3m-app/SET_RECOVERY_PASSWORD')
  expect(account(foyer)).toMatchObject({
    status: 'connected',
    socialProvider: 'github',
    user: { username: 'ada' },
  })
})

test('behavior: a new device enters the recovery password', async () => {
  const { foyer } = setup({
    '@w3m-app/GET_SOCIAL_REDIRECT_URI': redirect,
    '@w3m-app/CONNECT_SOCIAL': () => ({ action: 'RECOVERY_PASSWORD_REQUIRED' }),
  })
  foyer.open()
  expect(await connectSocial(foyer, { provider: 'x' })).toBe('enter-password')
  expect(view(foyer).data?.recovery).toBe('enter')
})

test('behavior: a blocked window says so on ConnectingSocial, and nothing is asked', async () => {
  const { foyer, asked, open } = setup({}, { blocked: true })
  foyer.open()
  await expect(connectSocial(foyer, { provider: 'google' })).rejects.toMatchObject({
    code: 'SOCIAL_POPUP_BLOCKED',
    shortMessage: 'Your browser blocked the login window. Allow pop-ups for this site and try again',
  })
  expect(open).toHaveBeenCalledTimes(1)
  expect(asked).toHaveLength(0)
  expect(view(foyer)).toMatchObject({
    view: 'ConnectingSocial',
    data: { social: { provider: 'google', error: { code: 'SOCIAL_POPUP_BLOCKED' } } },
  })
})

test('behavior: the window closed by the visitor ends the login (the frame stops waiting); Try again works', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  let answer: (value: unknown) => void = () => undefined
  const { foyer, asked, popup, frame } = setup({
    '@w3m-app/GET_SOCIAL_REDIRECT_URI': redirect,
    '@w3m-app/CONNECT_SOCIAL': () => new Promise((resolve) => (answer = resolve)),
  })
  foyer.open()
  const done = connectSocial(foyer, { provider: 'discord' })
  const failed = expect(done).rejects.toMatchObject({
    code: 'SOCIAL_WINDOW_CLOSED',
    shortMessage: 'The login window was closed before the login finished',
  })
  await vi.waitFor(() => expect(asked.at(-1)?.type).toBe('@w3m-app/CONNECT_SOCIAL'))
  await vi.advanceTimersByTimeAsync(1_500)
  expect(view(foyer).data?.social?.error).toBeUndefined()
  popup.closed = true
  // The frame may still be about to answer (the callback page closes the window itself): a grace first.
  await vi.advanceTimersByTimeAsync(500 + 1_000)
  expect(frame.abort).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(SOCIAL_CLOSED_GRACE_MS)
  await failed
  expect(frame.abort).toHaveBeenCalled()
  expect(asked.at(-1)?.type).toBe('@w3m-app/CANCEL_PROMPTS')
  expect(view(foyer)).toMatchObject({
    view: 'ConnectingSocial',
    data: { social: { provider: 'discord', error: { code: 'SOCIAL_WINDOW_CLOSED' } } },
  })
  // Try again: the same view, the error cleared while the new login runs.
  popup.closed = false
  const again = connectSocial(foyer, { provider: 'discord' })
  expect(view(foyer).data?.social?.error).toBeUndefined()
  await vi.waitFor(() =>
    expect(asked.filter((item) => item.type === '@w3m-app/CONNECT_SOCIAL')).toHaveLength(2),
  )
  answer({ action: 'CONNECT', userName: 'ada' })
  expect(await again).toBe('connected')
  expect(view(foyer).history).toEqual(['Account'])
})

test('behavior: the callback page closes the window when the provider is done: the frame’s answer within the grace connects', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  let answer: (value: unknown) => void = () => undefined
  const { foyer, asked, popup, frame } = setup({
    '@w3m-app/GET_SOCIAL_REDIRECT_URI': redirect,
    '@w3m-app/CONNECT_SOCIAL': () => new Promise((resolve) => (answer = resolve)),
  })
  foyer.open()
  const done = connectSocial(foyer, { provider: 'github' })
  await vi.waitFor(() => expect(asked.at(-1)?.type).toBe('@w3m-app/CONNECT_SOCIAL'))
  popup.closed = true
  await vi.advanceTimersByTimeAsync(500 + 1_000)
  answer({ action: 'CONNECT', userName: 'alice-liddell' })
  expect(await done).toBe('connected')
  expect(frame.abort).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(SOCIAL_CLOSED_GRACE_MS)
  expect(view(foyer).history).toEqual(['Account'])
})

test('behavior: closing the modal closes the login window and ends the login', async () => {
  const { foyer, popup, asked } = setup({
    '@w3m-app/GET_SOCIAL_REDIRECT_URI': redirect,
    '@w3m-app/CONNECT_SOCIAL': () => new Promise(() => undefined),
  })
  foyer.open()
  const done = connectSocial(foyer, { provider: 'apple' })
  await vi.waitFor(() => expect(asked.at(-1)?.type).toBe('@w3m-app/CONNECT_SOCIAL'))
  foyer.close()
  await expect(done).rejects.toMatchObject({ code: 'SOCIAL_WINDOW_CLOSED' })
  expect(popup.closed).toBe(true)
  expect(asked.at(-1)?.type).toBe('@w3m-app/CANCEL_PROMPTS')
})

test.each([
  ['SOCIAL_ACCESS_DENIED', 'The login was cancelled at Google'],
  ['SOCIAL_STATE_EXPIRED', 'The login took too long. Try again'],
  ['SOCIAL_STATE_INVALID', 'The login could not be verified. Try again'],
  ['SOCIAL_PROVIDER_ERROR', 'Google refused the login. Try again'],
  ['SOCIAL_PROVIDER_UNAVAILABLE', 'Google is not responding. Try again later'],
  ['SOCIAL_TOKEN_INVALID', 'The answer from Google could not be verified. Try again'],
  ['DEVICE_MISMATCH', 'The login was finished in another browser. Try again here'],
])(
  'behavior: the frame error %s is worded by the catalog and shown; nothing connects',
  async (code, message) => {
    const { foyer, adapter, popup } = setup({
      '@w3m-app/GET_SOCIAL_REDIRECT_URI': redirect,
      '@w3m-app/CONNECT_SOCIAL': () => {
        throw new FrameRequestError({ message: 'English text of the server', code })
      },
    })
    foyer.open()
    await expect(connectSocial(foyer, { provider: 'google' })).rejects.toMatchObject({
      code,
      shortMessage: message,
    })
    expect(adapter.calls.connect).toHaveLength(0)
    expect(popup.closed).toBe(true)
    expect(view(foyer)).toMatchObject({
      view: 'ConnectingSocial',
      data: { social: { error: { code, message } } },
    })
    expect(foyer.stores.modal.getState().open).toBe(true)
  },
)

test('behavior: the frame giving up waiting is a timeout the visitor can retry', async () => {
  const { foyer } = setup({
    '@w3m-app/GET_SOCIAL_REDIRECT_URI': redirect,
    '@w3m-app/CONNECT_SOCIAL': () => {
      throw new FrameAbortedError({ reason: 'timeout' })
    },
  })
  foyer.open()
  await expect(connectSocial(foyer, { provider: 'google' })).rejects.toMatchObject({
    code: 'SOCIAL_TIMEOUT',
    shortMessage: 'The login took too long. Try again',
  })
})

test('behavior: an error of the redirect step is shown too, and the window closed', async () => {
  const { foyer, popup } = setup({
    '@w3m-app/GET_SOCIAL_REDIRECT_URI': () => {
      throw new FrameRequestError({ message: 'x', code: 'SOCIAL_PROVIDER_UNAVAILABLE' })
    },
  })
  foyer.open()
  await expect(connectSocial(foyer, { provider: 'facebook' })).rejects.toMatchObject({
    shortMessage: 'Facebook is not responding. Try again later',
  })
  expect(popup.closed).toBe(true)
})
