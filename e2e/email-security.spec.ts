import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { recoverPrivateKey } from '@foyer/auth-frame'
import type { Frame, Page } from '@playwright/test'
import { type Address, bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import {
  answerInFrame,
  choosePassword,
  enterCode,
  framePrompt,
  mailedCode,
  mails,
  RECOVERY_PASSWORD,
  signedBy,
  signUp,
  smartAccountOf,
  startEmailLogin,
  uniqueEmail,
} from './emailLogin.js'
import { apiUrl, demoUrl, expect, modal, test } from './fixtures.js'

// The email login's security checks (#11), in a browser against the world: a page of another origin
// forging frame messages both ways, the fifth wrong code locking the code, and the host page searching
// everything it can reach for the key. Code expiry is covered where the server's clock can be moved:
// packages/server/src/auth/createAuthRoutes.limits.test.ts ('a code expires after 10 minutes'); a database
// dump in packages/auth-frame/src/databaseDump.server.test.ts.

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: the global setup did not run`)
  return value
}
const frameOrigin = () => new URL(env('FOYER_FRAME_URL')).origin

/** The login frame's document in `page` (found by its origin). */
function frameOf(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin()))
  if (!frame) throw new Error('no login frame in the page')
  return frame
}

/** A real page on another origin of this machine (its own port): what a malicious site would be. */
async function startForeignSite(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><title>Foreign</title>
<script>
  window.received = []
  addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }))
</script>
<button id="open" onclick="window.victim = window.open(new URLSearchParams(location.search).get('victim'))">Open</button>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
}

declare global {
  interface Window {
    received: { origin: string; data: unknown }[]
    victim: Window | null
    seenRequestIds: string[]
  }
}

test('error: a page of another origin that opened the demo forges frame replies at it and requests at the login frame: none is acted on, and the frame answers it nothing', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const foreign = await startForeignSite()
  const context = await browser.newContext()
  try {
    // The attacker's page opens the dapp (window.open keeps a handle on it, and on its frames).
    const attacker = await context.newPage()
    await attacker.goto(`${foreign.url}?victim=${encodeURIComponent(demoUrl())}`)
    const opened = context.waitForEvent('page')
    await attacker.getByRole('button', { name: 'Open' }).click()
    const demo = await opened
    const warnings: string[] = []
    demo.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await expect(demo.getByRole('button', { name: 'Connect Wallet' })).toBeVisible({ timeout: 30_000 })
    const forgedAddress = '0x000000000000000000000000000000000000dEaD'
    /** Posts `messages` from the attacker's page to the demo's window ('page') or to each of its frames. */
    const forge = (target: 'page' | 'frames', messages: unknown[]) =>
      attacker.evaluate(
        ({ target, messages }) => {
          const victim = window.victim
          if (!victim) throw new Error('no handle on the demo')
          const windows =
            target === 'page'
              ? [victim]
              : Array.from({ length: victim.frames.length }, (_, i) => victim.frames[i])
          for (const to of windows) for (const message of messages) to?.postMessage(message, '*')
          return windows.length
        },
        { target, messages },
      )

    const fakeReplies = (ids: string[]) =>
      ids.flatMap((id) => [
        { id, type: '@w3m-frame/CONNECT_OTP_SUCCESS', payload: { action: 'CONNECT' } },
        {
          id,
          type: '@w3m-frame/CONNECT_OTP_ERROR',
          payload: { message: 'Forged failure', code: 'OTP_INVALID' },
        },
        { id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } },
        {
          id,
          type: '@w3m-frame/GET_USER_SUCCESS',
          payload: {
            email: 'forged@evil.test',
            address: forgedAddress,
            chainId: 31337,
            smartAccountDeployed: false,
            accounts: [{ address: forgedAddress, type: 'eoa' }],
            preferredAccountType: 'eoa',
          },
        },
        { id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: `0x${'ab'.repeat(65)}` },
      ])
    const dropped = () => warnings.filter((text) => text.startsWith('Foyer: dropped a frame message')).length

    // The login has begun (the page listens to its frame now): a forged READY, a code accepted and a
    // connected user, posted at the demo, change nothing.
    const email = uniqueEmail('forged')
    await startEmailLogin(demo, email)
    const frame = frameOf(demo)
    await frame.evaluate(() => {
      window.seenRequestIds = []
      addEventListener('message', (event) => {
        const id = (event.data as { id?: unknown })?.id
        if (typeof id === 'string') window.seenRequestIds.push(id)
      })
    })
    await forge('page', [
      { type: '@w3m-frame/READY', payload: { version: '0.1.0' } },
      ...fakeReplies(['0', '1']),
    ])
    await expect.poll(dropped).toBe(11)
    expect(warnings).toContain(`Foyer: dropped a frame message from ${new URL(foreign.url).origin}`)
    await expect(modal(demo).getByText(`Enter the code we sent to ${email}`)).toBeVisible()
    await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')

    // The frame's CONNECT_OTP answer is held back 3 s, and meanwhile the attacker posts a success and an
    // error carrying the request's real id (read here from inside the frame, which the attacker could not
    // do: the strongest case). Neither is taken: the real answer leads on.
    let held = 0
    await context.route(
      (url) => url.pathname === '/auth/v1/email/verify',
      async (route) => {
        if (route.request().method() === 'POST') {
          held += 1
          await new Promise((resolve) => setTimeout(resolve, 3_000))
        }
        await route.continue()
      },
    )
    await enterCode(demo, await mailedCode(email))
    await expect.poll(() => frame.evaluate(() => window.seenRequestIds.length)).toBeGreaterThan(0)
    const otpId = (await frame.evaluate(() => window.seenRequestIds.at(-1))) as string
    await forge('page', fakeReplies([otpId]))
    await expect(demo.getByTestId('demo-status')).toHaveText('disconnected')
    const address = await choosePassword(demo)
    expect(held).toBe(1)
    expect(address).not.toBe(forgedAddress)
    expect(dropped()).toBe(16)

    // Connected: forged requests posted straight at the login frame (the attacker reaches it through
    // victim.frames). The frame drops each (it logs why) and posts nothing to the attacker: no signature,
    // no user, and SIGN_OUT does not sign the wallet out.
    const before = warnings.length
    const requests = [
      {
        id: 'forged-sign',
        type: '@w3m-app/RPC_REQUEST',
        payload: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
      },
      { id: 'forged-user', type: '@w3m-app/GET_USER' },
      { id: 'forged-connected', type: '@w3m-app/IS_CONNECTED' },
      { id: 'forged-out', type: '@w3m-app/SIGN_OUT' },
    ]
    expect(await forge('frames', requests)).toBeGreaterThan(0)
    await forge('page', requests)
    await expect
      .poll(
        () =>
          warnings.slice(before).filter((text) => text.includes('[foyer-frame] dropped a message')).length,
      )
      .toBe(requests.length)
    expect(
      warnings.slice(before).filter((text) => text.includes('dropped a message: not from the parent window')),
    ).toHaveLength(requests.length)
    await demo.waitForTimeout(1_000)
    expect(await attacker.evaluate(() => window.received)).toEqual([])
    await expect(demo.getByTestId('demo-status')).toHaveText('connected')
    await expect(demo.getByTestId('demo-address')).toHaveText(address)

    // The page's own request is still the only one the frame serves: a forged signature posted while the
    // request waits for the person is not the answer; the frame's signature, after Sign in its own
    // prompt, is the wallet's.
    const result = demo.getByRole('status', { name: 'Request result' })
    await demo.getByRole('button', { name: 'Sign a message' }).click()
    await expect(modal(demo).getByRole('heading', { name: 'Approve request' })).toBeVisible()
    await expect(framePrompt(demo)).toBeVisible()
    const ids = await frame.evaluate(() => window.seenRequestIds)
    await forge('page', fakeReplies(ids))
    await demo.waitForTimeout(500)
    await expect(result).not.toContainText('abab')
    await answerInFrame(demo, 'Sign')
    await expect(result).toContainText('Signature: 0x', { timeout: 30_000 })
    const signature = (await result.textContent())?.replace('Signature: ', '') as `0x${string}`
    expect(await signedBy(address, 'Sign in to Harbor Exchange', signature)).toBe(true)
    expect(await attacker.evaluate(() => window.received)).toEqual([])
  } finally {
    await context.close()
    await new Promise<void>((resolve) => foreign.server.close(() => resolve()))
  }
})

test('behavior: five wrong codes lock the code, the right one is then refused too, and a fresh code works', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('locked')
  await startEmailLogin(page, email)
  const code = await mailedCode(email)
  const wrong = code === '000000' ? '111111' : '000000'
  const alert = modal(page).getByRole('alert')
  /** Enters `otp` and resolves with the server's answer to the frame's check. */
  const check = async (otp: string) => {
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/auth/v1/email/verify') && response.request().method() === 'POST',
    )
    await enterCode(page, otp)
    const response = await answer
    return { status: response.status(), body: (await response.json()) as { code?: string } }
  }
  for (const left of [4, 3, 2, 1]) {
    expect(await check(wrong)).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } })
    await expect(alert).toContainText(`${left} ${left === 1 ? 'try' : 'tries'} left.`)
  }
  expect(await check(wrong)).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } })
  await expect(alert).toHaveText('Too many wrong codes: request a new code')

  // The right code now fails too, and the view says so.
  expect(await check(code)).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } })
  await expect(alert).toHaveText('Too many wrong codes: request a new code')
  await expect(modal(page).getByRole('heading', { name: 'Choose a recovery password' })).toBeHidden()

  // A new code, once the server's 30 s between mails have passed.
  const sent = (await mails(email)).length
  await expect(async () => {
    await modal(page).getByRole('button', { name: 'Resend code', exact: true }).click({ timeout: 2_000 })
    await expect(modal(page).getByText('A new code is on its way.')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000, intervals: [2_000] })
  const fresh = await mailedCode(email, { after: sent })
  expect(await check(fresh)).toMatchObject({ status: 200 })
  await choosePassword(page)
})

/**
 * Runs in a page or frame: every string the document's own JS can reach — localStorage, sessionStorage,
 * cookies, Cache Storage, each IndexedDB database of its origin (every record), the DOM (shadow roots
 * too), every global of `window` and what hangs off it (React's fiber expandos on the DOM nodes included,
 * which reach the app's state), and the messages the page received — bytes written as hex and base64.
 * Answers which of `needles` occur (hex needles lower-case, matched case-insensitively).
 */
async function searchReachable({ needles, messages }: { needles: Record<string, string>; messages: string }) {
  const strings: string[] = []
  const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  const seen = new WeakSet<object>()
  let budget = 400_000
  const walk = (value: unknown, depth: number): void => {
    if (budget-- <= 0) return
    if (typeof value === 'string') {
      strings.push(value)
      return
    }
    if (typeof value === 'number' || typeof value === 'bigint') return
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return
    if (seen.has(value)) return
    seen.add(value)
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
      const bytes =
        value instanceof ArrayBuffer
          ? new Uint8Array(value)
          : new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      if (bytes.length <= 65_536) strings.push(toHex(bytes), toBase64(bytes))
      return
    }
    if (
      Array.isArray(value) &&
      value.length >= 16 &&
      value.length <= 4096 &&
      value.every((n) => Number.isInteger(n) && n >= 0 && n < 256)
    )
      strings.push(toHex(Uint8Array.from(value as number[])))
    if (depth > 14) return
    if (value instanceof Map)
      for (const [k, v] of value) {
        walk(k, depth + 1)
        walk(v, depth + 1)
      }
    if (value instanceof Set) for (const v of value) walk(v, depth + 1)
    let keys: (string | symbol)[]
    try {
      keys = Reflect.ownKeys(value)
    } catch {
      return
    }
    for (const key of keys) {
      let child: unknown
      try {
        child = (value as Record<string | symbol, unknown>)[key]
      } catch {
        continue // a cross-origin window's property, a throwing getter
      }
      walk(child, depth + 1)
    }
  }

  const storage: Record<string, number> = {}
  for (const area of [localStorage, sessionStorage])
    for (let i = 0; i < area.length; i++) {
      const key = area.key(i) ?? ''
      strings.push(key, area.getItem(key) ?? '')
      storage.webStorage = (storage.webStorage ?? 0) + 1
    }
  strings.push(document.cookie)
  if ('caches' in window)
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        strings.push(request.url, await ((await cache.match(request))?.text() ?? ''))
    }
  const databases = (await indexedDB.databases()).map((database) => database.name ?? '')
  for (const name of databases) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    for (const store of Array.from(db.objectStoreNames)) {
      const [keys, values] = await Promise.all(
        ['getAllKeys', 'getAll'].map(
          (method) =>
            new Promise<unknown[]>((resolve, reject) => {
              const request = db.transaction(store).objectStore(store)[method as 'getAll']()
              request.onsuccess = () => resolve(request.result)
              request.onerror = () => reject(request.error)
            }),
        ),
      )
      walk(keys, 0)
      walk(values, 0)
      storage.indexedDbRecords = (storage.indexedDbRecords ?? 0) + (values?.length ?? 0)
    }
    db.close()
  }
  const dom = (root: Document | ShadowRoot): void => {
    strings.push(root instanceof Document ? root.documentElement.outerHTML : root.innerHTML)
    for (const element of Array.from(root.querySelectorAll('*'))) {
      walk(element, 0) // own keys only: React's __reactFiber$… / __reactProps$… expandos, and what they reach
      if (element.shadowRoot) dom(element.shadowRoot)
      if (element instanceof HTMLInputElement) strings.push(element.value)
    }
  }
  dom(document)
  walk(window, 0)
  strings.push(messages)
  const haystack = strings.join('\n')
  const lower = haystack.toLowerCase()
  const found = Object.entries(needles)
    .filter(([name, needle]) =>
      name.endsWith('hex') ? lower.includes(needle.toLowerCase()) : haystack.includes(needle),
    )
    .map(([name]) => name)
  return { found, databases, storage, size: haystack.length, nodes: 400_000 - budget }
}

test('behavior: after a sign-up, the host page finds no key, share or session in anything it can reach, and cannot reach the frame’s storage', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The page keeps every message posted to it from the start (the frame's replies included).
  await page.addInitScript(() => {
    const kept: unknown[] = []
    Object.defineProperty(window, 'keptMessages', { value: kept })
    addEventListener('message', (event) => kept.push(event.data))
  })
  await page.reload()
  const email = uniqueEmail('reach')
  const { address } = await signUp(page, email)

  // The secrets, read with the test's privileges: the frame's IndexedDB (device id, session, device share,
  // kept under the project's and page's scope) and the server's auth share for that session.
  const frame = frameOf(page)
  const held = await frame.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('foyer-frame')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const read = <T>(method: 'getAll' | 'getAllKeys') =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction('device').objectStore('device')[method]()
        request.onsuccess = () => resolve(request.result as T[])
        request.onerror = () => reject(request.error)
      })
    const keys = await read<string>('getAllKeys')
    const values = await read<unknown>('getAll')
    const entries = keys.map((key, i) => [key, values[i]] as const)
    const find = (pattern: RegExp) => entries.find(([key]) => pattern.test(key))?.[1]
    const share = find(/(^|:)share:/) as { share: Uint8Array }
    return {
      deviceId: find(/(^|:)deviceId$/) as string,
      sessionToken: find(/(^|:)sessionToken$/) as string,
      deviceShare: Array.from(share.share),
    }
  })
  const response = await fetch(`${apiUrl()}/auth/v1/wallet`, {
    headers: {
      origin: frameOrigin(),
      authorization: `Bearer ${held.sessionToken}`,
      'x-foyer-device': held.deviceId,
      'x-foyer-project': 'foyer-demo',
      'x-foyer-origin': new URL(page.url()).origin,
    },
  })
  expect(response.status).toBe(200)
  const wallet = (await response.json()) as { address: string; authShare: string }
  // The server keeps the key's own address (the EOA); the page shows its smart account (#29).
  expect(await smartAccountOf(wallet.address as Address)).toBe(address)
  const deviceShare = Uint8Array.from(held.deviceShare)
  const authShare = Uint8Array.from(Buffer.from(wallet.authShare, 'base64'))
  const key = await recoverPrivateKey(deviceShare, authShare)
  expect(privateKeyToAddress(bytesToHex(key))).toBe(wallet.address)

  const forms = (name: string, bytes: Uint8Array) => ({
    [`${name} hex`]: Buffer.from(bytes).toString('hex'),
    [`${name} base64`]: Buffer.from(bytes).toString('base64').replace(/=+$/, ''),
    [`${name} base64url`]: Buffer.from(bytes).toString('base64url'),
  })
  const needles = {
    ...forms('private key', key),
    ...forms('device share', deviceShare),
    ...forms('auth share', authShare),
    // A share's 32 y bytes without its x byte, in case something kept them apart.
    ...forms('device share y', deviceShare.subarray(0, 32)),
    ...forms('auth share y', authShare.subarray(0, 32)),
    'session token': held.sessionToken,
    'device id': held.deviceId,
    'recovery password': RECOVERY_PASSWORD,
  }

  // The page's own search: nothing.
  const messages = JSON.stringify(
    await page.evaluate(() => (window as unknown as { keptMessages: unknown[] }).keptMessages),
  )
  expect(messages).toContain('@w3m-frame/GET_USER_SUCCESS') // it did see the frame's replies
  const fromPage = await page.evaluate(searchReachable, { needles, messages })
  expect(fromPage.found).toEqual([])
  expect(fromPage.databases).not.toContain('foyer-frame')
  expect(fromPage.nodes).toBeGreaterThan(10_000) // the walk went deep (the app's state), not nowhere
  expect(fromPage.size).toBeGreaterThan(0)

  // The same search run inside the frame finds its own secrets: the search does see bytes in IndexedDB.
  const inFrame = await frame.evaluate(searchReachable, { needles, messages: '' })
  expect(inFrame.databases).toContain('foyer-frame')
  expect(inFrame.found).toEqual(
    expect.arrayContaining(['device share hex', 'device share base64', 'session token', 'device id']),
  )
  expect(inFrame.found).not.toContain('private key hex') // the frame keeps no key at rest either

  // Reaching into the frame from the page: every door is cross-origin.
  const doors = await page.evaluate(async () => {
    const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement | null
    if (!iframe?.contentWindow) return { error: 'no frame' }
    const frameWindow = iframe.contentWindow as Window
    const attempt = (read: () => unknown) => {
      try {
        const value = read()
        return `read: ${String(value)}`
      } catch (error) {
        return `threw ${(error as Error).name}`
      }
    }
    // The page's origin has its own IndexedDB: a 'foyer-frame' opened here is a new, empty database.
    const own = await new Promise<string[]>((resolve, reject) => {
      const request = indexedDB.open('foyer-frame')
      request.onsuccess = () => {
        const names = Array.from(request.result.objectStoreNames)
        request.result.close()
        indexedDB.deleteDatabase('foyer-frame')
        resolve(names)
      }
      request.onerror = () => reject(request.error)
    })
    return {
      contentDocument: String(iframe.contentDocument),
      document: attempt(() => frameWindow.document.cookie),
      localStorage: attempt(() => frameWindow.localStorage.length),
      sessionStorage: attempt(() => frameWindow.sessionStorage.length),
      indexedDB: attempt(() => frameWindow.indexedDB.databases),
      location: attempt(() => frameWindow.location.href),
      globals: attempt(() => Object.keys(frameWindow).join()),
      ownFoyerFrameStores: own,
    }
  })
  expect(doors).toEqual({
    contentDocument: 'null',
    document: 'threw SecurityError',
    localStorage: 'threw SecurityError',
    sessionStorage: 'threw SecurityError',
    indexedDB: 'threw SecurityError',
    location: 'threw SecurityError',
    globals: expect.stringMatching(/^read: /), // a cross-origin window lists no globals of the frame
    ownFoyerFrameStores: [],
  })
  key.fill(0)
})
