import {
  type Address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import {
  createFakeWindow,
  createRecordingEvents,
  createTestTransaction,
  createTestWallet,
  registerOnWindow,
  type TestWallet,
  testDevnet,
  walletError,
} from '../test/index.js'
import type { SolanaExternalConnector } from '../types.js'

// solanaAdapter({ connectors }): wallets the host brings (spec section 3's external connectors).

afterEach(() => {
  vi.restoreAllMocks()
})

const vaultId = 'com.example.vault'
type W = TestWallet['wallet']
const wanted = 'Wallet Standard wallet (standard:connect, a Solana signing feature, a solana: chain)'

const vault = (wallet: TestWallet['wallet'], overrides: Partial<SolanaExternalConnector> = {}) => ({
  id: vaultId,
  name: 'Example Vault',
  imageUrl: 'https://vault.example/icon.svg',
  wallet,
  ...overrides,
})

async function setup(connectors: unknown, window = createFakeWindow()) {
  const adapter = solanaAdapter({ window, connectors: connectors as SolanaExternalConnector[] })
  const events = createRecordingEvents([testDevnet])
  adapter.setup(events)
  return { adapter, events, window }
}

describe("the host's connectors", () => {
  test('default: listed as external once the wallet list is prepared, before the registered wallets, and connected, signing and sending through their wallet', async () => {
    const host = await createTestWallet({ name: 'Not Shown' })
    const window = createFakeWindow()
    registerOnWindow(window, (await createTestWallet()).wallet)
    const { adapter, events } = await setup([vault(host.wallet)], window)
    // Page load checks nothing: the entries are looked at with the wallet list.
    expect(adapter.getConnectors()).toEqual([])
    await adapter.prepare()
    expect(events.lastConnectors()).toEqual([
      {
        id: vaultId,
        name: 'Example Vault',
        type: 'EXTERNAL',
        chain: 'solana',
        imageUrl: 'https://vault.example/icon.svg',
        installed: true,
      },
      expect.objectContaining({ id: 'ws:Test Wallet', type: 'ANNOUNCED' }),
    ])

    const address = host.signers[0]!.address
    await expect(adapter.connect({ connectorId: vaultId, network: testDevnet })).resolves.toMatchObject({
      address,
      chainId: testDevnet.id,
    })
    expect(host.calls[0]).toEqual({ feature: 'standard:connect', inputs: [undefined] })

    const signature = await adapter.signMessage({ connectorId: vaultId, address, message: 'Harbor' })
    const key = await getPublicKeyFromAddress(address as Address)
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes
    expect(await verifySignature(key, bytes, new TextEncoder().encode('Harbor'))).toBe(true)

    await adapter.request({
      connectorId: vaultId,
      method: 'solana_signAndSendTransaction',
      params: { transaction: createTestTransaction(address) },
    })
    expect(host.calls.at(-1)).toMatchObject({ feature: 'solana:signAndSendTransaction' })
    expect(host.sent).toHaveLength(1)

    // A declined request is the wallet's 4001, as from any wallet.
    host.switches.failures['solana:signMessage'] = walletError(4001, 'User rejected the request.')
    await expect(
      adapter.signMessage({ connectorId: vaultId, address, message: 'again' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  })

  test('behavior: after a reload, a wallet that still approves the site reconnects silently; one that does not gives nothing', async () => {
    const host = await createTestWallet()
    const first = await setup([vault(host.wallet)])
    await first.adapter.connect({ connectorId: vaultId, network: testDevnet })

    const reloaded = await setup([vault(host.wallet)])
    await expect(
      reloaded.adapter.reconnect({ connectorId: vaultId, network: testDevnet }),
    ).resolves.toMatchObject({ address: host.signers[0]!.address })
    expect(host.calls.at(-1)).toEqual({ feature: 'standard:connect', inputs: [{ silent: true }] })

    host.switches.authorised = false
    const again = await setup([vault(host.wallet)])
    await expect(again.adapter.reconnect({ connectorId: vaultId, network: testDevnet })).resolves.toBe(
      undefined,
    )
  })

  test("behavior: a registered wallet of the host connector's name is listed apart and marked, and does not take its connections; the host's own wallet registering too is listed once", async () => {
    const host = await createTestWallet({ name: 'Example Vault' })
    const impostor = await createTestWallet({ name: 'Example Vault' })
    const window = createFakeWindow()
    registerOnWindow(window, impostor.wallet)
    registerOnWindow(window, host.wallet)
    const { adapter } = await setup([vault(host.wallet)], window)
    await adapter.prepare()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: vaultId, type: 'EXTERNAL' }),
      expect.objectContaining({
        id: 'ws:Example Vault',
        type: 'ANNOUNCED',
        info: { duplicateRdns: true },
      }),
    ])
    await adapter.connect({ connectorId: vaultId, network: testDevnet })
    expect(impostor.calls).toEqual([])
    expect(host.calls.map((call) => call.feature)).toEqual(['standard:connect'])
  })

  test('behavior: without a window (server rendering) the host connectors are still listed once prepared', async () => {
    const host = await createTestWallet()
    const adapter = solanaAdapter({ connectors: [vault(host.wallet)] })
    const events = createRecordingEvents([testDevnet])
    adapter.setup(events)
    expect(events.connectors).toEqual([])
    await adapter.prepare()
    expect(events.lastConnectors()?.map((connector) => connector.id)).toEqual([vaultId])
  })

  test.each([
    [
      'an empty id',
      (w: W) => [vault(w, { id: ' ' })],
      'connectors.0.id`: Expected non-empty string, received " "',
    ],
    [
      'an id taken twice',
      (w: W) => [vault(w), vault(w, { name: 'Again' })],
      'connectors.1.id`: Expected an id no other connector has, received "com.example.vault"',
    ],
    [
      "WalletConnect's id",
      (w: W) => [vault(w, { id: 'walletConnect' })],
      'connectors.0.id`: Expected an id no other connector has, received "walletConnect"',
    ],
    [
      "a registered wallet's id",
      (w: W) => [vault(w, { id: 'ws:Phantom' })],
      'connectors.0.id`: Expected an id not starting with "ws:", received "ws:Phantom"',
    ],
    [
      'no name',
      (w: W) => [vault(w, { name: '' })],
      'connectors.0.name`: Expected non-empty string, received ""',
    ],
    [
      'a script URL as image',
      (w: W) => [vault(w, { imageUrl: 'javascript:alert(1)' })],
      'connectors.0.imageUrl`: Expected http(s) or data:image URL, received "javascript:alert(1)"',
    ],
    [
      'a wallet that cannot connect',
      (w: W) => [vault({ ...w, features: { ...w.features, 'standard:connect': {} } })],
      `connectors.0.wallet\`: Expected ${wanted}, received object`,
    ],
    [
      'a wallet without a Solana chain',
      (w: W) => [vault({ ...w, chains: ['bip122:000000000019d6689c085ae165831e93'] })],
      `connectors.0.wallet\`: Expected ${wanted}, received object`,
    ],
    [
      'no wallet',
      (w: W) => [{ ...vault(w), wallet: undefined }],
      `connectors.0.wallet\`: Expected ${wanted}, received undefined`,
    ],
    ['not a list', (w: W) => vault(w), 'connectors`: Expected array, received object'],
  ])(
    'error: %s is refused on the console, and none of the host connectors is listed',
    async (_, connectors, message) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const host = await createTestWallet()
      const adapter = solanaAdapter({
        window: createFakeWindow(),
        connectors: connectors(host.wallet) as never,
        walletConnect: { id: 'walletConnect', name: 'WalletConnect' } as never,
      })
      adapter.setup(createRecordingEvents([testDevnet]))
      await adapter.prepare()
      expect(error.mock.calls.map((call) => call[0])).toEqual([
        `Foyer: solanaAdapter's connectors are not listed. Invalid option \`${message}`,
      ])
      expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['walletConnect'])
      await expect(adapter.connect({ connectorId: vaultId, network: testDevnet })).rejects.toMatchObject({
        code: 'PROVIDER_NOT_FOUND',
      })
      expect(host.calls).toEqual([])
    },
  )
})
