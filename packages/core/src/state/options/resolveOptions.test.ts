import { afterEach, expect, test, vi } from 'vitest'
import { devnet, devnet2 } from '../../test/testNetworks.js'
import { resolveOptions } from './resolveOptions.js'

test('behavior: a feature this version does not build yet is refused when turned on, never ignored', () => {
  for (const [features, message] of [
    [{ email: true }, '`features.email` needs `authFrameUrl`'],
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

afterEach(() => vi.restoreAllMocks())

function inTimeZone(timeZone: string) {
  vi.restoreAllMocks()
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone }
  })
}

test('behavior: a visitor in a restricted time zone is served by restrictedApiUrl', () => {
  const options = {
    projectId: 'p',
    networks: [devnet],
    apiUrl: 'https://api.example',
    restrictedApiUrl: 'https://cn.example',
  }
  inTimeZone('Asia/Shanghai')
  expect(resolveOptions(options).options.apiUrl).toBe('https://cn.example')
  inTimeZone('Asia/Hong_Kong')
  expect(resolveOptions(options).options.apiUrl).toBe('https://cn.example')
  inTimeZone('Europe/Paris')
  expect(resolveOptions(options).options.apiUrl).toBe('https://api.example')
  // Without a mirror, every visitor uses apiUrl.
  inTimeZone('Asia/Macau')
  expect(resolveOptions({ ...options, restrictedApiUrl: undefined }).options.apiUrl).toBe(
    'https://api.example',
  )
})

test('behavior: restrictedApiUrl must be a web URL', () => {
  expect(() =>
    resolveOptions({ projectId: 'p', networks: [devnet], restrictedApiUrl: 'ftp://cn.example' }),
  ).toThrow(/restrictedApiUrl/)
})

test('behavior: a network without a public RPC reads through the Foyer server’s RPC proxy (foyerRpcUrl)', () => {
  const bare = { ...devnet, rpcUrls: { default: { http: [] } } }
  const { options } = resolveOptions({
    projectId: 'p',
    networks: [bare, devnet2],
    defaultNetwork: bare.caipNetworkId,
    apiUrl: 'https://foyer.example/',
  })
  expect(options.networks[0]?.rpcUrls.default.http).toEqual([
    expect.stringMatching(/^https:\/\/foyer\.example\/v1\/\?chainId=eip155:31337&projectId=p&st=foyer&sv=/),
  ])
  expect(options.defaultNetwork.rpcUrls.default.http).toEqual(options.networks[0]?.rpcUrls.default.http)
  // A network with its own RPC keeps it; without a server there is no proxy to use.
  expect(options.networks[1]?.rpcUrls).toEqual(devnet2.rpcUrls)
  const alone = resolveOptions({ projectId: 'p', networks: [bare] }).options
  expect(alone.networks[0]?.rpcUrls.default.http).toEqual([])
})
