// @vitest-environment jsdom
import type { FrameRequestType } from '@foyer/protocol'
import { afterEach, expect, test, vi } from 'vitest'
import type { FrameClient } from '../api/frame/createFrameClient.js'
import { FrameAbortedError, FrameRequestError } from '../kernel/errors/frame.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import type { Foyer } from '../types/foyer.js'
import { connectFarcaster } from './connectFarcaster.js'
import { connectSocial } from './connectSocial.js'
import { disconnect } from './disconnect.js'
import { continueRecovery } from './emailLogin.js'

type Answers = Partial<Record<FrameRequestType, (payload: unknown) => unknown>>

/**
 * An instance with social login on, its frame answering as `answers` say. Like the real client, `abort`
 * ends the open requests it picks with 'Request was aborted'.
 */
function setup(answers: Answers = {}, options: { enableEmbedded?: boolean } = {}) {
  const test = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame', ...options } })
  const asked: { type: FrameRequestType; payload?: unknown }[] = []
  const open = new Set<{ type: FrameRequestType; reject(error: Error): void }>()
  const frame = {
    request(message: { type: FrameRequestType; payload?: unknown }) {
      asked.push(message)
      return new Promise((resolve, reject) => {
        const entry = { type: message.type, reject }
        open.add(entry)
        Promise.resolve()
          .then(() => answers[message.type]?.(message.payload))
          .then(resolve, reject)
          .finally(() => open.delete(entry))
      })
    },
    abort: vi.fn((filter?: (type: FrameRequestType) => boolean) => {
      for (const entry of [...open])
        if (!filter || filter(entry.type)) {
          open.delete(entry)
          entry.reject(new FrameAbortedError({ reason: 'aborted' }))
        }
    }),
    cancelPrompts: vi.fn(),
    openPrompts: () => 0,
  } as unknown as FrameClient & { abort: ReturnType<typeof vi.fn> }
  test.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  const popup = vi.spyOn(window, 'open')
  return { ...test, asked, frame, popup }
}

afterEach(() => {
  vi.restoreAllMocks()
})

const URI = 'https://farcaster.xyz/~/siwf?channelToken=c1'
const view = (foyer: Foyer) => foyer.stores.router.getState()
const account = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState
const types = (asked: { type: FrameRequestType }[]) => asked.map((message) => message.type)
/** A CONNECT_FARCASTER answer the test gives when it likes. */
function later() {
  let answer: (value: unknown) => void = () => undefined
  let fail: (error: unknown) => void = () => undefined
  const wait = () =>
    new Promise((resolve, reject) => {
      answer = resolve
      fail = reject
    })
  return { wait, answer: (value: unknown) => answer(value), fail: (error: unknown) => fail(error) }
}

test('default: no window; the frame’s link is kept in farcasterUrl on ConnectingFarcaster, and the approval connects with the username', async () => {
  const approval = later()
  const { foyer, asked, popup, storage } = setup({
    '@w3m-app/GET_FARCASTER_URI': () => ({ uri: URI }),
    '@w3m-app/CONNECT_FARCASTER': approval.wait,
  })
  foyer.open()
  const done = connectFarcaster(foyer)
  expect(view(foyer)).toMatchObject({
    view: 'ConnectingFarcaster',
    data: { social: { provider: 'farcaster' } },
  })
  await vi.waitFor(() => expect(types(asked)).toContain('@w3m-app/CONNECT_FARCASTER'))
  expect(popup).not.toHaveBeenCalled()
  expect(types(asked)).toEqual(['@w3m-app/GET_FARCASTER_URI', '@w3m-app/CONNECT_FARCASTER'])
  expect(account(foyer)?.farcasterUrl).toBe(URI)
  approval.answer({ action: 'CONNECT', userName: 'dwr' })
  expect(await done).toBe('connected')
  expect(account(foyer)).toMatchObject({
    status: 'connected',
    socialProvider: 'farcaster',
    user: { username: 'dwr' },
    farcasterUrl: undefined,
  })
  expect(storage.getItem('foyer:social-username')).toBe('dwr')
  expect(view(foyer).history).toEqual(['Account'])
  // Disconnect clears the username (spec section 4).
  await disconnect(foyer)
  expect(account(foyer)?.user).toBeUndefined()
  expect(storage.getItem('foyer:social-username')).toBeNull()
})

