import { expect, test } from 'vitest'
import { devnet } from '../test/testNetworks.js'
import { resolveOptions } from './resolveOptions.js'

test('behavior: a feature this version does not build yet is refused when turned on, never ignored', () => {
  for (const [features, message] of [
    [{ swaps: true }, '`features.swaps` cannot be turned on: Swap is not part of this version of Foyer yet'],
    [{ onramp: true }, '`features.onramp` cannot be turned on'],
    [{ email: true }, '`features.email` cannot be turned on: Email login'],
    [{ emailShowWallets: true }, '`features.emailShowWallets` cannot be turned on'],
    [{ smartSessions: true }, '`features.smartSessions` cannot be turned on: Smart sessions (ERC-7715)'],
    [{ socials: ['google'] }, '`features.socials` cannot be turned on: Social login'],
  ] as const)
    expect(() => resolveOptions({ projectId: 'p', networks: [devnet], features }), message).toThrow(message)
  // Off, or left to its default, is fine.
  expect(() =>
    resolveOptions({
      projectId: 'p',
      networks: [devnet],
      features: { swaps: false, email: false, socials: [], smartSessions: false },
    }),
  ).not.toThrow()
})
