// The strength rule's chunk, loaded on demand by the new-password step: what the step does while it is
// on its way, and when it cannot come. The frame runs from the sources, its loader held back or failed
// by the test (in the bundle it is a script element: build/buildFrameBundle.test.ts, e2e/email*.spec.ts).
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createMemoryDeviceStore } from './deviceStore.js'
import { type Frame, startFrame } from './frame.js'
import type { PasswordStrength } from './passwordRule.js'
import * as passwordStrength from './passwordStrength.js'
import { FAKE_OTP, type FakeAuthApi, startFakeAuthApi } from './test/fakeAuthApi.js'
import { createFakePerson } from './test/fakePrompts.js'
import { createFakeWindow, PAGE_ORIGIN } from './test/fakeWindow.js'

const PASSWORD = 'correct horse battery staple'
const TEST_TIME_LIMIT_MS = 20_000

let auth: FakeAuthApi
const frames: Frame[] = []
let emails = 0

beforeAll(async () => {
  auth = await startFakeAuthApi()
})

afterEach(() => {
  for (const frame of frames.splice(0)) frame.stop()
})

afterAll(() => auth.close())

/** A load of the chunk that the test lets arrive, or fail, when it says. */
function heldLoad() {
  let arrive!: (strength: PasswordStrength) => void
  let fail!: (error: unknown) => void
  const promise = new Promise<PasswordStrength>((resolve, reject) => {
    arrive = resolve
    fail = reject
  })
  return { promise, arrive: () => arrive(passwordStrength), fail }
}

/** A frame whose loads of the chunk are `loads`, in turn; `asked` counts them. */
function startTestFrame(loads: Array<() => Promise<PasswordStrength>>) {
  const page = createFakeWindow()
  const warnings: unknown[][] = []
  const { person, prompts } = createFakePerson()
  const counter = { asked: 0 }
  frames.push(
    startFrame({
      window: page.window,
      allowedOrigins: [PAGE_ORIGIN],
      apiUrl: auth.url,
      rpcUrls: {},
      store: createMemoryDeviceStore(),
      kdfMemoryKiB: 1_000,
      requestTimeoutMs: TEST_TIME_LIMIT_MS,
      promptTimeoutMs: TEST_TIME_LIMIT_MS,
      prompts,
      importPasswordStrength: () => {
        const load = loads[counter.asked++]
        if (!load) throw new Error('loaded once too often')
        return load()
      },
      logger: { warn: (...data: unknown[]) => warnings.push(data), info: () => undefined },
    }),
  )
  return { ...page, person, warnings, counter }
}

/** CONNECT_EMAIL then CONNECT_OTP for a new address: the session waits for SET_RECOVERY_PASSWORD. */
async function startSignUp(frame: ReturnType<typeof startTestFrame>): Promise<string> {
  const email = `strength${++emails}@example.com`
  await frame.request('@w3m-app/CONNECT_EMAIL', { email })
  expect(await frame.request('@w3m-app/CONNECT_OTP', { otp: FAKE_OTP })).toMatchObject({
    payload: { action: 'SET_RECOVERY_PASSWORD' },
  })
  return email
}

/** Resolves once `check` holds (the frame's steps run on timers and the fake server's answers). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5))
}

const isPending = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => false), new Promise((resolve) => setTimeout(resolve, 20, true))])

test('behavior: a weak password typed before the chunk arrived is refused once it has; none is called acceptable meanwhile', async () => {
  const load = heldLoad()
  const frame = startTestFrame([() => load.promise])
  const email = await startSignUp(frame)
  frame.person.passwords.push('password123', PASSWORD)
  const step = frame.request('@w3m-app/SET_RECOVERY_PASSWORD')

  // The step began: the chunk was asked for, the form is up, and Continue was pressed on the weak one.
  await until(() => frame.person.passwords.length === 1)
  expect(frame.counter.asked).toBe(1)
  const verdict = frame.person.assess?.('password123')
  const strong = frame.person.assess?.(PASSWORD)
  if (!verdict || !strong) throw new Error('the new-password form got no strength rule')
  expect(await isPending(verdict)).toBe(true)
  expect(await isPending(strong)).toBe(true)
  expect(auth.users.get(email)?.wallet).toBeUndefined()

  load.arrive()
  expect(await step).toMatchObject({ type: '@w3m-frame/SET_RECOVERY_PASSWORD_SUCCESS' })
  expect(frame.person.refusals).toEqual([
    expect.objectContaining({ code: 'RECOVERY_PASSWORD_WEAK', reason: 'common' }),
  ])
  expect(await verdict).toMatchObject({ ok: false, reason: 'common' })
  expect(await strong).toMatchObject({ ok: true })
  expect(auth.users.get(email)?.wallet).toBeDefined()
  // One download for the step, its hint and both presses of Continue.
  expect(frame.counter.asked).toBe(1)
})

test('error: a chunk that cannot load fails the step with RECOVERY_PASSWORD_RULE_UNAVAILABLE, in the page’s language; the next step loads it again', async () => {
  const load = heldLoad()
  const frame = startTestFrame([() => load.promise, async () => passwordStrength])
  await frame.request('@w3m-app/SYNC_DAPP_DATA', {
    sdkVersion: '1',
    sdkType: 'foyer',
    projectId: 'p',
    locale: 'de',
  })
  const email = await startSignUp(frame)
  frame.person.passwords.push(PASSWORD)
  const step = frame.request('@w3m-app/SET_RECOVERY_PASSWORD')
  await until(() => frame.person.passwords.length === 0)
  const hint = frame.person.assess?.(PASSWORD)
  load.fail(new Error('net::ERR_CONNECTION_RESET'))

  expect(await step).toEqual({
    id: expect.any(String),
    type: '@w3m-frame/SET_RECOVERY_PASSWORD_ERROR',
    payload: {
      code: 'RECOVERY_PASSWORD_RULE_UNAVAILABLE',
      message:
        'Die Passwortprüfung konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    },
  })
  await expect(hint).rejects.toMatchObject({ code: 'RECOVERY_PASSWORD_RULE_UNAVAILABLE' })
  expect(frame.person.refusals).toEqual([
    expect.objectContaining({ code: 'RECOVERY_PASSWORD_RULE_UNAVAILABLE' }),
  ])
  expect(frame.warnings).toContainEqual(['[foyer-frame] password rule:', expect.any(Error)])
  expect(auth.users.get(email)?.wallet).toBeUndefined()

  // The failure was not kept: the page's next try downloads the chunk again, and the password is checked.
  frame.person.passwords.push(PASSWORD)
  expect(await frame.request('@w3m-app/SET_RECOVERY_PASSWORD')).toMatchObject({
    type: '@w3m-frame/SET_RECOVERY_PASSWORD_SUCCESS',
  })
  expect(frame.counter.asked).toBe(2)
  expect(auth.users.get(email)?.wallet).toBeDefined()
})