test('behavior: connectSocial hands Farcaster to connectFarcaster, without a window', async () => {
  const { foyer, asked, popup } = setup({
    '@w3m-app/GET_FARCASTER_URI': () => ({ uri: URI }),
    '@w3m-app/CONNECT_FARCASTER': () => ({ action: 'CONNECT', userName: 'dwr' }),
  })
  foyer.open()
  expect(await connectSocial(foyer, { provider: 'farcaster' })).toBe('connected')
  expect(popup).not.toHaveBeenCalled()
  expect(types(asked)).toEqual(['@w3m-app/GET_FARCASTER_URI', '@w3m-app/CONNECT_FARCASTER'])
})

test('behavior: a first login sets the recovery password, then connects with the Farcaster username', async () => {
  const { foyer, asked } = setup({
    '@w3m-app/GET_FARCASTER_URI': () => ({ uri: URI }),
    '@w3m-app/CONNECT_FARCASTER': () => ({ action: 'SET_RECOVERY_PASSWORD', userName: 'dwr' }),
  })
  foyer.open()
  expect(await connectFarcaster(foyer)).toBe('set-password')
  expect(view(foyer)).toMatchObject({ view: 'EmailRecoveryPassword', data: { recovery: 'set' } })
  expect(view(foyer).history).not.toContain('ConnectingFarcaster')
  // Going to the password step is no leave: the frame's prompt is not cancelled.
  expect(types(asked)).not.toContain('@w3m-app/CANCEL_PROMPTS')
  expect(account(foyer)?.farcasterUrl).toBeUndefined()
  expect(await continueRecovery(foyer)).toBe('connected')
  expect(account(foyer)).toMatchObject({ socialProvider: 'farcaster', user: { username: 'dwr' } })
})

test('behavior: Back without an address clears farcasterUrl and ends the frame’s wait', async () => {
  const approval = later()
  const { foyer, asked, frame } = setup({
    '@w3m-app/GET_FARCASTER_URI': () => ({ uri: URI }),
    '@w3m-app/CONNECT_FARCASTER': approval.wait,
  })
  foyer.open()
  const done = connectFarcaster(foyer)
  await vi.waitFor(() => expect(account(foyer)?.farcasterUrl).toBe(URI))
  await vi.waitFor(() => expect(types(asked)).toContain('@w3m-app/CONNECT_FARCASTER'))
  foyer.goBack()
  expect(view(foyer).view).toBe('Connect')
  expect(account(foyer)?.farcasterUrl).toBeUndefined()
  expect(frame.abort).toHaveBeenCalledTimes(1)
  const [filter] = frame.abort.mock.calls[0] as [(type: string) => boolean]
  expect(filter('@w3m-app/CONNECT_FARCASTER')).toBe(true)
  expect(filter('@w3m-app/RPC_REQUEST')).toBe(false)
  expect(types(asked).at(-1)).toBe('@w3m-app/CANCEL_PROMPTS')
  await expect(done).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED' })
  // Nothing shown anywhere: the visitor chose to leave.
  expect(view(foyer)).toMatchObject({ view: 'Connect', data: undefined })
  expect(foyer.stores.connection.getState().error).toBeUndefined()
})

test('behavior: Back while the frame opens the channel: the link that comes after is not kept', async () => {
  const link = later()
  const { foyer, asked } = setup({
    '@w3m-app/GET_FARCASTER_URI': link.wait,
    '@w3m-app/CONNECT_FARCASTER': () => new Promise(() => undefined),
  })
  foyer.open()
  const done = connectFarcaster(foyer)
  await vi.waitFor(() => expect(types(asked)).toContain('@w3m-app/GET_FARCASTER_URI'))
  foyer.goBack()
  link.answer({ uri: URI })
  await expect(done).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED' })
  expect(account(foyer)?.farcasterUrl).toBeUndefined()
  expect(types(asked)).not.toContain('@w3m-app/CONNECT_FARCASTER')
})

test('behavior: closing the modal ends the wait too, in the modal and embedded', async () => {
  for (const enableEmbedded of [false, true]) {
    const { foyer, asked } = setup(
      {
        '@w3m-app/GET_FARCASTER_URI': () => ({ uri: URI }),
        '@w3m-app/CONNECT_FARCASTER': () => new Promise(() => undefined),
      },
      { enableEmbedded },
    )
    foyer.open()
    const done = connectFarcaster(foyer)
    await vi.waitFor(() => expect(types(asked)).toContain('@w3m-app/CONNECT_FARCASTER'))
    foyer.close()
    await expect(done, String(enableEmbedded)).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED' })
    expect(types(asked).at(-1)).toBe('@w3m-app/CANCEL_PROMPTS')
    expect(account(foyer)?.farcasterUrl).toBeUndefined()
  }
})

