import { lookup } from 'node:dns/promises'
import { hostname } from 'node:os'
import { demoUrl, expect, test } from './fixtures.js'

// The browser tests reach nothing but this machine: Chromium resolves no host but its own addresses
// (scripts/chromium.ts, OFFLINE_RESOLVER_RULES), so a page's request to the well-known networks' public
// RPCs or WalletConnect's cloud relay fails at once, as it would offline, and sends nothing.

test('error: a page request or WebSocket to any host but this machine fails inside the browser', async ({
  page,
}) => {
  // This machine's own name, which its hosts file resolves (here to 127.0.0.1): only the browser's rule
  // makes a request to it fail, so this test fails without the rule even on a machine with no network.
  const byName = new URL(demoUrl())
  byName.hostname = hostname()
  const resolvesHere = await lookup(byName.hostname).then(
    ({ address }) => address === '127.0.0.1',
    () => false,
  )
  const outcome = await page.evaluate(async (ownName) => {
    // no-cors: another origin's answer is opaque (status 0), but an answer all the same.
    const fetchFrom = (url: string) =>
      fetch(url, { mode: 'no-cors' }).then(
        (response) => response.status,
        (error: Error) => error.name,
      )
    const socket = await new Promise<string>((resolve) => {
      const ws = new WebSocket('wss://relay.walletconnect.org')
      ws.onopen = () => resolve('open')
      ws.onerror = () => resolve('error')
    })
    return {
      publicRpc: await fetchFrom('https://cloudflare-eth.com/'),
      socket,
      ownName: await fetchFrom(ownName),
      local: await fetchFrom(location.href),
    }
  }, byName.href)
  expect(outcome).toEqual({ publicRpc: 'TypeError', socket: 'error', ownName: 'TypeError', local: 200 })
  console.log(`[offline] ${byName.hostname} resolves to 127.0.0.1 outside the browser: ${resolvesHere}`)
})
