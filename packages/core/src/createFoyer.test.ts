import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from './actions/connect.js'
import { createFoyer } from './createFoyer.js'
import { createMemoryStorage } from './kernel/storage/createMemoryStorage.js'
import { createFakeAdapter } from './test/createFakeAdapter.js'
import { createTestSiwx } from './test/createTestSiwx.js'
import { devnet, devnet2, mainnet, solanaDevnet } from './test/testNetworks.js'
import type { FoyerOptions } from './types/options.js'

const base = (overrides: Partial<FoyerOptions> = {}): FoyerOptions => ({
  projectId: 'test-project',
  networks: [devnet, mainnet],
  storage: createMemoryStorage(),
  ...overrides,
})

const message = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('did not throw')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createFoyer', () => {
  test('default', () => {
    // The EVM adapter prefers Ethereum mainnet when requested (spec section 9); the fake eip155 one too.
    const foyer = createFoyer(base({ adapters: [createFakeAdapter()] }))
    expect(foyer.options.defaultNetwork).toBe(mainnet)
    expect(foyer.options.themeMode).toBe('light')
    expect(foyer.options.features).toMatchInlineSnapshot(`
      {
        "allWallets": true,
        "analytics": true,
        "collapseWallets": false,
        "email": true,
        "emailShowWallets": true,
        "history": true,
        "legalCheckbox": false,
        "onramp": true,
        "receive": true,
        "send": true,
        "smartSessions": false,
        "socials": [
          "google",
          "x",
          "discord",
          "farcaster",
          "github",
          "apple",
          "facebook",
        ],
        "swaps": true,
      }
    `)
    const state = foyer.stores.chains.getState()
    expect(state.activeNamespace).toBe('eip155')
    expect(Object.keys(state.chains)).toEqual(['eip155'])
    const entry = state.chains.eip155
    expect(entry?.networkState.caipNetwork).toBe(mainnet)
    expect(entry?.networkState.requestedCaipNetworks).toEqual([devnet, mainnet])
    expect(entry?.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
      balance: undefined,
      currentTab: 'tokens',
      preferredAccountType: 'smartAccount',
      tokenBalance: [],
      allAccounts: [],
    })
    expect(foyer.stores.modal.getState()).toEqual({ open: false, loading: false, shake: false })
    expect(foyer.stores.alert.getState().key).toBeUndefined()
  })

  test('parameters: features are merged with the defaults', () => {
    const foyer = createFoyer(base({ features: { email: false, socials: false, swaps: undefined } }))
    expect(foyer.options.features).toMatchObject({
      email: false,
      socials: false,
      swaps: true,
      analytics: true,
    })
  })

  test('parameters: themeMode', () => {
    expect(createFoyer(base({ themeMode: 'dark' })).options.themeMode).toBe('dark')
  })

  test('parameters: defaultNetwork as a CAIP network id or a Network', () => {
    expect(createFoyer(base({ defaultNetwork: 'eip155:31337' })).options.defaultNetwork).toBe(devnet)
    expect(createFoyer(base({ defaultNetwork: devnet })).options.defaultNetwork).toBe(devnet)
  })

  test('behavior: without eip155:1 the first network is the default', () => {
    const foyer = createFoyer(base({ networks: [devnet2, devnet] }))
    expect(foyer.options.defaultNetwork).toBe(devnet2)
    expect(foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork).toBe(devnet2)
  })

  test('behavior: one chain entry per namespace with its defaults', () => {
    const foyer = createFoyer(base({ networks: [solanaDevnet, devnet], defaultNetwork: devnet }))
    const { chains, activeNamespace } = foyer.stores.chains.getState()
    expect(activeNamespace).toBe('eip155')
    expect(chains.solana?.networkState.caipNetwork).toBe(solanaDevnet)
    expect(chains.solana?.accountState.preferredAccountType).toBe('eoa')
    expect(chains.eip155?.networkState.requestedCaipNetworks).toEqual([devnet])
  })

  test('behavior: siwx resolves from siweConfig', () => {
    const siweConfig = { getNonce: async () => 'abcdefgh12', verifyMessage: async () => true, required: true }
    const siwx = createFoyer(base({ siweConfig })).options.siwx
    expect(siwx?.getRequired?.()).toBe(true)
  })

  test('behavior: an adapter whose namespace has no network is left out, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const foyer = createFoyer(
      base({ adapters: [createFakeAdapter(), createFakeAdapter({ namespace: 'solana' })] }),
    )
    expect([...foyer.services.adapters.keys()]).toEqual(['eip155'])
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Foyer: the solana adapter is ignored because `networks` has no solana network.',
    ])
  })

  test('behavior: missing projectId raises the alert instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const foyer = createFoyer(base({ projectId: '' }))
    expect(foyer.stores.alert.getState().key).toBe('alert.projectIdNotConfigured')
    await vi.waitFor(() => expect(error).toHaveBeenCalled())
    expect(error.mock.calls[0]?.[0]).toMatch(/^Foyer: projectId is required/)
    const missing = createFoyer({
      networks: [devnet],
      storage: createMemoryStorage(),
    } as unknown as FoyerOptions)
    expect(missing.stores.alert.getState().key).toBe('alert.projectIdNotConfigured')
  })

  test('behavior: adapters get their connectors listed', () => {
    const adapter = createFakeAdapter()
    const foyer = createFoyer(base({ adapters: [adapter] }))
    expect(foyer.stores.chains.getState().connectors.map((connector) => connector.id)).toEqual([
      'fake.wallet',
    ])
    // Outside the browser, discovery is not started.
    expect(adapter.calls.setup).toBe(0)
  })

  test('behavior: two instances do not share state', async () => {
    const one = createFoyer(base({ adapters: [createFakeAdapter()] }))
    const two = createFoyer(base({ adapters: [createFakeAdapter()] }))
    one.open()
    await connect(one, { connectorId: 'fake.wallet' })
    expect(one.stores.chains.getState().chains.eip155?.accountState.status).toBe('connected')
    expect(two.stores.chains.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(two.stores.modal.getState().open).toBe(false)
    expect(two.stores.connection.getState().recentWallets).toEqual([])
  })

  test('behavior: track calls onEvent when analytics is on, and never throws', () => {
    const onEvent = vi.fn(() => {
      throw new Error('host bug')
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const foyer = createFoyer(base({ onEvent }))
    expect(() => foyer.track({ event: 'MODAL_OPEN' })).not.toThrow()
    expect(onEvent).toHaveBeenCalledWith({ event: 'MODAL_OPEN' })
    expect(error).toHaveBeenCalled()

    const silent = vi.fn()
    createFoyer(base({ onEvent: silent, features: { analytics: false } })).track({ event: 'MODAL_OPEN' })
    expect(silent).not.toHaveBeenCalled()
  })
})

describe('createFoyer options validation', () => {
  test('behavior: networks must not be empty', () => {
    expect(message(() => createFoyer(base({ networks: [] })))).toMatchInlineSnapshot(
      `"At least one network is required in \`networks\`"`,
    )
  })

  test('behavior: networks is required', () => {
    expect(message(() => createFoyer({ projectId: 'x' } as unknown as FoyerOptions))).toMatchInlineSnapshot(
      `"Invalid option \`networks\`: Required"`,
    )
  })

  test('behavior: network fields are checked', () => {
    const broken = { ...devnet, name: 42 } as unknown as typeof devnet
    expect(message(() => createFoyer(base({ networks: [broken] })))).toMatchInlineSnapshot(
      `"Invalid option \`networks.0.name\`: Expected string, received number"`,
    )
    const noCurrency = { ...devnet, nativeCurrency: undefined } as unknown as typeof devnet
    expect(message(() => createFoyer(base({ networks: [devnet, noCurrency] })))).toMatchInlineSnapshot(
      `"Invalid option \`networks.1.nativeCurrency\`: Required"`,
    )
  })

  test('behavior: invalid CAIP network id', () => {
    const broken = { ...devnet, caipNetworkId: 'eip155-31337' } as unknown as typeof devnet
    expect(message(() => createFoyer(base({ networks: [broken] })))).toMatchInlineSnapshot(
      `"Invalid option \`networks.0.caipNetworkId\`: Expected namespace:chainId with a known namespace, received "eip155-31337""`,
    )
  })

  test('behavior: CAIP namespace must match chainNamespace', () => {
    const broken = { ...devnet, chainNamespace: 'solana' } as const
    expect(message(() => createFoyer(base({ networks: [broken] })))).toMatchInlineSnapshot(
      `"Network eip155:31337 has chainNamespace solana, which does not match its CAIP network id"`,
    )
  })

  test('behavior: CAIP reference must match id', () => {
    const broken = { ...devnet, id: 31338 }
    expect(message(() => createFoyer(base({ networks: [broken] })))).toMatchInlineSnapshot(
      `"Invalid option \`networks.0.id\`: Expected 31337, received 31338"`,
    )
  })

  test('behavior: unknown namespace', () => {
    const broken = { ...devnet, chainNamespace: 'cosmos' } as unknown as typeof devnet
    expect(message(() => createFoyer(base({ networks: [broken] })))).toMatchInlineSnapshot(
      `"Invalid option \`networks.0.chainNamespace\`: Expected "eip155" | "solana" | "polkadot" | "bip122", received "cosmos""`,
    )
  })

  test('behavior: siweConfig and siwx both set', () => {
    expect(
      message(() =>
        createFoyer(
          base({
            siweConfig: { getNonce: async () => 'n', verifyMessage: async () => true },
            siwx: createTestSiwx(),
          }),
        ),
      ),
    ).toMatchInlineSnapshot(`"Cannot set both \`siweConfig\` and \`siwx\` options"`)
  })

  test('behavior: unknown defaultNetwork', () => {
    expect(message(() => createFoyer(base({ defaultNetwork: 'eip155:5' })))).toMatchInlineSnapshot(
      `"Network with ID eip155:5 not found"`,
    )
  })

  test('behavior: themeMode', () => {
    expect(message(() => createFoyer(base({ themeMode: 'blue' as 'dark' })))).toMatchInlineSnapshot(
      `"Invalid option \`themeMode\`: Expected "light" | "dark", received "blue""`,
    )
  })

  test('behavior: duplicate networks and adapters', () => {
    expect(message(() => createFoyer(base({ networks: [devnet, devnet] })))).toMatchInlineSnapshot(
      `"Network eip155:31337 is listed more than once in \`networks\`"`,
    )
    expect(
      message(() => createFoyer(base({ adapters: [createFakeAdapter(), createFakeAdapter()] }))),
    ).toMatchInlineSnapshot(`"Only one adapter per namespace is allowed; eip155 has more than one"`)
  })

  test('behavior: errors are InvalidOptionsError', () => {
    try {
      createFoyer(base({ networks: [] }))
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ name: 'InvalidOptionsError', code: 'INVALID_OPTIONS' })
    }
  })
})
