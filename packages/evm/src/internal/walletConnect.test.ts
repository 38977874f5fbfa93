import {
  type ApprovedNetworks,
  createDefaultSiwx,
  createMemoryStorage,
  type Metadata,
  type Network,
} from '@foyer/core'
import { describe, expect, test } from 'vitest'
import { evmAdapter } from '../evmAdapter.js'
import { createFakeProvider, createRecordingEvents, type FakeProvider } from '../test/index.js'
import type { EvmWalletConnectConnector } from '../types.js'

const network = (id: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/unused'] } },
})
const one = network(1)
const two = network(2)

/** A WalletConnect connector over a fake wallet, whose session approved `approved`. */
function fakeWalletConnect(provider: FakeProvider, approved: ApprovedNetworks | undefined) {
  const connects: Parameters<EvmWalletConnectConnector['connect']>[0][] = []
  const restores: Parameters<EvmWalletConnectConnector['restore']>[0][] = []
  const connector: EvmWalletConnectConnector & { approved: ApprovedNetworks | undefined } = {
    id: 'walletConnect',
    name: 'WalletConnect',
    approved,
    getProvider: () => provider,
    connect: async (p) => {
      connects.push(p)
      return provider
    },
    restore: async (p) => {
      restores.push(p)
      return provider
    },
    disconnect: async () => undefined,
    getApprovedNetworks: () => connector.approved,
  }
  return { connector, connects, restores }
}

function setup(
  approved: ApprovedNetworks | undefined,
  oneClickSignIn?: ReturnType<typeof createDefaultSiwx>,
  siteMetadata?: Metadata,
) {
  const provider = createFakeProvider({ chainId: 1, knownChainIds: [1] })
  const { connector, connects, restores } = fakeWalletConnect(provider, approved)
  const adapter = evmAdapter({ window: undefined, walletConnect: connector })
  const reports: ApprovedNetworks[] = []
  const events = {
    ...createRecordingEvents(),
    requestedNetworks: () => [one, two],
    approvedNetworksChanged: ({ connectorId: _, ...p }: { connectorId: string } & ApprovedNetworks) =>
      reports.push(p),
    oneClickSignIn: () => oneClickSignIn,
    siteMetadata: () => siteMetadata,
  }
  adapter.setup(events)
  return { adapter, provider, connector, connects, restores, reports }
}

const onlyOne: ApprovedNetworks = { approvedCaipNetworkIds: ['eip155:1'], supportsAllNetworks: false }

describe('WalletConnect in the EVM adapter', () => {
  test('default: connect names the networks the session approved', async () => {
    const { adapter } = setup(onlyOne)
    const result = await adapter.connect({ connectorId: 'walletConnect', network: one })
    expect(result.approvedNetworks).toEqual(onlyOne)
    expect(
      (await adapter.reconnect?.({ connectorId: 'walletConnect', network: one }))?.approvedNetworks,
    ).toEqual(onlyOne)
  })

  test('behavior: one-click sign-in — the SIWX core offers is given to the pairing', async () => {
    const siwx = createDefaultSiwx({ storage: createMemoryStorage(), verify: async () => true })
    const withSignIn = setup(onlyOne, siwx)
    await withSignIn.adapter.connect({ connectorId: 'walletConnect', network: one })
    expect(withSignIn.connects[0]?.siwx).toBe(siwx)
    expect(withSignIn.connects[0]?.networks.map((item) => item.id)).toEqual([1, 2])

    const without = setup(onlyOne)
    await without.adapter.connect({ connectorId: 'walletConnect', network: one })
    expect(without.connects[0]?.siwx).toBeUndefined()
  })

  test('behavior: the site’s metadata (createFoyer’s) is given to the pairing and to the restore', async () => {
    const metadata = {
      name: 'Harbor Exchange',
      description: 'A dapp',
      url: 'https://harbor.example',
      icons: [],
    }
    const { adapter, connects, restores } = setup(onlyOne, undefined, metadata)
    await adapter.connect({ connectorId: 'walletConnect', network: one })
    await adapter.reconnect?.({ connectorId: 'walletConnect', network: one })
    expect(connects[0]?.metadata).toBe(metadata)
    expect(restores[0]?.metadata).toBe(metadata)
  })

  test('behavior: a session_update of the watched session is reported; after disconnect it is not', async () => {
    const { adapter, provider, connector, reports } = setup(onlyOne)
    await adapter.connect({ connectorId: 'walletConnect', network: one })
    connector.approved = { approvedCaipNetworkIds: ['eip155:1', 'eip155:2'], supportsAllNetworks: false }
    provider.emit('session_update', {})
    expect(reports).toEqual([connector.approved])
    await adapter.disconnect({ connectorId: 'walletConnect' })
    provider.emit('session_update', {})
    expect(reports).toHaveLength(1)
  })

  test('behavior: a chain added through the session is approved from then on, until the session ends', async () => {
    const { adapter, provider, reports } = setup(onlyOne)
    await adapter.connect({ connectorId: 'walletConnect', network: one })
    await adapter.switchNetwork({ connectorId: 'walletConnect', network: two })
    expect(provider.calls.map((call) => call.method)).toContain('wallet_addEthereumChain')
    expect(reports.at(-1)).toEqual({
      approvedCaipNetworkIds: ['eip155:1', 'eip155:2'],
      supportsAllNetworks: false,
    })
    // The wallet did not update the session: the added chain stays approved at the next update.
    provider.emit('session_update', {})
    expect(reports.at(-1)?.approvedCaipNetworkIds).toEqual(['eip155:1', 'eip155:2'])

    await adapter.disconnect({ connectorId: 'walletConnect' })
    const again = await adapter.connect({ connectorId: 'walletConnect', network: one })
    expect(again.approvedNetworks).toEqual(onlyOne)
  })

  test('behavior: a session that names no networks leaves them out (all enabled)', async () => {
    const { adapter } = setup(undefined)
    const result = await adapter.connect({ connectorId: 'walletConnect', network: one })
    expect(result).not.toHaveProperty('approvedNetworks')
  })
})
