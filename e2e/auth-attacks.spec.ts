import type { Page } from '@playwright/test'
import { choosePassword, enterCode, mailedCode, mails, startEmailLogin, uniqueEmail } from './emailLogin.js'
import { apiUrl, demoUrl, expect, test } from './fixtures.js'

// Issue #24 items 3-5 against the real Foyer server, its mail catcher and the demo in Chromium: a
// stranger calling the auth API directly (as a script on any machine can, with the frame's Origin) cannot
// spend the owner's code or limits, cannot tell a known address from an unknown one, and a session token
// serves only the project and page origin it was opened for. Every request here comes from 127.0.0.1,
// like the browser's: the stranger sends no wrong code that the world's per-address back-off would count.

const frameOrigin = () => {
  const url = process.env.FOYER_FRAME_URL
  if (!url) throw new Error('FOYER_FRAME_URL is not set: the global setup did not run')
  return new URL(url).origin
}
const DEMO_PROJECT = 'foyer-demo'

/** A call to the auth API as a stranger's script makes it: the frame's Origin, any headers it likes. */
async function stranger(
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${apiUrl()}/auth/v1${path}`, {
    method,
    headers: {
      origin: frameOrigin(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  const seen = [...response.headers.entries()].filter(([name]) => name !== 'date')
  return {
    status: response.status,
    text,
    headers: seen,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  }
}
const device = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** The session token and device id the frame used at sign-in, read off the network (test privileges). */
function watchSignIn(page: Page) {
  return page
    .waitForResponse(
      (response) => response.url().endsWith('/auth/v1/email/verify') && response.status() === 200,
      { timeout: 60_000 },
    )
    .then(async (response) => {
      const request = response.request()
      return {
        sessionToken: ((await response.json()) as { sessionToken: string }).sessionToken,
        deviceId: (request.postDataJSON() as { deviceId: string }).deviceId,
        project: (await request.allHeaders())['x-foyer-project'],
        origin: (await request.allHeaders())['x-foyer-origin'],
      }
    })
}

test("attack: a stranger's code request and the owner's own code on another device do not stop the owner", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('attack-limits')
  await page.goto(demoUrl())
  await startEmailLogin(page, email)
  const ownerCode = await mailedCode(email)

  // The stranger asks for a code for the owner's address from its own device: answered as anyone is…
  const asked = await stranger('POST', '/email/otp', { body: { email, deviceId: device('stranger') } })
  expect(asked).toMatchObject({ status: 200, json: { action: 'VERIFY_OTP' } })
  await mailedCode(email, { notCode: ownerCode, after: 1 })
  // …and even the owner's right code, sent from another device, reaches nothing.
  const elsewhere = await stranger('POST', '/email/verify', {
    body: { email, deviceId: device('elsewhere'), otp: ownerCode },
    headers: { 'x-foyer-project': DEMO_PROJECT, 'x-foyer-origin': new URL(demoUrl()).origin },
  })
  expect(elsewhere).toMatchObject({ status: 400, json: { code: 'OTP_MISSING' } })

  // The owner's pending code was neither replaced nor spent: it signs in.
  const signedIn = watchSignIn(page)
  await enterCode(page, ownerCode)
  await choosePassword(page)
  expect((await signedIn).sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
})

test('attack: probes of a known and an unknown address get the same answer', async ({ page }) => {
  test.setTimeout(120_000)
  const known = uniqueEmail('attack-known')
  await page.goto(demoUrl())
  await startEmailLogin(page, known)
  await enterCode(page, await mailedCode(known))
  await choosePassword(page)

  const unknown = uniqueEmail('attack-unknown')
  const probe = async (email: string) => {
    const deviceId = device('prober')
    return [
      await stranger('POST', '/email/otp', { body: { email, deviceId } }),
      await stranger('POST', '/email/otp', { body: { email, deviceId } }), // the 30 s wait
    ].map(({ status, text, headers }) => ({ status, text, headers }))
  }
  const fromKnown = await probe(known)
  const fromUnknown = await probe(unknown)
  expect(fromKnown).toEqual(fromUnknown)
  expect(fromKnown[0]).toMatchObject({ status: 200, text: '{"action":"VERIFY_OTP"}' })
  expect(fromKnown[1]?.status).toBe(429)
  // Only the mailboxes learn the difference.
  await expect.poll(async () => (await mails(known))[0]?.subject).toBe('A new device asks to sign in')
  await expect.poll(async () => (await mails(unknown))[0]?.subject).toBe('Your sign-in code')
})

test('attack: a session token serves only the project and page origin it was opened for', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('attack-scope')
  await page.goto(demoUrl())
  const signedIn = watchSignIn(page)
  await startEmailLogin(page, email)
  await enterCode(page, await mailedCode(email))
  await choosePassword(page)
  const { sessionToken, deviceId, project, origin } = await signedIn
  // The frame named its project and the demo page's origin.
  expect({ project, origin }).toEqual({ project: DEMO_PROJECT, origin: new URL(demoUrl()).origin })

  const asks = (headers: Record<string, string>) =>
    stranger('GET', '/session', {
      headers: { authorization: `Bearer ${sessionToken}`, 'x-foyer-device': deviceId, ...headers },
    })
  expect((await asks({ 'x-foyer-project': DEMO_PROJECT, 'x-foyer-origin': origin as string })).status).toBe(
    200,
  )
  const otherOrigin = origin?.includes('127.0.0.1')
    ? origin.replace('127.0.0.1', 'localhost')
    : 'http://127.0.0.1:1'
  const attempts: Record<string, string>[] = [
    { 'x-foyer-project': 'another-project', 'x-foyer-origin': origin as string },
    // Another origin of the same project is another site.
    { 'x-foyer-project': DEMO_PROJECT, 'x-foyer-origin': otherOrigin },
    {},
  ]
  for (const headers of attempts) {
    const refused = await asks(headers)
    expect(refused.status, JSON.stringify(headers)).toBe(401)
    expect(refused.json).toMatchObject({ code: 'SESSION_INVALID' })
  }

  // The frame's storage holds this project's and site's records under their scope, nothing unscoped.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin()))
  expect(frame).toBeDefined()
  const keys = await frame!.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('foyer-frame')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('device').objectStore('device').getAllKeys()
          request.onsuccess = () => resolve(request.result.map(String))
          request.onerror = () => reject(request.error)
        }
      }),
  )
  const prefix = `scope:${encodeURIComponent(DEMO_PROJECT)}:${encodeURIComponent(origin as string)}:`
  expect(keys).toEqual(expect.arrayContaining([`${prefix}deviceId`, `${prefix}sessionToken`]))
  expect(keys.filter((key) => !key.startsWith('scope:'))).toEqual([])
})
