// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { farcasterDevUsers } from '../farcasterDevUsers.js'
import { type FarcasterRelay, startFarcasterRelay } from '../startFarcasterRelay.js'
import { renderFarcasterApp } from './renderFarcasterApp.js'

let relay: FarcasterRelay

beforeAll(async () => {
  relay = await startFarcasterRelay({ signInUrl: 'http://127.0.0.1:5173/farcaster' })
})
afterAll(async () => {
  await relay?.stop()
})

const config = () => ({
  relayUrl: relay.url,
  authKey: relay.authKey,
  users: farcasterDevUsers,
  rpcUrl: 'http://127.0.0.1:1',
})
const buttons = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].map((button) => button.textContent)
const status = (root: HTMLElement) => root.querySelector('[role="status"]')?.textContent

async function openChannel(): Promise<string> {
  const response = await fetch(`${relay.url}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      siweUri: 'http://127.0.0.1:5173/login',
      domain: '127.0.0.1:5173',
      requestId: 'r-9',
    }),
  })
  return new URL(((await response.json()) as { url: string }).url).search
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('renderFarcasterApp', () => {
  test('default: a heading, the details, a button per user and Cancel; approving signs in', async () => {
    const root = document.createElement('main')
    const search = await openChannel()
    renderFarcasterApp(root, config(), search)
    expect(root.querySelector('h1')?.textContent).toBe('Sign in to 127.0.0.1:5173?')
    expect(root.textContent).toContain('URI: http://127.0.0.1:5173/login')
    expect(root.textContent).toContain('Request id: r-9')
    expect(buttons(root)).toEqual(['Sign in as @alice', 'Sign in as @bob', 'Cancel'])
    root.querySelector('button')!.click()
    await until(() => /Signed in|failed/.test(status(root) ?? ''))
    expect(status(root)).toBe('Signed in as @alice. You can go back to 127.0.0.1:5173.')
    expect([...root.querySelectorAll('button')].every((button) => button.disabled)).toBe(true)
    const token = new URLSearchParams(search).get('channelToken')
    const answer = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await answer.json()).toMatchObject({ state: 'completed', fid: 1001, username: 'alice' })
  })

  test('behavior: Cancel declines without a request to the relay', async () => {
    const root = document.createElement('main')
    renderFarcasterApp(root, config(), await openChannel())
    ;[...root.querySelectorAll('button')].at(-1)!.click()
    expect(status(root)).toBe('Sign-in cancelled. You can go back to 127.0.0.1:5173.')
  })

  test('error: a failure is shown as text and the buttons come back', async () => {
    const root = document.createElement('main')
    const search = `?channelToken=unknown&nonce=abcdefgh1234&siweUri=${encodeURIComponent('http://x.test/')}&domain=x.test`
    renderFarcasterApp(root, config(), search)
    root.querySelector('button')!.click()
    await until(() => /failed/.test(status(root) ?? ''))
    expect(status(root)).toBe('Sign-in failed: No such channel, or it expired')
    expect(root.querySelector('button')!.disabled).toBe(false)
    const empty = document.createElement('main')
    renderFarcasterApp(empty, config(), '')
    expect(status(empty)).toMatch(/needs a sign-in request/)
  })
})