test.each([
  ['SOCIAL_TOKEN_INVALID', 'The answer from Farcaster could not be verified. Try again'],
  ['SOCIAL_PROVIDER_UNAVAILABLE', 'Farcaster is not responding. Try again later'],
  ['SOCIAL_STATE_EXPIRED', 'The login took too long. Try again'],
])(
  'behavior: the frame error %s is shown on ConnectingFarcaster in the page’s words; nothing connects',
  async (code, message) => {
    const { foyer, adapter } = setup({
      '@w3m-app/GET_FARCASTER_URI': () => ({ uri: URI }),
      '@w3m-app/CONNECT_FARCASTER': () => {
        throw new FrameRequestError({ message: 'English text of the server', code })
      },
    })
    foyer.open()
    await expect(connectFarcaster(foyer)).rejects.toMatchObject({ code, shortMessage: message })
    expect(adapter.calls.connect).toHaveLength(0)
    expect(view(foyer)).toMatchObject({
      view: 'ConnectingFarcaster',
      data: { social: { provider: 'farcaster', error: { code, message } } },
    })
    // The channel is spent: no QR code of it stays.
    expect(account(foyer)?.farcasterUrl).toBeUndefined()
    expect(foyer.stores.modal.getState().open).toBe(true)
  },
)

test('behavior: the relay down when the channel opens is shown; Try again asks for a new link and connects', async () => {
  let starts = 0
  const approval = later()
  const { foyer, asked } = setup({
    '@w3m-app/GET_FARCASTER_URI': () => {
      starts++
      if (starts === 1) throw new FrameRequestError({ message: 'x', code: 'SOCIAL_PROVIDER_UNAVAILABLE' })
      return { uri: `${URI}-${starts}` }
    },
    '@w3m-app/CONNECT_FARCASTER': approval.wait,
  })
  foyer.open()
  await expect(connectFarcaster(foyer)).rejects.toMatchObject({
    shortMessage: 'Farcaster is not responding. Try again later',
  })
  expect(types(asked)).toEqual(['@w3m-app/GET_FARCASTER_URI'])
  const again = connectFarcaster(foyer)
  // The same view, its error cleared while the new channel opens.
  expect(view(foyer).data?.social?.error).toBeUndefined()
  expect(view(foyer).history).toEqual(['Connect', 'ConnectingFarcaster'])
  await vi.waitFor(() => expect(account(foyer)?.farcasterUrl).toBe(`${URI}-2`))
  approval.answer({ action: 'CONNECT', userName: 'dwr' })
  expect(await again).toBe('connected')
})

test('behavior: a second call while one waits takes over: the first ends quietly, the frame stops its wait', async () => {
  const approvals = [later(), later()]
  let starts = 0
  let waits = 0
  const { foyer, asked } = setup({
    '@w3m-app/GET_FARCASTER_URI': () => ({ uri: `${URI}-${++starts}` }),
    '@w3m-app/CONNECT_FARCASTER': () => approvals[waits++]?.wait(),
  })
  foyer.open()
  const first = connectFarcaster(foyer)
  await vi.waitFor(() => expect(types(asked)).toContain('@w3m-app/CONNECT_FARCASTER'))
  const second = connectFarcaster(foyer)
  await expect(first).rejects.toMatchObject({ code: 'FRAME_REQUEST_ABORTED' })
  await vi.waitFor(() => expect(account(foyer)?.farcasterUrl).toBe(`${URI}-2`))
  expect(types(asked)).toEqual([
    '@w3m-app/GET_FARCASTER_URI',
    '@w3m-app/CONNECT_FARCASTER',
    '@w3m-app/CANCEL_PROMPTS',
    '@w3m-app/GET_FARCASTER_URI',
    '@w3m-app/CONNECT_FARCASTER',
  ])
  expect(view(foyer).data?.social?.error).toBeUndefined()
  approvals[1]?.answer({ action: 'CONNECT', userName: 'dwr' })
  expect(await second).toBe('connected')
})

test('behavior: the frame giving up waiting is a timeout the visitor can retry', async () => {
  const { foyer } = setup({
    '@w3m-app/GET_FARCASTER_URI': () => ({ uri: URI }),
    '@w3m-app/CONNECT_FARCASTER': () => {
      throw new FrameAbortedError({ reason: 'timeout' })
    },
  })
  foyer.open()
  await expect(connectFarcaster(foyer)).rejects.toMatchObject({
    code: 'SOCIAL_TIMEOUT',
    shortMessage: 'The login took too long. Try again',
  })
  expect(view(foyer).data?.social?.error?.code).toBe('SOCIAL_TIMEOUT')
})
