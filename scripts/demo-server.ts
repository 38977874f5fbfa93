import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
}

export interface DemoServerParameters {
  /** The demo's production build (apps/demo/dist). */
  dist: string
  port?: number
  /**
   * The dev wallet, injected into the page the way an extension's content script would be:
   * its configuration and bundle are served beside the demo and loaded before the app.
   */
  devWallet?: { config: unknown; bundlePath: string }
  /** The dev mobile wallet page (WalletConnect), served at /wallet: its configuration and bundle. */
  mobileWallet?: { config: unknown; bundlePath: string }
  /**
   * The dev Farcaster app's sign-in page (the local auth relay's `signInUrl`), served at /farcaster: its
   * HTML (farcasterAppHtml) and bundle (buildFarcasterApp), loaded from /__farcasterapp.js.
   */
  farcasterApp?: { html: string; bundlePath: string }
}

/**
 * The strict Content-Security-Policy of `/?csp=strict`: no inline script or style without the page's
 * nonce, no eval, and connections only to this machine (the Foyer server, the relay, the local chains).
 */
export function strictCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: http://127.0.0.1:*",
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    // The secure login frame (email login) is served by the Foyer server on a port of its own.
    'frame-src http://127.0.0.1:*',
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

export interface DemoServer {
  url: string
  stop(): Promise<void>
}

/**
 * The request's URL and its decoded path; undefined when it is not one (`%E0%A4` alone, a bare `//`
 * resolved against a base): the server answers 400, not a crash. A path starting with `//` is a path here,
 * not another host.
 */
function parseRequestPath(url = '/'): { requestUrl: URL; path: string } | undefined {
  try {
    const requestUrl = new URL(`http://localhost${url.startsWith('/') ? '' : '/'}${url}`)
    return { requestUrl, path: decodeURIComponent(requestUrl.pathname) }
  } catch {
    return undefined
  }
}

/** A small static server for the demo's build, on 127.0.0.1 only. */
export async function startDemoServer({
  dist,
  port = 0,
  devWallet,
  mobileWallet,
  farcasterApp,
}: DemoServerParameters): Promise<DemoServer> {
  const mobileWalletPage = mobileWallet
    ? '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foyer Mobile Wallet</title>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<script>window.__FOYER_MOBILE_WALLET__=${JSON.stringify(mobileWallet.config).replace(/</g, '\\u003c')}</script>` +
      '</head><body><script src="/__mobilewallet.js"></script></body></html>'
    : undefined
  const config = devWallet
    ? `<script>window.__FOYER_DEVNET__=${JSON.stringify(devWallet.config).replace(/</g, '\\u003c')}</script>`
    : ''
  const injection = devWallet ? `${config}<script src="/__devwallet.js"></script>` : ''
  // The Bitcoin and Polkadot dev wallets (dist/familieswallet.js, beside the dev wallets' bundle) only on
  // the pages of the sites that configure those families (/families/): every other page, and every
  // browser test on it, parses no Bitcoin or Polkadot code. Loaded first: the dev wallets' bundle installs
  // them on its approval queue and panel.
  const familiesInjection = devWallet
    ? `${config}<script src="/__familieswallet.js"></script><script src="/__devwallet.js"></script>`
    : ''
  const server: Server = createServer(async (req, res) => {
    const parsed = parseRequestPath(req.url)
    if (!parsed) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request: the address is not a valid path')
      return
    }
    const { requestUrl, path } = parsed
    try {
      // `/wallet/wc?uri=…` is the page opened through its wallet link (formatWalletLink): it pairs at once.
      if (mobileWallet && mobileWalletPage && (path === '/wallet' || path === '/wallet/wc')) {
        res.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' })
        res.end(mobileWalletPage)
        return
      }
      if (mobileWallet && path === '/__mobilewallet.js') {
        res.writeHead(200, { 'content-type': types['.js'], 'cache-control': 'no-store' })
        res.end(await readFile(mobileWallet.bundlePath))
        return
      }
      if (farcasterApp && path === '/farcaster') {
        res.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' })
        res.end(farcasterApp.html)
        return
      }
      if (farcasterApp && path === '/__farcasterapp.js') {
        res.writeHead(200, { 'content-type': types['.js'], 'cache-control': 'no-store' })
        res.end(await readFile(farcasterApp.bundlePath))
        return
      }
      if (devWallet && path === '/__devwallet.js') {
        res.writeHead(200, { 'content-type': types['.js'], 'cache-control': 'no-store' })
        res.end(await readFile(devWallet.bundlePath))
        return
      }
      if (devWallet && path === '/__familieswallet.js') {
        res.writeHead(200, { 'content-type': types['.js'], 'cache-control': 'no-store' })
        res.end(await readFile(join(dirname(devWallet.bundlePath), 'familieswallet.js')))
        return
      }
      // A folder's address serves its index.html (/ and /react-only/, bench/open's baseline page).
      const file = normalize(join(dist, path.endsWith('/') ? `${path}index.html` : path))
      if (!file.startsWith(dist)) {
        res.writeHead(403).end()
        return
      }
      const isIndex = file.endsWith('index.html')
      // `?csp=strict` serves the page under a strict policy; the injected wallet scripts carry its nonce.
      const nonce =
        isIndex && requestUrl.searchParams.get('csp') === 'strict'
          ? randomBytes(16).toString('base64')
          : undefined
      let body: Buffer | string = await readFile(file)
      const scripts = path.startsWith('/families/') ? familiesInjection : injection
      if (isIndex && scripts)
        body = body
          .toString('utf8')
          .replace(
            '</head>',
            `${nonce ? scripts.replaceAll('<script', `<script nonce="${nonce}"`) : scripts}</head>`,
          )
      res.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        // No other site may frame the demo's pages and lay its own page over the modal (clickjacking).
        ...(isIndex
          ? { 'content-security-policy': nonce ? strictCsp(nonce) : "frame-ancestors 'self'" }
          : {}),
      })
      res.end(body)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EISDIR') {
        // A folder without its slash (/inbox): its index.html is at /inbox/.
        res.writeHead(301, { location: `${requestUrl.pathname}/${requestUrl.search}` }).end()
      } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      } else {
        console.error('[demo-server]', error)
        res.writeHead(500, { 'content-type': 'text/plain' }).end('server error')
      }
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    // close() alone waits for every open connection, and a keep-alive one that was busy when it was called
    // (a browser tab, a client polling the page) stays open and served as long as it is reused.
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
