// The dev Farcaster app as a page (served at /farcaster by the demo server): the channel link of the local
// auth relay opens it with the sign-in request in its query; a button per dev user approves it (builds,
// signs and authenticates the Sign In With Farcaster message), Cancel declines. Reads
// `window.__FOYER_FARCASTER_APP__` (FarcasterAppConfig).
import { m } from '../messages.js'
import { element, renderFarcasterApp } from './renderFarcasterApp.js'
import type { FarcasterAppConfig } from './signInRequest.js'

function main(): void {
  document.title = m('title')
  const config = (window as unknown as { __FOYER_FARCASTER_APP__?: FarcasterAppConfig })
    .__FOYER_FARCASTER_APP__
  const root = element('main')
  document.body.append(root)
  if (!config) {
    const status = element('p', {
      role: 'status',
      textContent: m('missingConfig'),
    } as Partial<HTMLParagraphElement>)
    root.append(element('h1', { textContent: m('title') }), status)
    return
  }
  renderFarcasterApp(root, config, window.location.search)
}

main()
