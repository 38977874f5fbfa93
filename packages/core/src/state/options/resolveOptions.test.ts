import { afterEach, expect, test, vi } from 'vitest'
import { devnet, devnet2 } from '../../test/testNetworks.js'
import { resolveOptions } from './resolveOptions.js'

test('behavior: a feature this version does not build yet is refused when turned on, never ignored', () => {
  for (const [features, message] of [
    [{ email: true }, '`features.email` needs `authFrameUrl`'],
    [{ smartSessions: true }, '`features.smartSessions` cannot be turned on: Smart sessions (ERC-7715)'],
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

test('options: features.socials', () => {
  const base = { projectId: 'p', networks: [devnet], authFrameUrl: 'https://frame.example/frame' }
  // Default: spec section 9's list, in its order.
  expect(resolveOptions(base).options.features.socials).toEqual([
    'google',
    'x',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
  ])
  // The host's list, in the host's order; false hides them.
  expect(
    resolveOptions({ ...base, features: { socials: ['github', 'google'] } }).options.features.socials,
  ).toEqual(['github', 'google'])
  expect(resolveOptions({ ...base, features: { socials: false } }).options.features.socials).toBe(false)
  // Farcaster is one of them, alone or anywhere in the host's order.
  expect(resolveOptions({ ...base, features: { socials: ['farcaster'] } }).options.features.socials).toEqual([
    'farcaster',
  ])
  expect(
    resolveOptions({ ...base, features: { socials: ['github', 'farcaster', 'google'] } }).options.features
      .socials,
  ).toEqual(['github', 'farcaster', 'google'])
  expect(() => resolveOptions({ ...base, features: { socials: ['twitter'] } })).toThrow(
    'Invalid option `features.socials.0`: Expected "google" | "x" | "discord" | "farcaster" | "github" | "apple" | "facebook", received "twitter"',
  )
  // A list without the frame that runs it is refused like features.email; the default is not.
  expect(() =>
    resolveOptions({ projectId: 'p', networks: [devnet], features: { socials: ['google'] } }),
  ).toThrow('`features.socials` needs `authFrameUrl`')
  expect(() => resolveOptions({ projectId: 'p', networks: [devnet] })).not.toThrow()
  expect(() =>
    resolveOptions({ projectId: 'p', networks: [devnet], features: { socials: false } }),
  ).not.toThrow()
})

// The visitor's clock: Node reads TZ again when it changes (the offset and Intl's zone both follow it).
const originalTz = process.env.TZ
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
})
function inTimeZone(timeZone: string) {
  process.env.TZ = timeZone
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

test('parameters: customWallets', () => {
  const wallet = {
    id: 'acme',
    name: 'Acme Wallet',
    homepage: 'https://acme.example',
    imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    mobileLink: 'acme://',
    desktopLink: 'https://acme.example/desktop',
    webappLink: 'https://app.acme.example',
    appStore: 'https://apps.apple.com/app/acme',
    playStore: 'https://play.google.com/store/apps/details?id=acme',
  }
  const resolve = (customWallets: unknown) =>
    resolveOptions({ projectId: 'p', networks: [devnet], customWallets } as never)
  expect(resolve([wallet]).options.customWallets).toEqual([wallet])
  expect(() => resolve([{ id: 'a', name: 'A', imageUrl: 'http://a.example/a.png' }])).not.toThrow()

  // Each refusal names the option and says what was expected.
  for (const [customWallets, message] of [
    [{ id: 'acme' }, 'Invalid option `customWallets`: Expected array, received object'],
    [[{ name: 'Acme' }], 'Invalid option `customWallets.0.id`: Required'],
    [[{ id: 'acme', name: 7 }], 'Invalid option `customWallets.0.name`: Expected string, received number'],
    [[{ ...wallet, mobileLink: 42 }], 'Invalid option `customWallets.0.mobileLink`: Expected string'],
    [[{ id: ' ', name: 'Acme' }], 'Invalid option `customWallets.0.id`: Required'],
    [[wallet, { ...wallet, name: 'Again' }], 'Wallet acme is listed more than once in `customWallets`'],
    [
      [{ ...wallet, mobileLink: 'javascript://%0aalert(1)' }],
      'Invalid option `customWallets.0.mobileLink`: Expected an http or https URL or an app link such as "mywallet://", received "javascript://%0aalert(1)"',
    ],
    [[{ ...wallet, desktopLink: 'data://text/html,x' }], '`customWallets.0.desktopLink`'],
    [[{ ...wallet, mobileLink: 'acme' }], '`customWallets.0.mobileLink`'],
    [[{ ...wallet, webappLink: 'acme://' }], '`customWallets.0.webappLink`: Expected an http or https URL'],
    [
      [{ ...wallet, homepage: 'javascript:alert(1)' }],
      '`customWallets.0.homepage`: Expected an http or https',
    ],
    [[{ ...wallet, appStore: 'itms-apps://acme' }], '`customWallets.0.appStore`'],
    [[{ ...wallet, playStore: 'market://details?id=acme' }], '`customWallets.0.playStore`'],
    [
      [{ ...wallet, imageUrl: 'data:text/html,<script>alert(1)</script>' }],
      'Invalid option `customWallets.0.imageUrl`: Expected an http or https URL or a data:image URL',
    ],
    [[{ ...wallet, imageUrl: 'javascript:alert(1)' }], '`customWallets.0.imageUrl`'],
  ] as const)
    expect(() => resolve(customWallets), JSON.stringify(customWallets)).toThrow(message)
})

test('behavior: a bad custom wallet is refused in the visitor’s language', async () => {
  const { setLocale } = await import('../../actions/setLocale.js')
  await setLocale('fr')
  try {
    expect(() =>
      resolveOptions({
        projectId: 'p',
        networks: [devnet],
        customWallets: [
          { id: 'a', name: 'A' },
          { id: 'a', name: 'B' },
        ],
      }),
    ).toThrow('Le portefeuille a figure plusieurs fois dans `customWallets`')
  } finally {
    await setLocale('en')
  }
})
