import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Frame, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js'
import { answerInFrame, framePrompt, typePasswordInFrame } from './emailLogin.js'
import { demoUrl, expect, test } from './fixtures.js'

// The secure login frame on its own origin (the Foyer server's second listener, FOYER_FRAME_URL), under
// the demo's page, speaking the frame protocol; its mails land in the local mail catcher (FOYER_MAIL_URL)
// and show on the demo's inbox page.

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: the global setup did not run`)
  return value
}
const frameUrl = () => env('FOYER_FRAME_URL')
const mailUrl = () => env('FOYER_MAIL_URL')
const PROJECT_ID = 'foyer-demo'

interface FrameReply {
  id?: string
  type: string
  payload?: Record<string, unknown>
}

declare global {
  interface Window {
    frameReplies: FrameReply[]
  }
}

/** Adds the hidden login iframe to the page, as core's createFrameClient does, and keeps what it posts. */
async function mountFrame(page: Page, query: Record<string, string> = {}) {
  const src = new URL(frameUrl())
  for (const [name, value] of Object.entries({
    projectId: PROJECT_ID,
    chainId: '31337',
    version: 'e2e',
    ...query,
  }))
    src.searchParams.set(name, value)
  await page.evaluate((href) => {
    window.frameReplies = []
    const iframe = document.createElement('iframe')
    iframe.id = 'w3m-iframe'
    iframe.name = 'w3m-secure-iframe'
    iframe.src = href
    iframe.style.display = 'none'
    const origin = new URL(href).origin
    window.addEventListener('message', (event) => {
      if (event.origin === origin && event.source === iframe.contentWindow)
        window.frameReplies.push(event.data)
    })
    document.body.append(iframe)
  }, src.href)
}

async function waitForReady(page: Page): Promise<FrameReply> {
  const handle = await page.waitForFunction(() =>
    window.frameReplies?.find((reply) => reply.type === '@w3m-frame/READY'),
  )
  return (await handle.jsonValue()) as FrameReply
}

let counter = 0
/** Posts a request to the frame and resolves with its `_SUCCESS` / `_ERROR` reply. */
async function ask(page: Page, type: string, payload?: unknown): Promise<FrameReply> {
  const id = `e2e-${Date.now()}-${counter++}`
  await page.evaluate(
    ({ message, origin }) => {
      const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
      iframe.contentWindow?.postMessage(message, origin)
    },
    {
      message: payload === undefined ? { id, type } : { id, type, payload },
      origin: new URL(frameUrl()).origin,
    },
  )
  const handle = await page.waitForFunction(
    (wanted) => window.frameReplies.find((reply) => reply.id === wanted),
    id,
    {
      timeout: 30_000,
    },
  )
  return (await handle.jsonValue()) as FrameReply
}

/**
 * Asks the frame for a step that waits for the person in the frame's own window (the recovery password, a
 * signature): shows the iframe as core's client does, lets the person act in it, then hides it again.
 */
async function askPerson(page: Page, type: string, person: () => Promise<void>, payload?: unknown) {
  const show = (shown: boolean) =>
    page.evaluate((visible) => {
      const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
      Object.assign(
        iframe.style,
        visible
          ? { display: 'block', position: 'fixed', inset: '0', width: '100%', height: '100%', border: '0' }
          : { display: 'none' },
      )
    }, shown)
  await show(true)
  const reply = ask(page, type, payload)
  await person()
  const answer = await reply
  await show(false)
  return answer
}

/** The frame's document (found by its origin). */
function frameOf(page: Page): Frame {
  const origin = new URL(frameUrl()).origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error('no login frame in the page')
  return frame
}

/** The newest code the mail catcher holds for `email`, read from the mail's text. */
async function caughtCode(email: string): Promise<string> {
  const response = await fetch(`${mailUrl()}/messages?to=${encodeURIComponent(email)}`)
  const mails = (await response.json()) as { text: string }[]
  const code = /\bis (\d{6})\b/.exec(mails[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@foyer.test`

