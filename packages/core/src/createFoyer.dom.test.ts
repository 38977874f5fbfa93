// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from './actions/connect.js'
import { shake } from './actions/shake.js'
import { createFoyer } from './createFoyer.js'
import { ConnectionAbortedError } from './kernel/errors/connection.js'
import { createMemoryStorage } from './kernel/storage/createMemoryStorage.js'
import { ensureRecentWallets } from './state/connection/recentWallets.js'
import { createFakeAdapter, createFakeConnector } from './test/createFakeAdapter.js'
import { createTestFoyer } from './test/createTestFoyer.js'
import { devnet, devnet2, mainnet, solanaDevnet, testAccounts } from './test/testNetworks.js'
import type { Foyer } from './types/foyer.js'

const [alice, bob] = testAccounts
const account = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState
const network = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork
const stored = (connectorId = 'fake.wallet') =>
  createMemoryStorage({ 'foyer:connections': JSON.stringify([{ namespace: 'eip155', connectorId }]) })

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function connected(parameters: Parameters<typeof createTestFoyer>[0] = {}) {
  const setup = createTestFoyer(parameters)
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  await vi.waitFor(() => expect(account(setup.foyer)?.balanceLoading).toBe(false))
  return setup
}

describe('adapter events (browser)', () => {
  test('default', () => {
    const { adapter } = createTestFoyer()
    expect(adapter.calls.setup).toBe(1)
    expect(adapter.events).toBeDefined()
  })

  test('connectorsChanged: connectors of all adapters are merged', () => {
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [createFakeConnector({ id: 'phantom', chain: 'solana' })],
    })
    const { foyer, adapter } = createTestFoyer({
      options: { adapters: [createFakeAdapter(), solana], networks: [devnet, solanaDevnet] },
    })
    void adapter
    const evm = foyer.options.adapters[0] as ReturnType<typeof createFakeAdapter>
    evm.announce(createFakeConnector({ id: 'rabby', name: 'Rabby' }))
    expect(foyer.stores.chains.getState().connectors.map((c) => `${c.chain}/${c.id}`)).toEqual([
      'eip155/fake.wallet',
      'eip155/rabby',
      'solana/phantom',
    ])
  })

  test('accountsChanged: a new address updates the account and refetches the balance', async () => {
    const { foyer, adapter } = await connected()
    adapter.behavior.balance = '5'
    adapter.emitAccountsChanged([bob])
    expect(account(foyer)).toMatchObject({
      status: 'connected',
      address: bob,
      caipAddress: `eip155:31337:${bob}`,
      addressExplorerUrl: `http://127.0.0.1:5173/explorer/address/${bob}`,
      allAccounts: [{ address: bob, type: 'eoa' }],
    })
    await vi.waitFor(() => expect(account(foyer)?.balance).toBe('5'))
    expect(adapter.calls.getBalance.at(-1)?.address).toBe(bob)
  })

  test('accountsChanged: an empty list disconnects locally', async () => {
    const { foyer, adapter, storage } = await connected()
    adapter.emitAccountsChanged([])
    expect(account(foyer)).toMatchObject({
      status: 'disconnected',
      address: undefined,
      connectorId: undefined,
    })
    expect(storage.getItem('foyer:connections')).toBeNull()
    expect(adapter.calls.disconnect).toEqual([])
  })

  test('accountsChanged: another wallet is ignored', async () => {
    const { foyer, adapter } = await connected()
    adapter.emitAccountsChanged([bob], 'other.wallet')
    adapter.emitAccountsChanged([], 'other.wallet')
    expect(account(foyer)).toMatchObject({ status: 'connected', address: alice })
  })

  test('chainChanged: a requested network', async () => {
    const { foyer, adapter } = await connected()
    adapter.emitChainChanged(1)
    expect(network(foyer)).toBe(mainnet)
    expect(account(foyer)).toMatchObject({
      caipAddress: `eip155:1:${alice}`,
      addressExplorerUrl: `https://etherscan.io/address/${alice}`,
    })
    await vi.waitFor(() => expect(adapter.calls.getBalance.at(-1)?.network).toBe(mainnet))
  })

  test('chainChanged: an unknown chain gets a placeholder and opens UnsupportedChain', async () => {
    const { foyer, adapter } = await connected()
    adapter.emitChainChanged(999)
    expect(network(foyer)).toMatchObject({
      caipNetworkId: 'eip155:999',
      name: 'Unknown Network',
      nativeCurrency: { name: '', symbol: '', decimals: 18 },
    })
    expect(account(foyer)?.caipAddress).toBe(`eip155:999:${alice}`)
    expect(account(foyer)?.balance).toBeUndefined()
    expect(foyer.stores.modal.getState().open).toBe(true)
    expect(foyer.stores.router.getState().view).toBe('UnsupportedChain')

    adapter.emitChainChanged(31338)
    expect(network(foyer)).toBe(devnet2)
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('chainChanged: allowUnsupportedChain keeps the modal closed', async () => {
    const { foyer, adapter } = await connected({ options: { allowUnsupportedChain: true } })
    adapter.emitChainChanged(999)
    expect(network(foyer)?.name).toBe('Unknown Network')
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('chainChanged: ignored when not connected', () => {
    const { foyer, adapter } = createTestFoyer()
    adapter.emitChainChanged(1, 'fake.wallet')
    expect(network(foyer)).toBe(devnet)
  })

  test('disconnected: clears the account', async () => {
    const { foyer, adapter } = await connected()
    adapter.emitDisconnect()
    expect(account(foyer)?.status).toBe('disconnected')
  })

  test('behavior: the wallet disconnects during connect', async () => {
    const { foyer, adapter } = createTestFoyer({ adapter: { holdConnect: true } })
    foyer.open()
    foyer.push('ConnectingExternal', { connectorId: 'fake.wallet' })
    const pending = connect(foyer, { connectorId: 'fake.wallet' }).catch((e: unknown) => e)
    adapter.emitDisconnect('fake.wallet')
    const error = await pending
    expect(error).toBeInstanceOf(ConnectionAbortedError)
    expect(error).toMatchInlineSnapshot(
      `[ConnectionAbortedError: The wallet disconnected before the connection finished]`,
    )
    expect(account(foyer)?.status).toBe('disconnected')
    expect(foyer.stores.connection.getState().error?.code).toBe('CONNECTION_ABORTED')
    // A late answer from the wallet changes nothing.
    adapter.resolveConnect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(account(foyer)?.status).toBe('disconnected')
  })

  test('behavior: destroy stops discovery and ignores later events', async () => {
    const { foyer, adapter } = await connected()
    const events = adapter.events
    foyer.destroy()
    expect(adapter.events).toBeUndefined()
    events?.accountsChanged({ connectorId: 'fake.wallet', addresses: [] })
    expect(account(foyer)?.status).toBe('connected')
  })

  test('behavior: after destroy no timer, subscription or adapter setup of the instance is left', async () => {
    const { foyer, adapter } = await connected()
    foyer.showToast({ type: 'success', message: 'Copied' })
    shake(foyer)
    const { services } = foyer
    expect(services.timers.size).toBeGreaterThan(0)
    expect(services.disposers.size).toBeGreaterThan(0)
    expect(services.cleanups.size).toBe(1)
    foyer.destroy()
    expect(services).toMatchObject({ destroyed: true })
    expect([services.timers.size, services.disposers.size, services.cleanups.size]).toEqual([0, 0, 0])
    expect(adapter.events).toBeUndefined()
    // Work asked of a destroyed instance schedules nothing.
    shake(foyer)
    expect(services.timers.size).toBe(0)
  })
})

describe('session restore (browser)', () => {
  test('default', async () => {
    const { foyer, adapter } = createTestFoyer({ options: { storage: stored() } })
    expect(account(foyer)?.status).toBe('connecting')
    await vi.waitFor(() => expect(account(foyer)?.status).toBe('connected'))
    expect(adapter.calls.reconnect).toEqual([{ connectorId: 'fake.wallet', network: devnet }])
    expect(adapter.calls.connect).toEqual([])
    expect(account(foyer)).toMatchObject({ address: alice, connectedWalletInfo: { name: 'Fake Wallet' } })
    await vi.waitFor(() => expect(account(foyer)?.balance).toBe('10000'))
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('behavior: localStorage is the default storage', async () => {
    localStorage.setItem(
      'foyer:connections',
      JSON.stringify([{ namespace: 'eip155', connectorId: 'fake.wallet' }]),
    )
    const adapter = createFakeAdapter()
    const foyer = createFoyer({ projectId: 'p', networks: [devnet], adapters: [adapter] })
    await vi.waitFor(() => expect(account(foyer)?.status).toBe('connected'))
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(JSON.parse(localStorage.getItem('@foyer/recent_wallets') ?? '')).toEqual([
      { id: 'fake.wallet', rdns: 'fake.wallet' },
    ])
  })

  test('behavior: waits for the connector to be announced', async () => {
    const adapter = createFakeAdapter({ connectors: [] })
    const foyer = createFoyer({
      projectId: 'p',
      networks: [devnet],
      adapters: [adapter],
      storage: stored('late'),
    })
    expect(adapter.calls.reconnect).toEqual([])
    adapter.announce(createFakeConnector({ id: 'late' }))
    await vi.waitFor(() => expect(account(foyer)?.status).toBe('connected'))
    expect(adapter.calls.reconnect.map((call) => call.connectorId)).toEqual(['late'])
  })

  test('behavior: gives up after 1500 ms without the connector', async () => {
    vi.useFakeTimers()
    const adapter = createFakeAdapter({ connectors: [] })
    const storage = stored('gone')
    const foyer = createFoyer({ projectId: 'p', networks: [devnet], adapters: [adapter], storage })
    await vi.advanceTimersByTimeAsync(1500)
    adapter.announce(createFakeConnector({ id: 'gone' }))
    await vi.advanceTimersByTimeAsync(10)
    expect(adapter.calls.reconnect).toEqual([])
    expect(account(foyer)?.status).toBe('disconnected')
    // The stored connection stays for the next page load.
    expect(storage.getItem('foyer:connections')).not.toBeNull()
  })

  test('behavior: a failed reconnect forgets the connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = stored()
    const { foyer, adapter } = createTestFoyer({ adapter: { reconnect: 'error' }, options: { storage } })
    await vi.waitFor(() => expect(adapter.calls.reconnect).toHaveLength(1))
    await vi.waitFor(() => expect(account(foyer)?.status).toBe('disconnected'))
    expect(storage.getItem('foyer:connections')).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  test('behavior: a wallet that no longer authorises us forgets the connection', async () => {
    const storage = stored()
    const { foyer, adapter } = createTestFoyer({
      adapter: { reconnect: 'unavailable' },
      options: { storage },
    })
    await vi.waitFor(() => expect(adapter.calls.reconnect).toHaveLength(1))
    await vi.waitFor(() => expect(account(foyer)?.status).toBe('disconnected'))
    expect(storage.getItem('foyer:connections')).toBeNull()
  })

  test('behavior: nothing stored, no request at all', async () => {
    const { adapter } = createTestFoyer()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(adapter.calls.reconnect).toEqual([])
    expect(adapter.calls.getBalance).toEqual([])
    expect(adapter.calls.connect).toEqual([])
  })

  test('behavior: a corrupt stored value is ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = createMemoryStorage({ 'foyer:connections': '{not json', '@foyer/recent_wallets': '42' })
    const { foyer, adapter } = createTestFoyer({ options: { storage } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(adapter.calls.reconnect).toEqual([])
    expect(storage.getItem('foyer:connections')).toBeNull()
    // The recent wallets are read when the modal's Connect view shows them.
    ensureRecentWallets(foyer)
    expect(foyer.stores.connection.getState().recentWallets).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
