import {
  connect,
  createFoyer,
  createMemoryStorage,
  disconnect,
  fetchBalance,
  request,
  switchNetwork,
} from '@foyer/core'
import { prepareAdapters } from '@foyer/core/views'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import {
  balanceAnswer,
  createFakeProvider,
  createFakeWindow,
  installAnnouncingWallet,
  networkWith,
  startRpcServer,
  testAddress,
  testAddressChecksummed,
  testInfo,
  testNetwork,
  walletError,
} from './test/index.js'

const cleanups: (() => unknown)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  vi.unstubAllGlobals()
})

describe('with core', () => {
  test('default: discover, connect, events, switch, balance, disconnect', async () => {
    const server = await startRpcServer(balanceAnswer({ [testAddress]: 2_000_000_000_000_000_000n }))
    cleanups.push(() => server.close())
    const window = createFakeWindow()
    vi.stubGlobal('window', window)
    const provider = createFakeProvider({ chainId: 1 })
    installAnnouncingWallet(window, { info: testInfo(), provider })
    const mainnet = networkWith({
      id: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      rpcUrls: { default: { http: [server.url] } },
    })
    const devnet = networkWith({ rpcUrls: { default: { http: [server.url] } } })
    const foyer = createFoyer({
      projectId: 'test',
      networks: [mainnet, devnet],
      adapters: [evmAdapter({ window })],
      storage: createMemoryStorage(),
    })

    // The announcements are validated when the wallet list is first needed.
    await prepareAdapters(foyer)
    expect(foyer.stores.chains.getState().connectors.map((c) => c.id)).toEqual([
      'dev.foyer.wallet',
      'injected',
    ])

    await connect(foyer, { connectorId: 'dev.foyer.wallet' })
    const account = () => foyer.stores.chains.getState().chains.eip155?.accountState
    const network = () => foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork
    expect(account()).toMatchObject({ status: 'connected', address: testAddressChecksummed })
    await vi.waitFor(() => expect(account()?.balance).toBe('2'))

    await switchNetwork(foyer, { network: devnet })
    expect(network()?.caipNetworkId).toBe('eip155:31337')
    expect(provider.switches.chainId).toBe(31337)

    provider.emit('chainChanged', '0x1')
    expect(network()?.caipNetworkId).toBe('eip155:1')

    provider.switches.failures.wallet_switchEthereumChain = walletError(4001, 'User rejected the request.')
    await expect(switchNetwork(foyer, { network: devnet })).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(network()?.caipNetworkId).toBe('eip155:1')

    await fetchBalance(foyer, {})
    await disconnect(foyer, {})
    expect(account()?.status).toBe('disconnected')
    expect(provider.listenerCount()).toBe(0)
    foyer.destroy()
  })

  test('behavior: connect rejected by the user leaves core disconnected with the wallet message', async () => {
    const window = createFakeWindow()
    vi.stubGlobal('window', window)
    const provider = createFakeProvider()
    provider.switches.failures.eth_requestAccounts = walletError(4001, 'User denied account authorization')
    installAnnouncingWallet(window, { info: testInfo(), provider })
    const foyer = createFoyer({
      projectId: 'test',
      networks: [testNetwork],
      adapters: [evmAdapter({ window })],
      storage: createMemoryStorage(),
    })

    await expect(connect(foyer, { connectorId: 'dev.foyer.wallet' })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('disconnected')
    expect(foyer.stores.connection.getState().error).toMatchObject({ code: 'USER_REJECTED' })
    foyer.destroy()
  })

  test.each([
    ['insufficient funds for gas * price + value', 'InsufficientFundsError', 'Not enough funds'],
    ['nonce too low: next nonce 5, tx nonce 4', 'TransactionNonceError', 'Another transaction'],
    ['max fee per gas less than block base fee', 'TransactionFeeError', 'network fee'],
    ['intrinsic gas too low', 'TransactionGasError', 'more gas'],
    ['execution reverted: ERC20: transfer amount exceeds allowance', 'TransactionRevertedError', 'refused'],
  ])('behavior: the transaction failure "%s" is explained as %s', async (message, name, words) => {
    const window = createFakeWindow()
    vi.stubGlobal('window', window)
    const provider = createFakeProvider()
    installAnnouncingWallet(window, { info: testInfo(), provider })
    const foyer = createFoyer({
      projectId: 'test',
      networks: [networkWith({ id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' })],
      adapters: [evmAdapter({ window })],
      storage: createMemoryStorage(),
    })
    cleanups.push(() => foyer.destroy())
    await connect(foyer, { connectorId: 'dev.foyer.wallet' })
    provider.switches.failures.eth_sendTransaction = walletError(-32000, message)
    const error = await request(foyer, { method: 'eth_sendTransaction', params: [{}] }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ name })
    expect((error as Error).message).toContain(words)
    expect((error as { cause: { name: string } }).cause.name).toBe('InvalidInputRpcError')
  })
})
