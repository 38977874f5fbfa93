import { afterEach, describe, expect, test, vi } from 'vitest'
import { FoyerError } from '../kernel/errors/base.js'
import { ProviderNotFoundError, RELAY_UNREACHABLE_CODE } from '../kernel/errors/connection.js'
import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createFakeBasicConnector } from '../test/createFakeBasicConnector.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { createTestSiwx } from '../test/createTestSiwx.js'
import { devnet, testAccounts } from '../test/testNetworks.js'
import { connect } from './connect.js'

const [alice, bob] = testAccounts

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const account = (foyer: ReturnType<typeof createTestFoyer>['foyer']) =>
  foyer.stores.chains.getState().chains.eip155?.accountState
const network = (foyer: ReturnType<typeof createTestFoyer>['foyer']) =>
  foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork

describe('connect', () => {
  test('default', async () => {
    const { foyer, adapter, events, storage } = createTestFoyer()
    const result = await connect(foyer, { connectorId: 'fake.wallet' })
    expect(result).toEqual({ address: alice, chainId: 31337, namespace: 'eip155' })
    expect(adapter.calls.connect).toEqual([{ connectorId: 'fake.wallet', network: devnet }])
    expect(account(foyer)).toMatchObject({
      status: 'connected',
      address: alice,
      caipAddress: `eip155:31337:${alice}`,
      allAccounts: [
        { address: alice, type: 'eoa' },
        { address: bob, type: 'eoa' },
      ],
      connectorId: 'fake.wallet',
      connectedWalletInfo: {
        name: 'Fake Wallet',
        icon: expect.stringContaining('data:image/svg+xml'),
        rdns: 'fake.wallet',
        type: 'ANNOUNCED',
      },
      addressExplorerUrl: `http://127.0.0.1:5173/explorer/address/${alice}`,
    })
    expect(network(foyer)).toBe(devnet)
    expect(foyer.stores.chains.getState().activeNamespace).toBe('eip155')
    expect(foyer.stores.connection.getState()).toEqual({
      pendingConnectorId: undefined,
      error: undefined,
      recentWallets: [{ id: 'fake.wallet', rdns: 'fake.wallet' }],
    })
    expect(JSON.parse(storage.getItem('@foyer/recent_wallets') ?? '')).toEqual([
      { id: 'fake.wallet', rdns: 'fake.wallet' },
    ])
    expect(JSON.parse(storage.getItem('foyer:connections') ?? '')).toEqual([
      { namespace: 'eip155', connectorId: 'fake.wallet' },
    ])
    expect(events).toContainEqual({
      event: 'CONNECT_SUCCESS',
      properties: { name: 'Fake Wallet', type: 'ANNOUNCED', caipNetworkId: 'eip155:31337' },
    })
  })

  test('behavior: a WalletConnect relay that does not answer in time raises the sockets timeout alert', async () => {
    const relay = new FoyerError('Could not reach the WalletConnect relay', { code: RELAY_UNREACHABLE_CODE })
    const { foyer, adapter } = createTestFoyer({ adapter: { connectError: relay } })
    await expect(connect(foyer, { connectorId: 'fake.wallet' })).rejects.toBe(relay)
    expect(foyer.stores.alert.getState().key).toBe('alert.socketsTimeout')
    // Try again: a pairing that works leaves no timeout alert over it.
    adapter.behavior.connectError = false
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.alert.getState().key).toBeUndefined()
    // Any other failure raises no alert.
    const other = createTestFoyer({ adapter: { connectError: true } })
    await expect(connect(other.foyer, { connectorId: 'fake.wallet' })).rejects.toThrow()
    expect(other.foyer.stores.alert.getState().key).toBeUndefined()
  })

  test('behavior: the accounts keep the types the wallet gave them (a Bitcoin payment and ordinal address); without, EOAs', async () => {
    const { foyer, adapter } = createTestFoyer()
    const connectWallet = adapter.connect.bind(adapter)
    adapter.connect = async (p) => ({ ...(await connectWallet(p)), accountTypes: ['payment', 'ordinal'] })
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(account(foyer)?.allAccounts).toEqual([
      { address: alice, type: 'payment' },
      { address: bob, type: 'ordinal' },
    ])
  })

  test('behavior: the balance is fetched in the background', async () => {
    const { foyer, adapter } = createTestFoyer({ adapter: { balance: '12.3456789' } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await vi.waitFor(() => expect(account(foyer)?.balanceLoading).toBe(false))
    expect(account(foyer)).toMatchObject({ balance: '12.3456789', balanceSymbol: 'ETH' })
    expect(adapter.calls.getBalance).toEqual([{ address: alice, network: devnet }])
  })

  test('behavior: status is connecting while the wallet decides', async () => {
    const { foyer, adapter } = createTestFoyer({ adapter: { holdConnect: true } })
    const pending = connect(foyer, { connectorId: 'fake.wallet' })
    expect(account(foyer)?.status).toBe('connecting')
    expect(foyer.stores.connection.getState().pendingConnectorId).toBe('fake.wallet')
    adapter.resolveConnect()
    await pending
    expect(account(foyer)?.status).toBe('connected')
    expect(foyer.stores.connection.getState().pendingConnectorId).toBeUndefined()
  })

  test('behavior: closing the modal on a WalletConnect pairing ends connecting; a phone that approves later connects', async () => {
    const walletConnect = createFakeConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
    const { foyer, adapter } = createTestFoyer({
      adapter: { holdConnect: true, connectors: [walletConnect] },
    })
    foyer.open()
    const pending = connect(foyer, { connectorId: 'walletConnect' })
    expect(account(foyer)?.status).toBe('connecting')
    foyer.close()
    // The page's button says 'Connect Wallet' again, not 'Connecting...' until the pairing expires.
    expect(account(foyer)?.status).toBe('disconnected')
    adapter.resolveConnect()
    await pending
    expect(account(foyer)?.status).toBe('connected')
  })

  test('behavior: closing the modal while an extension shows its prompt keeps connecting', async () => {
    const { foyer, adapter } = createTestFoyer({ adapter: { holdConnect: true } })
    foyer.open()
    const pending = connect(foyer, { connectorId: 'fake.wallet' })
    foyer.close()
    expect(account(foyer)?.status).toBe('connecting')
    adapter.resolveConnect()
    await pending
    expect(account(foyer)?.status).toBe('connected')
  })

  test('behavior: an open modal on a connecting view closes on Account', async () => {
    const { foyer, events } = createTestFoyer()
    foyer.open()
    foyer.push('ConnectingExternal', { connectorId: 'fake.wallet' })
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.modal.getState().open).toBe(false)
    expect(foyer.stores.router.getState().history).toEqual(['Account'])
    expect(events.map((event) => event.event)).toContain('MODAL_CLOSE')
  })

  test('behavior: a closed modal stays closed', async () => {
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('behavior: embedded mode shows Account', async () => {
    const { foyer } = createTestFoyer({ options: { enableEmbedded: true } })
    foyer.open()
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.modal.getState().open).toBe(true)
    expect(foyer.stores.router.getState().view).toBe('Account')
  })

  test('behavior: sign-in enabled opens the sign-message view', async () => {
    const { foyer } = createTestFoyer({ options: { siwx: createTestSiwx() } })
    foyer.open()
    await connect(foyer, { connectorId: 'fake.wallet' })
    await vi.waitFor(() => expect(foyer.stores.router.getState().view).toBe('SIWXSignMessage'))
    expect(foyer.stores.modal.getState().open).toBe(true)
  })

  test('behavior: a chain the host did not request gets a placeholder and UnsupportedChain', async () => {
    const { foyer, adapter } = createTestFoyer({ adapter: { chainId: 999 } })
    foyer.open()
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(network(foyer)).toEqual({
      id: 999,
      caipNetworkId: 'eip155:999',
      name: 'Unknown Network',
      chainNamespace: 'eip155',
      nativeCurrency: { name: '', symbol: '', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
    expect(account(foyer)).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:999:${alice}`,
      addressExplorerUrl: undefined,
      balance: undefined,
    })
    expect(foyer.stores.modal.getState().open).toBe(true)
    expect(foyer.stores.router.getState().view).toBe('UnsupportedChain')
    // A placeholder network has no RPC: no balance request.
    await Promise.resolve()
    expect(adapter.calls.getBalance).toEqual([])
  })

  test('behavior: UnsupportedChain opens even when the modal was closed', async () => {
    const { foyer } = createTestFoyer({ adapter: { chainId: 999 } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.modal.getState().open).toBe(true)
    expect(foyer.stores.router.getState().history).toEqual(['UnsupportedChain'])
  })

  test('parameters: allowUnsupportedChain', async () => {
    const { foyer } = createTestFoyer({ adapter: { chainId: 999 }, options: { allowUnsupportedChain: true } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(network(foyer)?.name).toBe('Unknown Network')
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('behavior: basic WalletConnect mode never sends the wallet to UnsupportedChain', async () => {
    const adapter = createFakeAdapter({ chainId: 999 })
    const walletConnect = createFakeBasicConnector(adapter)
    const { foyer } = createTestFoyer({ options: { adapters: [], walletConnect } })
    foyer.open()
    expect(foyer.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(network(foyer)?.name).toBe('Unknown Network')
    expect(foyer.stores.router.getState().history).not.toContain('UnsupportedChain')
  })

  test('behavior: user rejects the connection', async () => {
    vi.useFakeTimers()
    const { foyer, events } = createTestFoyer({
      adapter: { connectError: { code: 4001, message: 'MetaMask: User rejected the request.' } },
    })
    foyer.open()
    foyer.push('ConnectingExternal', { connectorId: 'fake.wallet' })
    const error = await connect(foyer, { connectorId: 'fake.wallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(account(foyer)?.status).toBe('disconnected')
    expect(account(foyer)?.address).toBeUndefined()
    expect(foyer.stores.connection.getState().error).toEqual({
      code: 'USER_REJECTED',
      message: 'MetaMask: User rejected the request.',
    })
    expect(foyer.stores.connection.getState().pendingConnectorId).toBeUndefined()
    expect(foyer.stores.modal.getState()).toMatchObject({ open: true, shake: true })
    expect(foyer.stores.router.getState().view).toBe('ConnectingExternal')
    expect(events).toContainEqual({
      event: 'CONNECT_ERROR',
      properties: { code: 'USER_REJECTED', message: 'User rejected the request.' },
    })
    vi.advanceTimersByTime(500)
    expect(foyer.stores.modal.getState().shake).toBe(false)
  })

  test('behavior: retry after a rejection', async () => {
    const { foyer, adapter } = createTestFoyer({ adapter: { connectError: true } })
    await expect(connect(foyer, { connectorId: 'fake.wallet' })).rejects.toThrow('User rejected the request.')
    adapter.behavior.connectError = false
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(account(foyer)?.status).toBe('connected')
    expect(foyer.stores.connection.getState().error).toBeUndefined()
  })

  test('behavior: the wallet disappears mid-connect', async () => {
    const { foyer } = createTestFoyer({ adapter: { connectError: new ProviderNotFoundError() } })
    await expect(connect(foyer, { connectorId: 'fake.wallet' })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[ProviderNotFoundError: Provider not found]`,
    )
    expect(account(foyer)?.status).toBe('disconnected')
    expect(foyer.stores.connection.getState().error).toEqual({
      code: 'PROVIDER_NOT_FOUND',
      message: 'Provider not found',
    })
  })

  test('behavior: an unexpected failure is UnknownError', async () => {
    const { foyer } = createTestFoyer({ adapter: { connectError: new Error('socket hang up') } })
    await expect(connect(foyer, { connectorId: 'fake.wallet' })).rejects.toMatchObject({
      code: 'UNKNOWN',
      shortMessage: 'Something went wrong',
    })
    expect(foyer.stores.connection.getState().error).toEqual({
      code: 'UNKNOWN',
      message: 'Something went wrong',
    })
  })

  test('behavior: unknown connector', async () => {
    const { foyer } = createTestFoyer()
    await expect(connect(foyer, { connectorId: 'nope' })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [ConnectorNotFoundError: Connector not found

      Details: No connector with id "nope"]
    `)
    expect(foyer.stores.connection.getState().error?.code).toBe('CONNECTOR_NOT_FOUND')
  })

  test('behavior: connector without an adapter', async () => {
    const { foyer } = createTestFoyer()
    foyer.stores.chains.setState({ connectors: [createFakeConnector({ id: 'phantom', chain: 'solana' })] })
    await expect(connect(foyer, { connectorId: 'phantom' })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[AdapterNotFoundError: Adapter for namespace solana doesn't exist]`,
    )
  })

  test('behavior: recent wallets keep two, most recent first, no duplicates', async () => {
    const { foyer, adapter, storage } = createTestFoyer()
    adapter.announce(createFakeConnector({ id: 'a', info: { rdns: 'a.app' } }))
    adapter.announce(createFakeConnector({ id: 'b', info: { rdns: 'b.app' } }))
    for (const connectorId of ['a', 'fake.wallet', 'b', 'fake.wallet']) {
      foyer.stores.chains.setState({ connectors: adapter.getConnectors() })
      await connect(foyer, { connectorId })
    }
    const expected = [
      { id: 'fake.wallet', rdns: 'fake.wallet' },
      { id: 'b', rdns: 'b.app' },
    ]
    expect(foyer.stores.connection.getState().recentWallets).toEqual(expected)
    expect(JSON.parse(storage.getItem('@foyer/recent_wallets') ?? '')).toEqual(expected)
  })
})

describe('connect: the modal follows', () => {
  test('behavior: picked in an open modal, the connecting view shows until the wallet answers', async () => {
    const { foyer, adapter } = createTestFoyer()
    adapter.behavior.holdConnect = true
    foyer.open()
    const pending = connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'fake.wallet' },
    })
    adapter.resolveConnect()
    await pending
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('behavior: embedded, the connecting view shows in place and a connect leaves it for Account', async () => {
    const { foyer, adapter } = createTestFoyer({ options: { enableEmbedded: true } })
    adapter.behavior.holdConnect = true
    const pending = connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.router.getState().view).toBe('ConnectingExternal')
    adapter.resolveConnect()
    await pending
    expect(foyer.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  test('behavior: a connect started by the host with the modal closed opens nothing', async () => {
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.modal.getState().open).toBe(false)
    expect(foyer.stores.router.getState().history).toEqual(['Connect'])
  })
})