test('default: the frame loads from its own origin, says READY, and CONNECT_EMAIL mails a code that the inbox page shows', async ({
  page,
}) => {
  const frameOrigin = new URL(frameUrl()).origin
  expect(frameOrigin).not.toBe(new URL(demoUrl()).origin)
  const frameResponse = page.waitForResponse((response) => response.url().startsWith(frameOrigin))
  await mountFrame(page)
  const csp = (await frameResponse).headers()['content-security-policy'] ?? ''
  expect(csp).toContain(`frame-ancestors ${new URL(demoUrl()).origin}`)
  expect(csp).toContain("script-src 'self'")
  expect(await waitForReady(page)).toEqual({ type: '@w3m-frame/READY', payload: { version: '0.1.0' } })

  const email = uniqueEmail('inbox')
  expect(await ask(page, '@w3m-app/CONNECT_EMAIL', { email })).toMatchObject({
    type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
    payload: { action: 'VERIFY_OTP' },
  })
  const code = await caughtCode(email)

  const inbox = await page.context().newPage()
  await inbox.goto(`${demoUrl()}/inbox`)
  await expect(inbox).toHaveURL(`${demoUrl()}/inbox/`)
  const mail = inbox.getByTestId('inbox-mail').filter({ hasText: email })
  await expect(mail).toHaveCount(1)
  await expect(mail.getByRole('heading', { name: 'Your sign-in code' })).toBeVisible()
  await expect(mail.getByTestId('inbox-code')).toHaveText(code)
  // Newest first: another mail arrives on top, without a reload.
  const second = uniqueEmail('newer')
  await ask(page, '@w3m-app/CONNECT_EMAIL', { email: second })
  // (Other tests mail at the same time: the two mails are found by address, and their order compared.)
  const newer = inbox.getByTestId('inbox-mail').filter({ hasText: second })
  await expect(newer).toHaveCount(1)
  await expect(newer.getByTestId('inbox-code')).toHaveText(await caughtCode(second))
  const order = await inbox
    .getByTestId('inbox-mail')
    .evaluateAll(
      (items, addresses) =>
        addresses.map((address) => items.findIndex((item) => item.textContent?.includes(address))),
      [second, email],
    )
  expect(order[0]).toBeLessThan(order[1] ?? -1)
  // It fits a phone (390 px): nothing scrolls sideways.
  await inbox.setViewportSize({ width: 390, height: 844 })
  expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('behavior: the wallet made in the frame is kept in its IndexedDB and is still connected after a reload', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  await mountFrame(page)
  await waitForReady(page)
  const email = uniqueEmail('persist')
  await ask(page, '@w3m-app/CONNECT_EMAIL', { email })
  expect(await ask(page, '@w3m-app/CONNECT_OTP', { otp: await caughtCode(email) })).toMatchObject({
    type: '@w3m-frame/CONNECT_OTP_SUCCESS',
    payload: { action: 'SET_RECOVERY_PASSWORD' },
  })
  expect(
    await askPerson(page, '@w3m-app/SET_RECOVERY_PASSWORD', () =>
      typePasswordInFrame(page, 'correct horse battery staple', { confirm: true }),
    ),
  ).toMatchObject({ type: '@w3m-frame/SET_RECOVERY_PASSWORD_SUCCESS' })
  const user = await ask(page, '@w3m-app/GET_USER')
  expect(user).toMatchObject({ type: '@w3m-frame/GET_USER_SUCCESS', payload: { email } })
  const address = user.payload?.address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // The frame's origin keeps its database (same site as the page: 127.0.0.1, another port).
  const stored = () =>
    frameOf(page).evaluate(async () => {
      const databases = await indexedDB.databases()
      return databases.map((database) => database.name)
    })
  expect(await stored()).toContain('foyer-frame')

  await page.reload()
  await mountFrame(page)
  await waitForReady(page)
  expect(await ask(page, '@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
  expect(await ask(page, '@w3m-app/GET_USER')).toMatchObject({ payload: { email, address } })
  expect(await stored()).toContain('foyer-frame')
  // The device share read back and the server's auth share rebuild the key: it signs; chain reads go to
  // the local chain's RPC, which the frame's CSP lets it reach.
  const signed = await askPerson(
    page,
    '@w3m-app/RPC_REQUEST',
    async () => {
      await expect(framePrompt(page).getByText('hello', { exact: true })).toBeVisible()
      await answerInFrame(page, 'Sign')
    },
    { method: 'personal_sign', params: ['0x68656c6c6f', address] },
  )
  expect(signed).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS' })
  expect(JSON.stringify(signed.payload)).toMatch(/0x[0-9a-f]{130}/)
  const block = await ask(page, '@w3m-app/RPC_REQUEST', { method: 'eth_blockNumber', params: [] })
  expect(block).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS' })
  expect(warnings.filter((text) => /IndexedDB is refused|Content Security Policy/.test(text))).toEqual([])
})

test('behavior: under a page of another site (localhost, the frame on 127.0.0.1) Chromium refuses the frame its storage: the login works in memory, and a reload forgets it', async () => {
  // Today's Chromium denies a cross-site frame IndexedDB ('The user denied permission to access the
  // database') and localStorage; main.ts then falls back to memory and says so. If a Chromium starts
  // partitioning that storage instead, this test tells. The full browser's contexts are private windows,
  // which block third-party storage; the headless shell the other tests run in does not, so this test
  // launches the full browser (scripts/chromium.ts).
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(`http://localhost:${new URL(demoUrl()).port}/inbox/`)
    await mountFrame(page)
    await waitForReady(page)
    const email = uniqueEmail('cross-site')
    await ask(page, '@w3m-app/CONNECT_EMAIL', { email })
    await ask(page, '@w3m-app/CONNECT_OTP', { otp: await caughtCode(email) })
    await askPerson(page, '@w3m-app/SET_RECOVERY_PASSWORD', () =>
      typePasswordInFrame(page, 'correct horse battery staple', { confirm: true }),
    )
    expect(await ask(page, '@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
    expect(warnings.some((text) => text.includes('IndexedDB is refused to this frame'))).toBe(true)

    await page.reload()
    await mountFrame(page)
    await waitForReady(page)
    expect(await ask(page, '@w3m-app/IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
  } finally {
    await browser.close()
  }
})

test('error: a page on an origin the project does not list cannot frame it (frame-ancestors), and gets no READY', async ({
  page,
}) => {
  // A real page on another origin of this machine, not one of the project's. (A page made up with
  // page.route counts as a public address for Chromium, whose local-network checks would block the frame
  // before its CSP is even read.)
  const foreign = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>Foreign</title><body></body>')
  })
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
  try {
    const refused: string[] = []
    page.on('console', (message) => {
      // Chromium: "Framing '<frame>' violates the following Content Security Policy directive: …"
      if (/^Framing .* violates .*frame-ancestors/.test(message.text())) refused.push(message.text())
    })
    await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`)
    await mountFrame(page)
    await expect.poll(() => refused.length).toBeGreaterThan(0)
    expect(refused[0]).toContain(`"frame-ancestors ${new URL(demoUrl()).origin} `)
    expect(refused[0]).toContain('The request has been blocked')
    // The frame's script never ran there: nothing was posted to the page.
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => window.frameReplies)).toEqual([])
  } finally {
    await new Promise<void>((resolve) => foreign.close(() => resolve()))
  }
})
