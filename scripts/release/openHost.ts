// Serves the pack test's built hosts and opens them in Debian's Chromium, with a test wallet announced
// the EIP-6963 way before the page's scripts run.
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { testChromiumArgs, testChromiumPath } from '../chromium.js'

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}

/** A static server of a host's built folder (dist/, or the plain HTML page's) on 127.0.0.1 (a free port). */
export async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname))
    const file = join(root, path === '/' ? 'index.html' : path)
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        response.end(body)
      },
      () => {
        response.writeHead(404)
        response.end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, server }
}

export const testWallet = { name: 'Pack Test Wallet', rdns: 'dev.foyer.packtest' }

/** Announces an EIP-1193 provider that answers no account, as a wallet extension would. */
function announceTestWallet({ name, rdns }: typeof testWallet) {
  const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')}`
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error('not supported'), { code: 4200 })
    },
    // Its account and chain never change: no event to emit.
    on: () => undefined,
    removeListener: () => undefined,
  }
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), name, icon, rdns }, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/**
 * Chromium (its own temporary profile) on `url`, the test wallet announced. `errors` collects uncaught
 * errors and console errors from the start: production React reports a failed hydration (the Next.js
 * host's server-rendered page) only on the console.
 */
export async function openInChromium(
  url: string,
): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: testChromiumArgs })
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  await page.addInitScript(announceTestWallet, testWallet)
  await page.goto(url)
  return { browser, page, errors }
}
