import { FRAME_SOCIAL_PROVIDERS } from '@foyer/protocol'
import { expect, test } from 'vitest'
import { SOCIAL_PROVIDERS } from '../state/social/socialProviders.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { filterSocialsForPlatform, getSocialProviders } from './getSocialProviders.js'

const authFrameUrl = 'http://127.0.0.1:9/frame'
const all = [...SOCIAL_PROVIDERS]
const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.11.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
}

test('default: the core list is the frame’s providers', () => {
  expect(all).toEqual([...FRAME_SOCIAL_PROVIDERS])
})

test('behavior: Telegram on iOS drops Google', () => {
  expect(filterSocialsForPlatform(all, { telegram: true, userAgent: agents.iPhone })).toEqual([
    'x',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ])
  expect(filterSocialsForPlatform(all, { telegram: true, userAgent: agents.iPad })).not.toContain('google')
})

test('behavior: Telegram on macOS drops X', () => {
  expect(filterSocialsForPlatform(all, { telegram: true, userAgent: agents.mac })).toEqual([
    'google',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ])
})

test('behavior: Telegram on Android drops Facebook and X', () => {
  expect(filterSocialsForPlatform(all, { telegram: true, userAgent: agents.android })).toEqual([
    'google',
    'discord',
    'farcaster',
    'github',
    'apple',
  ])
})

test('behavior: outside Telegram, and in Telegram on other platforms, nothing is dropped', () => {
  for (const userAgent of Object.values(agents))
    expect(filterSocialsForPlatform(all, { telegram: false, userAgent })).toEqual(all)
  expect(filterSocialsForPlatform(all, { telegram: true, userAgent: agents.windows })).toEqual(all)
})

test('parameters: features.socials in the host’s order, none without the frame or when off', () => {
  const web = { telegram: false, userAgent: agents.windows }
  const ordered = createTestFoyer({
    options: { authFrameUrl, features: { socials: ['github', 'x', 'google'] } },
  })
  expect(getSocialProviders(ordered.foyer, web)).toEqual(['github', 'x', 'google'])
  expect(getSocialProviders(ordered.foyer, { telegram: true, userAgent: agents.android })).toEqual([
    'github',
    'google',
  ])
  expect(getSocialProviders(createTestFoyer({ options: { authFrameUrl } }).foyer, web)).toEqual(all)
  // Farcaster alone, or placed by the host, like the others.
  const farcaster = createTestFoyer({ options: { authFrameUrl, features: { socials: ['farcaster'] } } })
  expect(getSocialProviders(farcaster.foyer, web)).toEqual(['farcaster'])
  const placed = createTestFoyer({
    options: { authFrameUrl, features: { socials: ['apple', 'farcaster', 'google'] } },
  })
  expect(getSocialProviders(placed.foyer, web)).toEqual(['apple', 'farcaster', 'google'])
  expect(getSocialProviders(createTestFoyer().foyer, web)).toEqual([])
  const off = createTestFoyer({ options: { authFrameUrl, features: { socials: false } } })
  expect(getSocialProviders(off.foyer, web)).toEqual([])
})
