import { describe, expect, test, vi } from 'vitest'
import { storageKeys } from '../kernel/storage/storageKeys.js'
import { getConnectorsForConnectView } from '../selectors/getConnectorsForConnectView.js'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, solanaDevnet } from '../test/testNetworks.js'
import type { Connector } from '../types/connector.js'
import type { KeyValueStorage } from '../types/storage.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { restoreSession } from './restoreSession.js'

const solanaAddress = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'

/** An EVM adapter and a Solana adapter; `solanaConnectors` are what the Solana side offers. */
function setup(solanaConnectors: Connector[], evmConnectors?: Connector[], storage?: KeyValueStorage) {
  const evm = createFakeAdapter(evmConnectors ? { connectors: evmConnectors } : {})
  const solana = createFakeAdapter({
    namespace: 'solana',
    connectors: solanaConnectors,
    accounts: [solanaAddress],
  })
  const test = createTestFoyer({
    options: { adapters: [evm, solana], networks: [devnet, solanaDevnet], ...(storage ? { storage } : {}) },
  })
  return { ...test, evm, solana }
}

const chainsOf = (foyer: ReturnType<typeof setup>['foyer']) => foyer.stores.chains.getState()

describe('a wallet of two families', () => {
  test('behavior: an installed wallet registered in both families under one name connects both, without a second prompt; the chosen one stays active', async () => {
    const { foyer, solana } = setup([
      createFakeConnector({ id: 'ws:Fake Wallet', name: 'Fake Wallet', chain: 'solana', info: {} }),
    ])
    expect(getConnectorsForConnectView(foyer).map((item) => item.connector.id)).toEqual(['fake.wallet'])
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(solana.calls.connect).toEqual([])
    expect(solana.calls.reconnect).toEqual([{ connectorId: 'ws:Fake Wallet', network: solanaDevnet }])
    expect(chainsOf(foyer).activeNamespace).toBe('eip155')
    expect(chainsOf(foyer).chains.solana?.accountState).toMatchObject({
      status: 'connected',
      address: solanaAddress,
      connectorId: 'ws:Fake Wallet',
    })
  })

  test('behavior: a second family the wallet did not approve, or that fails, stays disconnected; the first connection stands', async () => {
    for (const outcome of ['unavailable', 'error'] as const) {
      const { foyer, solana } = setup([
        createFakeConnector({ id: 'ws:Fake Wallet', name: 'Fake Wallet', chain: 'solana', info: {} }),
      ])
      solana.behavior.reconnect = outcome
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      await connect(foyer, { connectorId: 'fake.wallet' })
      expect(chainsOf(foyer).chains.eip155?.accountState.status).toBe('connected')
      expect(chainsOf(foyer).chains.solana?.accountState.status).toBe('disconnected')
      expect(foyer.stores.connection.getState().error).toBeUndefined()
      expect(warn).toHaveBeenCalledTimes(outcome === 'error' ? 1 : 0)
      warn.mockRestore()
    }
  })

  test('behavior: WalletConnect reads its other namespace from the session (reconnect, no second prompt)', async () => {
    const walletConnect = (chain: 'eip155' | 'solana') =>
      createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain })
    const { foyer, evm, solana } = setup([walletConnect('solana')], [walletConnect('eip155')])
    expect(getConnectorsForConnectView(foyer)).toHaveLength(1)
    await connect(foyer, { connectorId: 'walletConnect' })
    expect(evm.calls.connect).toHaveLength(1)
    expect(solana.calls.connect).toEqual([])
    expect(solana.calls.reconnect).toEqual([{ connectorId: 'walletConnect', network: solanaDevnet }])
    expect(chainsOf(foyer).chains.solana?.accountState.status).toBe('connected')
    expect(chainsOf(foyer).activeNamespace).toBe('eip155')
  })

  test('behavior: a session without that namespace leaves the family disconnected', async () => {
    const walletConnect = (chain: 'eip155' | 'solana') =>
      createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain })
    const { foyer, solana } = setup([walletConnect('solana')], [walletConnect('eip155')])
    solana.behavior.reconnect = 'unavailable'
    await connect(foyer, { connectorId: 'walletConnect' })
    expect(chainsOf(foyer).chains.solana?.accountState.status).toBe('disconnected')
  })

  test('behavior: different wallets, a wallet marked as a duplicate of the name, and a family already connected are left alone', async () => {
    const impostor = createFakeConnector({
      id: 'ws:Fake Wallet#2',
      name: 'Fake Wallet',
      chain: 'solana',
      info: { duplicateRdns: true },
    })
    const phantom = createFakeConnector({ id: 'ws:Phantom', name: 'Phantom', chain: 'solana', info: {} })
    const { foyer, solana } = setup([phantom, impostor])
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(solana.calls.reconnect).toEqual([])
    expect(getConnectorsForConnectView(foyer)).toHaveLength(3)

    const again = setup([
      createFakeConnector({ id: 'ws:Fake Wallet', name: 'Fake Wallet', chain: 'solana', info: {} }),
      phantom,
    ])
    again.foyer.stores.chains.setState({ activeNamespace: 'solana' })
    await connect(again.foyer, { connectorId: 'ws:Phantom' })
    await connect(again.foyer, { connectorId: 'fake.wallet' })
    expect(again.solana.calls.connect).toEqual([{ connectorId: 'ws:Phantom', network: solanaDevnet }])
    expect(again.solana.calls.reconnect).toEqual([])
    expect(chainsOf(again.foyer).chains.solana?.accountState.connectorId).toBe('ws:Phantom')
  })

  test('behavior: a restored session makes the namespace that was active active again', async () => {
    const solanaSide = createFakeConnector({
      id: 'ws:Fake Wallet',
      name: 'Fake Wallet',
      chain: 'solana',
      info: {},
    })
    const first = setup([solanaSide])
    await connect(first.foyer, { connectorId: 'fake.wallet' })
    const stored = JSON.parse(first.storage.getItem(storageKeys.connections) ?? '[]')
    expect(stored.map((item: { namespace: string }) => item.namespace)).toEqual(['solana', 'eip155'])

    const second = setup([solanaSide], undefined, first.storage)
    restoreSession(second.foyer)
    await vi.waitFor(() => {
      expect(chainsOf(second.foyer).chains.solana?.accountState.status).toBe('connected')
      expect(chainsOf(second.foyer).chains.eip155?.accountState.status).toBe('connected')
    })
    expect(chainsOf(second.foyer).activeNamespace).toBe('eip155')

    // When the active family's wallet cannot be restored, the other one's account is shown.
    const third = setup([solanaSide], undefined, first.storage)
    third.evm.behavior.reconnect = 'unavailable'
    restoreSession(third.foyer)
    await vi.waitFor(() => {
      expect(chainsOf(third.foyer).chains.solana?.accountState.status).toBe('connected')
      expect(chainsOf(third.foyer).chains.eip155?.accountState.status).toBe('disconnected')
    })
    expect(chainsOf(third.foyer).activeNamespace).toBe('solana')
  })
})

