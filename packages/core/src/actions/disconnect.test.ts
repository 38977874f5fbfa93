import { describe, expect, test } from 'vitest'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, solanaDevnet } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'

const storedKeys = ['foyer:email-login', 'foyer:email', 'foyer:last-chain', 'foyer:social-username']

describe('disconnect', () => {
  test('default', async () => {
    const { foyer, adapter, storage, events } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    for (const key of storedKeys) storage.setItem(key, 'x')
    foyer.open()
    foyer.stores.connection.setState({ error: { code: 'X', message: 'old' } })

    await disconnect(foyer)

    expect(adapter.calls.disconnect).toEqual([{ connectorId: 'fake.wallet' }])
    const entry = foyer.stores.chains.getState().chains.eip155
    expect(entry?.accountState).toMatchObject({
      status: 'disconnected',
      connectorId: undefined,
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      connectedWalletInfo: undefined,
      allAccounts: [],
    })
    // The selected network stays.
    expect(entry?.networkState.caipNetwork).toBe(devnet)
    expect(storage.getItem('foyer:connections')).toBeNull()
    for (const key of storedKeys) expect(storage.getItem(key)).toBeNull()
    expect(foyer.stores.connection.getState().error).toBeUndefined()
    expect(foyer.stores.router.getState().history).toEqual(['Connect'])
    expect(foyer.stores.modal.getState().open).toBe(false)
    expect(events.at(-1)).toEqual({ event: 'DISCONNECT_SUCCESS' })
  })

  test('behavior: recent wallets are kept', async () => {
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    await disconnect(foyer)
    expect(foyer.stores.connection.getState().recentWallets).toEqual([
      { id: 'fake.wallet', rdns: 'fake.wallet' },
    ])
  })

  test('behavior: the adapter fails to disconnect', async () => {
    const { foyer, events, storage } = createTestFoyer({
      adapter: { disconnectError: new Error('wallet crashed') },
    })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await expect(disconnect(foyer)).rejects.toThrowErrorMatchingInlineSnapshot(`
      [DisconnectError: Failed to disconnect

      Details: wallet crashed]
    `)
    // Local state is cleared anyway.
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(storage.getItem('foyer:connections')).toBeNull()
    expect(events.at(-1)).toEqual({ event: 'DISCONNECT_ERROR', properties: { message: 'wallet crashed' } })
  })

  test('behavior: the stored connection is forgotten before the wallet answers (a reload then does not reconnect)', async () => {
    const { foyer, adapter, storage } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(storage.getItem('foyer:connections')).not.toBeNull()
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const walletDisconnect = adapter.disconnect.bind(adapter)
    adapter.disconnect = async (parameters) => {
      await answered
      return walletDisconnect(parameters)
    }
    const disconnecting = disconnect(foyer)
    expect(storage.getItem('foyer:connections')).toBeNull()
    answer()
    await disconnecting
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })

  test('behavior: embedded mode shows Connect', async () => {
    const { foyer } = createTestFoyer({ options: { enableEmbedded: true } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    foyer.open()
    await disconnect(foyer)
    expect(foyer.stores.modal.getState().open).toBe(true)
    expect(foyer.stores.router.getState().view).toBe('Connect')
  })

  test('parameters: namespace disconnects only that namespace', async () => {
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' })],
      accounts: ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
    })
    const evm = createFakeAdapter()
    const { foyer } = createTestFoyer({
      options: { adapters: [evm, solana], networks: [devnet, solanaDevnet] },
    })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await connect(foyer, { connectorId: 'phantom' })
    expect(foyer.stores.chains.getState().activeNamespace).toBe('solana')
    await disconnect(foyer, { namespace: 'eip155' })
    const { chains, activeNamespace } = foyer.stores.chains.getState()
    expect(chains.eip155?.accountState.status).toBe('disconnected')
    expect(chains.solana?.accountState.status).toBe('connected')
    expect(activeNamespace).toBe('solana')
    expect(evm.calls.disconnect).toHaveLength(1)
    expect(solana.calls.disconnect).toHaveLength(0)
  })

  test('behavior: the active namespace moves to one still connected', async () => {
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' })],
    })
    const { foyer } = createTestFoyer({
      options: { adapters: [createFakeAdapter(), solana], networks: [devnet, solanaDevnet] },
    })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await connect(foyer, { connectorId: 'phantom' })
    await disconnect(foyer)
    expect(foyer.stores.chains.getState().activeNamespace).toBe('eip155')
  })

  test('behavior: a WalletConnect session disconnects every namespace using it', async () => {
    const wc = (chain: 'eip155' | 'solana') =>
      createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain })
    const evm = createFakeAdapter({ connectors: [wc('eip155'), createFakeConnector()] })
    const solana = createFakeAdapter({ namespace: 'solana', connectors: [wc('solana')] })
    const { foyer } = createTestFoyer({
      options: { adapters: [evm, solana], networks: [devnet, solanaDevnet] },
    })
    await connect(foyer, { connectorId: 'walletConnect' })
    foyer.stores.chains.setState({ activeNamespace: 'solana' })
    await connect(foyer, { connectorId: 'walletConnect' })
    await disconnect(foyer, { namespace: 'solana' })
    const { chains } = foyer.stores.chains.getState()
    expect(chains.eip155?.accountState.status).toBe('disconnected')
    expect(chains.solana?.accountState.status).toBe('disconnected')
    expect(evm.calls.disconnect).toEqual([{ connectorId: 'walletConnect' }])
    expect(solana.calls.disconnect).toEqual([{ connectorId: 'walletConnect' }])
  })

  test('behavior: an injected wallet leaves other namespaces connected', async () => {
    const evm = createFakeAdapter()
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' })],
    })
    const { foyer } = createTestFoyer({
      options: { adapters: [evm, solana], networks: [devnet, solanaDevnet] },
    })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await connect(foyer, { connectorId: 'phantom' })
    await disconnect(foyer, { namespace: 'solana' })
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('connected')
  })

  test('behavior: disconnecting when not connected only resets', async () => {
    const { foyer, adapter, events } = createTestFoyer()
    await disconnect(foyer)
    expect(adapter.calls.disconnect).toEqual([])
    expect(events.at(-1)).toEqual({ event: 'DISCONNECT_SUCCESS' })
  })
})
