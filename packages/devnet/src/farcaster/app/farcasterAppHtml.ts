import { m } from '../messages.js'
import type { FarcasterAppConfig } from './signInRequest.js'

export interface FarcasterAppHtmlParameters {
  config: FarcasterAppConfig
  /** Where the page loads buildFarcasterApp's bundle from; '/__farcasterapp.js' by default. */
  scriptSrc?: string
}

/**
 * The dev Farcaster app's HTML page: sets `window.__FOYER_FARCASTER_APP__` to `config` (escaped for a
 * script element) and loads the bundle. Serve it at the relay's `signInUrl` (the demo server's /farcaster)
 * and the bundle (buildFarcasterApp's file) at `scriptSrc`.
 *
 * @example
 * const html = farcasterAppHtml({ config: { relayUrl: relay.url, authKey: relay.authKey, users: farcasterDevUsers } })
 */
export function farcasterAppHtml({
  config,
  scriptSrc = '/__farcasterapp.js',
}: FarcasterAppHtmlParameters): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  const src = scriptSrc.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>${m('title')}</title>` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<script>window.__FOYER_FARCASTER_APP__=${json}</script>` +
    `</head><body><script src="${src}"></script></body></html>`
  )
}
