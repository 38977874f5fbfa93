import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from '../evmAdapter.js'
import {
  createFakeProvider,
  createFakeWindow,
  createRecordingEvents,
  installAnnouncingWallet,
  testAddressChecksummed,
  testIcon,
  testInfo,
  testNetwork,
} from '../test/index.js'
import type { EvmExternalConnector } from '../types.js'

// evmAdapter({ connectors }): wallets the host brings (spec section 3's external connectors).

afterEach(() => {
  vi.restoreAllMocks()
})

const vault = (overrides: Partial<EvmExternalConnector> = {}): EvmExternalConnector => ({
  id: 'com.example.vault',
  name: 'Example Vault',
  imageUrl: testIcon,
  provider: createFakeProvider({ chainId: 31337 }),
  ...overrides,
})

describe("the host's connectors", () => {
  test('default: listed as external once the wallet list is prepared, and connected through their provider', async () => {
    const connector = vault()
    const window = createFakeWindow()
    installAnnouncingWallet(window, { info: testInfo(), provider: createFakeProvider() })
    const adapter = evmAdapter({ window, connectors: [connector] })
    const events = createRecordingEvents()
    adapter.setup(events)
    await adapter.prepare?.()
    expect(events.lastConnectors()).toEqual([
      {
        id: 'com.example.vault',
        name: 'Example Vault',
        type: 'EXTERNAL',
        chain: 'eip155',
        imageUrl: testIcon,
        installed: true,
      },
      expect.objectContaining({ id: 'dev.foyer.wallet', type: 'ANNOUNCED' }),
      expect.objectContaining({ id: 'injected', installed: false }),
    ])
    await expect(
      adapter.connect({ connectorId: 'com.example.vault', network: testNetwork }),
    ).resolves.toMatchObject({ address: testAddressChecksummed, chainId: 31337 })
    expect((connector.provider as ReturnType<typeof createFakeProvider>).calls[0]?.method).toBe(
      'eth_requestAccounts',
    )
  })

  test('behavior: a wallet announcing the id of a host connector does not take its connections', async () => {
    const connector = vault({ id: 'dev.foyer.wallet' })
    const announced = createFakeProvider()
    const window = createFakeWindow()
    installAnnouncingWallet(window, { info: testInfo(), provider: announced })
    const adapter = evmAdapter({ window, connectors: [connector] })
    adapter.setup(createRecordingEvents())
    await adapter.prepare?.()
    await adapter.connect({ connectorId: 'dev.foyer.wallet', network: testNetwork })
    expect(announced.calls).toEqual([])
    // Listed once: the host's entry (a second row of that id could never be connected).
    const rows = adapter.getConnectors().filter((item) => item.id === 'dev.foyer.wallet')
    expect(rows).toEqual([expect.objectContaining({ id: 'dev.foyer.wallet', type: 'EXTERNAL' })])
  })

  test.each([
    [
      'an empty id',
      [vault({ id: ' ' })],
      'Invalid option `connectors.0.id`: Expected non-empty string, received " "',
    ],
    [
      'an id taken twice',
      [vault(), vault({ name: 'Again' })],
      'Invalid option `connectors.1.id`: Expected an id no other connector has, received "com.example.vault"',
    ],
    [
      "the legacy slot's id",
      [vault({ id: 'injected' })],
      'Invalid option `connectors.0.id`: Expected an id no other connector has, received "injected"',
    ],
    [
      'no name',
      [vault({ name: '' })],
      'Invalid option `connectors.0.name`: Expected non-empty string, received ""',
    ],
    [
      'a script URL as image',
      [vault({ imageUrl: 'javascript:alert(1)' })],
      'Invalid option `connectors.0.imageUrl`: Expected http(s) or data:image URL, received "javascript:alert(1)"',
    ],
    [
      'a provider without request()',
      [vault({ provider: {} as never })],
      'Invalid option `connectors.0.provider`: Expected EIP-1193 provider (an object with request()), received object',
    ],
    ['not a list', vault() as never, 'Invalid option `connectors`: Expected array, received object'],
  ])(
    'error: %s is refused on the console, and none of the host connectors is listed',
    async (_, connectors, message) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const adapter = evmAdapter({ window: createFakeWindow(), connectors })
      adapter.setup(createRecordingEvents())
      await adapter.prepare?.()
      expect(error.mock.calls.map((call) => call[0])).toEqual([
        `Foyer: evmAdapter's connectors are not listed. ${message}`,
      ])
      expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['injected'])
      await expect(
        adapter.connect({ connectorId: 'com.example.vault', network: testNetwork }),
      ).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' })
    },
  )
})
