import { readFile } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { farcasterDevUsers } from '../farcasterDevUsers.js'
import { buildFarcasterApp } from './buildFarcasterApp.js'
import { farcasterAppHtml } from './farcasterAppHtml.js'

describe('buildFarcasterApp', () => {
  test('default: an IIFE bundle for the browser, built once per process', async () => {
    const path = await buildFarcasterApp()
    expect(path).toMatch(/dist[\\/]farcasterapp\.js$/)
    const code = await readFile(path, 'utf8')
    expect(code).toContain('__FOYER_FARCASTER_APP__')
    expect(code).not.toMatch(/require\(["']node:/)
    expect(await buildFarcasterApp()).toBe(path)
  }, 60_000)
})

describe('farcasterAppHtml', () => {
  test('default: sets the config, escaped, and loads the bundle', () => {
    const html = farcasterAppHtml({
      config: { relayUrl: 'http://127.0.0.1:1', authKey: '</script><b>', users: farcasterDevUsers },
    })
    expect(html).toContain('<title>Foyer Farcaster (devnet)</title>')
    expect(html).toContain(
      'window.__FOYER_FARCASTER_APP__={"relayUrl":"http://127.0.0.1:1","authKey":"\\u003c/script>',
    )
    expect(html).not.toContain('</script><b>')
    expect(html).toContain('<script src="/__farcasterapp.js"></script>')
    expect(
      farcasterAppHtml({ config: { relayUrl: '', authKey: '', users: [] }, scriptSrc: '/x.js?a=1&b="' }),
    ).toContain('<script src="/x.js?a=1&amp;b=&quot;"></script>')
  })
})
