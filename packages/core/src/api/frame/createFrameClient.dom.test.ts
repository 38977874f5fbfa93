import { afterEach, describe, expect, test, vi } from 'vitest'
import { FrameAbortedError, FrameLoadError, FrameRequestError } from '../../kernel/errors/frame.js'
import { createFrameClient, type FrameTimers } from './createFrameClient.js'

const frameOrigin = 'http://127.0.0.1:4999'
const query = { projectId: 'p1', chainId: 31337, version: '0.1.0', enableLogger: false }

/** Timers run by hand: the 30 s rule is tested without waiting 30 s. */
function manualTimers() {
  const due: { run(): void; ms: number; handle: number }[] = []
  let next = 1
  const timers: FrameTimers = {
    set(run, ms) {
      const handle = next++
      due.push({ run, ms, handle })
      return handle
    },
    clear(handle) {
      const index = due.findIndex((item) => item.handle === handle)
      if (index >= 0) due.splice(index, 1)
    },
  }
  const fire = (ms: number) => {
    for (const item of due.filter((entry) => entry.ms === ms)) item.run()
  }
  return { timers, fire }
}

function setup() {
  const clock = manualTimers()
  const frame = createFrameClient({
    window,
    frameUrl: `${frameOrigin}/auth/frame`,
    query,
    timers: clock.timers,
  })
  const iframe = () => document.getElementById('w3m-iframe') as HTMLIFrameElement
  const posted: { message: { id: string; type: string }; origin: string }[] = []
  /** A message as if posted by `source` from `origin` (the frame by default). */
  const receive = (data: unknown, from: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? frameOrigin,
        source: from.source === undefined ? iframe().contentWindow : from.source,
      }),
    )
  const start = async () => {
    const ready = frame.ready()
    vi.spyOn(iframe().contentWindow as Window, 'postMessage').mockImplementation(((
      message: { id: string; type: string },
      origin: string,
    ) => posted.push({ message, origin })) as never)
    receive({ type: '@w3m-frame/READY', payload: { version: '0.1.0' } })
    await ready
  }
  return { frame, iframe, posted, receive, start, clock }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('createFrameClient', () => {
  test('default: a hidden fixed iframe on the frame’s origin, loaded with the spec’s query; READY gives its version', async () => {
    const { frame, iframe, receive } = setup()
    const ready = frame.ready()
    const element = iframe()
    expect(element.name).toBe('w3m-secure-iframe')
    expect(element.style.position).toBe('fixed')
    expect(element.style.zIndex).toBe('999999')
    const src = new URL(element.src)
    expect(src.origin).toBe(frameOrigin)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '31337',
      version: '0.1.0',
      enableLogger: 'false',
    })
    receive({ type: '@w3m-frame/READY', payload: { version: '2.0.0' } })
    await expect(ready).resolves.toEqual({ version: '2.0.0' })
  })

  test('default: a request is posted to the frame’s origin only, and its _SUCCESS with the same id answers it', async () => {
    const { frame, posted, receive, start } = setup()
    await start()
    const answer = frame.request({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@example.com' } })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const [{ message, origin }] = posted as [(typeof posted)[number]]
    expect(origin).toBe(frameOrigin)
    expect(message).toMatchObject({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@example.com' } })
    receive({ id: message.id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test('behavior: an _ERROR carries the frame’s message, code and seconds to wait; none is "An error occurred"', async () => {
    const { frame, posted, receive, start } = setup()
    await start()
    const throttled = frame.request({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@example.com' } })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    receive({
      id: posted[0]?.message.id,
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      payload: { message: 'Please try again after 12 seconds', code: 'EMAIL_THROTTLED', retryAfter: 12 },
    })
    const error = await throttled.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error).toMatchObject({
      shortMessage: 'Please try again after 12 seconds',
      code: 'EMAIL_THROTTLED',
      retryAfter: 12,
    })
    const bare = frame.request({ type: '@w3m-app/GET_USER' })
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    receive({ id: posted[1]?.message.id, type: '@w3m-frame/GET_USER_ERROR', payload: { message: '' } })
    await expect(bare).rejects.toMatchObject({ shortMessage: 'An error occurred' })
  })

  test('rule: messages from another origin, another window, or of no known shape are dropped, never acted on', async () => {
    const { frame, posted, receive, start } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await start()
    const answer = frame.request({ type: '@w3m-app/GET_USER' })
    let settled = false
    void answer.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const id = posted[0]?.message.id
    const forged = {
      id,
      type: '@w3m-frame/GET_USER_SUCCESS',
      payload: {
        address: '0x000000000000000000000000000000000000dEaD',
        chainId: 1,
        smartAccountDeployed: false,
        accounts: [{ address: '0x000000000000000000000000000000000000dEaD', type: 'eoa' }],
        preferredAccountType: 'eoa',
      },
    }
    receive(forged, { origin: 'http://evil.example' })
    receive(forged, { source: window })
    receive({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: '<img src=x onerror=alert(1)>' })
    receive({ id, type: '@w3m-frame/STEAL_KEYS' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    expect(warn).toHaveBeenCalled()
    frame.abort()
    await expect(answer).rejects.toBeInstanceOf(FrameAbortedError)
  })

  test('rule: an unanswered request times out after 30 s; an aborted one is "Request was aborted"', async () => {
    const { frame, posted, start, clock } = setup()
    await start()
    const slow = frame.request({ type: '@w3m-app/CONNECT_OTP', payload: { otp: '123456' } })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    clock.fire(30_000)
    await expect(slow).rejects.toMatchObject({
      code: 'FRAME_REQUEST_TIMEOUT',
      shortMessage: 'Something went wrong',
    })

    const signing = frame.request({
      type: '@w3m-app/RPC_REQUEST',
      payload: {
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0x000000000000000000000000000000000000dEaD'],
      },
    })
    const other = frame.request({ type: '@w3m-app/GET_USER' })
    await vi.waitFor(() => expect(posted).toHaveLength(3))
    frame.abort((type) => type === '@w3m-app/RPC_REQUEST')
    await expect(signing).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    frame.destroy()
    await expect(other).rejects.toBeInstanceOf(FrameAbortedError)
    expect(document.getElementById('w3m-iframe')).toBeNull()
  })

  test('rule: CONNECT_SOCIAL waits for the visitor at the provider: 10 minutes, not 30 s, and the frame stays hidden', async () => {
    const { frame, iframe, posted, receive, start, clock } = setup()
    await start()
    const social = frame.request({ type: '@w3m-app/CONNECT_SOCIAL', payload: { provider: 'github' } })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    clock.fire(30_000)
    expect(iframe().style.display).toBe('none')
    const id = posted[0]?.message.id
    receive({
      id,
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      payload: { action: 'CONNECT', userName: 'alice' },
    })
    await expect(social).resolves.toEqual({ action: 'CONNECT', userName: 'alice' })

    const late = frame.request({ type: '@w3m-app/CONNECT_SOCIAL', payload: { provider: 'github' } })
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    clock.fire(10 * 60_000)
    await expect(late).rejects.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
  })

  test('rule: CONNECT_FARCASTER waits for the approval in the Farcaster app as long, the frame hidden; its link comes back as a web link', async () => {
    const { frame, iframe, posted, receive, start, clock } = setup()
    await start()
    const link = frame.request({ type: '@w3m-app/GET_FARCASTER_URI' })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const uri = 'https://farcaster.xyz/~/siwf?channelToken=c1'
    receive({ id: posted[0]?.message.id, type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload: { uri } })
    await expect(link).resolves.toEqual({ uri })
    const waiting = frame.request({ type: '@w3m-app/CONNECT_FARCASTER' })
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    clock.fire(30_000)
    expect(iframe().style.display).toBe('none')
    receive({
      id: posted[1]?.message.id,
      type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
      payload: { action: 'CONNECT', userName: 'dwr' },
    })
    await expect(waiting).resolves.toEqual({ action: 'CONNECT', userName: 'dwr' })
    const late = frame.request({ type: '@w3m-app/CONNECT_FARCASTER' })
    await vi.waitFor(() => expect(posted).toHaveLength(3))
    clock.fire(10 * 60_000)
    await expect(late).rejects.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
  })

  test('behavior: a frame that never says READY is "Unable to load email login dependency", and can be retried', async () => {
    const { frame, clock, receive } = setup()
    const first = frame.ready()
    clock.fire(15_000)
    await expect(first).rejects.toBeInstanceOf(FrameLoadError)
    await expect(first).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' })
    const retry = frame.ready()
    receive({ type: '@w3m-frame/READY', payload: { version: '0.1.0' } })
    await expect(retry).resolves.toEqual({ version: '0.1.0' })
  })

  test('rule: a frame on the host page’s own origin is refused (the key would be the page’s to read)', () => {
    expect(() => createFrameClient({ window, frameUrl: `${window.location.origin}/frame`, query })).toThrow(
      FrameLoadError,
    )
  })
})