describe('disconnect with two families', () => {
  test('behavior: disconnecting a wallet of two families disconnects both', async () => {
    const { foyer, solana } = setup([
      createFakeConnector({ id: 'ws:Fake Wallet', name: 'Fake Wallet', chain: 'solana', info: {} }),
    ])
    await connect(foyer, { connectorId: 'fake.wallet' })
    await disconnect(foyer)
    expect(solana.calls.disconnect).toEqual([{ connectorId: 'ws:Fake Wallet' }])
    expect(chainsOf(foyer).chains.solana?.accountState.status).toBe('disconnected')
    expect(chainsOf(foyer).chains.eip155?.accountState.status).toBe('disconnected')
    expect(chainsOf(foyer).activeNamespace).toBe('eip155')
  })

  test('behavior: another wallet of the other family stays connected and becomes the active one', async () => {
    const phantom = createFakeConnector({ id: 'ws:Phantom', name: 'Phantom', chain: 'solana', info: {} })
    const { foyer, solana } = setup([phantom])
    await connect(foyer, { connectorId: 'fake.wallet' })
    foyer.stores.chains.setState({ switchingNamespace: 'solana' })
    await connect(foyer, { connectorId: 'ws:Phantom' })
    foyer.stores.chains.setState({ activeNamespace: 'eip155' })
    await disconnect(foyer)
    expect(solana.calls.disconnect).toEqual([])
    expect(chainsOf(foyer).activeNamespace).toBe('solana')
    expect(chainsOf(foyer).chains.solana?.accountState).toMatchObject({
      status: 'connected',
      address: solanaAddress,
    })
  })
})
