// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { connect } from '../../actions/connect.js'
import { disconnect } from '../../actions/disconnect.js'
import { createFoyer } from '../../createFoyer.js'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { createFakeAdapter, createFakeConnector } from '../../test/createFakeAdapter.js'
import { createTestFoyer } from '../../test/createTestFoyer.js'
import { createTestSiwx } from '../../test/createTestSiwx.js'
import { devnet, mainnet, solanaDevnet } from '../../test/testNetworks.js'
import type { ApprovedNetworks } from '../../types/adapter.js'
import type { Foyer } from '../../types/foyer.js'

const networkState = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.networkState
const approved = (foyer: Foyer) => {
  const state = networkState(foyer)
  return { ids: state?.approvedCaipNetworkIds, all: state?.supportsAllNetworks }
}

/** A fake wallet that reports the networks it approved, as a WalletConnect session does. */
function approvingFoyer(approvedNetworks: ApprovedNetworks | undefined) {
  const setup = createTestFoyer()
  const plain = setup.adapter.connect.bind(setup.adapter)
  setup.adapter.connect = async (p) => ({ ...(await plain(p)), approvedNetworks })
  return setup
}

describe('approved networks (wallet-supported networks)', () => {
  test('default: an injected wallet says nothing, so every network stays enabled', async () => {
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(approved(foyer)).toEqual({ ids: undefined, all: false })
  })

  test('behavior: connect stores the approved ids; session updates replace them; disconnect clears them', async () => {
    const { foyer, adapter } = approvingFoyer({
      approvedCaipNetworkIds: [devnet.caipNetworkId],
      supportsAllNetworks: false,
    })
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(approved(foyer)).toEqual({ ids: [devnet.caipNetworkId], all: false })

    adapter.events?.approvedNetworksChanged?.({
      connectorId: 'fake.wallet',
      approvedCaipNetworkIds: [devnet.caipNetworkId, mainnet.caipNetworkId],
      supportsAllNetworks: false,
    })
    expect(approved(foyer).ids).toEqual([devnet.caipNetworkId, mainnet.caipNetworkId])

    // Another connector's report is not about this connection.
    adapter.events?.approvedNetworksChanged?.({
      connectorId: 'other.wallet',
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
    expect(approved(foyer).ids).toEqual([devnet.caipNetworkId, mainnet.caipNetworkId])

    await disconnect(foyer)
    expect(approved(foyer)).toEqual({ ids: undefined, all: false })
  })

  test('behavior: a wallet that disconnects by itself forgets them too', async () => {
    const { foyer, adapter } = approvingFoyer({
      approvedCaipNetworkIds: [devnet.caipNetworkId],
      supportsAllNetworks: true,
    })
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(approved(foyer)).toEqual({ ids: [devnet.caipNetworkId], all: true })
    adapter.emitDisconnect()
    expect(approved(foyer)).toEqual({ ids: undefined, all: false })
  })

  test('behavior: a restored session reports them as well', async () => {
    const adapter = createFakeAdapter()
    const plain = adapter.reconnect?.bind(adapter)
    adapter.reconnect = async (p) => {
      const result = await plain?.(p)
      return (
        result && {
          ...result,
          approvedNetworks: { approvedCaipNetworkIds: [devnet.caipNetworkId], supportsAllNetworks: false },
        }
      )
    }
    const foyer = createFoyer({
      projectId: 'test-project',
      networks: [mainnet, devnet],
      defaultNetwork: devnet,
      adapters: [adapter],
      storage: createMemoryStorage({
        'foyer:connections': JSON.stringify([{ namespace: 'eip155', connectorId: 'fake.wallet' }]),
      }),
    })
    await vi.waitFor(() => expect(approved(foyer).ids).toEqual([devnet.caipNetworkId]))
  })
})

describe('oneClickSignIn', () => {
  test('default: no sign-in, no one-click sign-in', () => {
    const { adapter } = createTestFoyer()
    expect(adapter.events?.oneClickSignIn?.()).toBeUndefined()
  })

  test('behavior: sign-in on and only eip155 networks: the SIWX', () => {
    const siwx = createTestSiwx()
    const { adapter } = createTestFoyer({ options: { siwx } })
    expect(adapter.events?.oneClickSignIn?.()).toBe(siwx)
  })

  test('behavior: another namespace among the networks: the normal sign-in flow', () => {
    const evm = createFakeAdapter()
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [createFakeConnector({ id: 'phantom', chain: 'solana' })],
    })
    createFoyer({
      projectId: 'test-project',
      networks: [devnet, solanaDevnet],
      adapters: [evm, solana],
      siwx: createTestSiwx(),
      storage: createMemoryStorage(),
    })
    expect(evm.events?.oneClickSignIn?.()).toBeUndefined()
    expect(solana.events?.oneClickSignIn?.()).toBeUndefined()
  })
})
