import { afterEach, describe, expect, test, vi } from 'vitest'
import { NetworkNotFoundError } from '../kernel/errors/network.js'
import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { getConnectorsForConnectView } from '../selectors/getConnectorsForConnectView.js'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, devnet2, mainnet, solanaDevnet, testAccounts } from '../test/testNetworks.js'
import type { Foyer } from '../types/foyer.js'
import { connect } from './connect.js'
import { switchNetwork } from './switchNetwork.js'

const [alice] = testAccounts
const solanaLocal = { ...solanaDevnet, id: 'local', caipNetworkId: 'solana:local' as const, name: 'Local' }
const entry = (foyer: Foyer, namespace: 'eip155' | 'solana' = 'eip155') =>
  foyer.stores.chains.getState().chains[namespace]

afterEach(() => {
  vi.useRealTimers()
})

describe('switchNetwork', () => {
  test('default', async () => {
    const { foyer, adapter, events } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    const result = await switchNetwork(foyer, { network: devnet2 })
    expect(result).toBe(devnet2)
    expect(adapter.calls.switchNetwork).toEqual([{ connectorId: 'fake.wallet', network: devnet2 }])
    expect(entry(foyer)?.networkState.caipNetwork).toBe(devnet2)
    expect(entry(foyer)?.accountState).toMatchObject({
      caipAddress: `eip155:31338:${alice}`,
      addressExplorerUrl: undefined,
    })
    expect(events.at(-1)).toEqual({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:31338' } })
    await vi.waitFor(() => expect(adapter.calls.getBalance.at(-1)?.network).toBe(devnet2))
  })

  test('behavior: explorer URL follows the network', async () => {
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    await switchNetwork(foyer, { network: mainnet })
    expect(entry(foyer)?.accountState.addressExplorerUrl).toBe(`https://etherscan.io/address/${alice}`)
  })

  test('behavior: not connected only selects the network', async () => {
    const { foyer, adapter } = createTestFoyer()
    await switchNetwork(foyer, { network: mainnet })
    expect(entry(foyer)?.networkState.caipNetwork).toBe(mainnet)
    expect(adapter.calls.switchNetwork).toEqual([])
    expect(adapter.calls.getBalance).toEqual([])
  })

  test('behavior: an adapter that cannot switch only selects the network', async () => {
    const { foyer } = createTestFoyer({ adapter: { canSwitch: false } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await switchNetwork(foyer, { network: mainnet })
    expect(entry(foyer)?.networkState.caipNetwork).toBe(mainnet)
  })

  test('behavior: network not requested', async () => {
    const { foyer } = createTestFoyer({ options: { networks: [devnet] } })
    const error = await switchNetwork(foyer, { network: mainnet }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect(error).toMatchInlineSnapshot(`[NetworkNotFoundError: Network not found]`)
    // Spec section 8: the 'Network Not Found' alert says it too.
    expect(foyer.stores.alert.getState().key).toBe('alert.networkNotFound')
    // A network the host did pass ends the alert.
    await switchNetwork(foyer, { network: devnet })
    expect(foyer.stores.alert.getState().key).toBeUndefined()
  })

  test('behavior: user rejects the switch', async () => {
    vi.useFakeTimers()
    const { foyer } = createTestFoyer({ adapter: { switchError: true } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    foyer.open({ view: 'Networks' })
    foyer.push('SwitchNetwork', { network: mainnet })
    const error = await switchNetwork(foyer, { network: mainnet }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(entry(foyer)?.networkState.caipNetwork).toBe(devnet)
    expect(entry(foyer)?.accountState.caipAddress).toBe(`eip155:31337:${alice}`)
    expect(foyer.stores.connection.getState()).toMatchObject({
      pendingConnectorId: undefined,
      error: { code: 'USER_REJECTED', message: 'User rejected the request.' },
    })
    expect(foyer.stores.modal.getState().shake).toBe(true)
    expect(foyer.stores.router.getState().view).toBe('SwitchNetwork')
    vi.advanceTimersByTime(500)
    expect(foyer.stores.modal.getState().shake).toBe(false)
  })

  test('behavior: the wallet cannot add the chain', async () => {
    const { foyer } = createTestFoyer({
      adapter: { switchError: { code: -32603, message: 'Internal error' } },
    })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await expect(switchNetwork(foyer, { network: mainnet })).rejects.toMatchObject({ code: 'INTERNAL_ERROR' })
    expect(entry(foyer)?.networkState.caipNetwork).toBe(devnet)
  })

  test('behavior: retry clears the error', async () => {
    const { foyer, adapter } = createTestFoyer({ adapter: { switchError: true } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await expect(switchNetwork(foyer, { network: mainnet })).rejects.toThrow()
    adapter.behavior.switchError = false
    await switchNetwork(foyer, { network: mainnet })
    expect(foyer.stores.connection.getState().error).toBeUndefined()
    expect(entry(foyer)?.networkState.caipNetwork).toBe(mainnet)
  })

  test('behavior: from SwitchNetwork goes back to the view before Networks', async () => {
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    foyer.open()
    foyer.push('Networks')
    foyer.push('SwitchNetwork', { network: mainnet })
    await switchNetwork(foyer, { network: mainnet })
    expect(foyer.stores.router.getState()).toEqual({ view: 'Account', history: ['Account'], data: undefined })
    expect(foyer.stores.modal.getState().open).toBe(true)
  })

  test('behavior: Networks opened on its own closes after the switch', async () => {
    const { foyer } = createTestFoyer()
    foyer.open({ view: 'Networks' })
    await switchNetwork(foyer, { network: mainnet })
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('behavior: Networks opened on its own closes after a switch the wallet approved', async () => {
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    foyer.open({ view: 'Networks' })
    foyer.push('SwitchNetwork', { network: mainnet })
    await switchNetwork(foyer, { network: mainnet })
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('behavior: from UnsupportedChain the modal closes', async () => {
    const { foyer } = createTestFoyer({ adapter: { chainId: 999 } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(foyer.stores.router.getState().view).toBe('UnsupportedChain')
    await switchNetwork(foyer, { network: devnet })
    expect(entry(foyer)?.networkState.caipNetwork).toBe(devnet)
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('behavior: other views stay', async () => {
    const { foyer } = createTestFoyer()
    foyer.open({ view: 'Account' })
    await switchNetwork(foyer, { network: mainnet })
    expect(foyer.stores.modal.getState().open).toBe(true)
    expect(foyer.stores.router.getState().view).toBe('Account')
  })

  test('behavior: another namespace sets isSwitchingNamespace during the switch', async () => {
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [createFakeConnector({ id: 'phantom', chain: 'solana' })],
    })
    const { foyer } = createTestFoyer({
      options: { adapters: [createFakeAdapter(), solana], networks: [devnet, solanaDevnet] },
    })
    await connect(foyer, { connectorId: 'phantom' })
    foyer.stores.chains.setState({ activeNamespace: 'eip155' })
    const seen: boolean[] = []
    const unsubscribe = foyer.stores.chains.subscribe((state) => seen.push(state.isSwitchingNamespace))
    await switchNetwork(foyer, { network: solanaDevnet })
    unsubscribe()
    expect(seen[0]).toBe(true)
    expect(foyer.stores.chains.getState()).toMatchObject({
      activeNamespace: 'solana',
      isSwitchingNamespace: false,
    })
  })

  test('behavior: back to a connected namespace on its network reactivates it without asking the wallet', async () => {
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [createFakeConnector({ id: 'phantom', chain: 'solana' })],
    })
    const evm = createFakeAdapter()
    const { foyer } = createTestFoyer({
      options: { adapters: [evm, solana], networks: [devnet, solanaDevnet] },
    })
    await connect(foyer, { connectorId: 'fake.wallet' })
    await connect(foyer, { connectorId: 'phantom' })
    expect(foyer.stores.chains.getState().activeNamespace).toBe('solana')
    await switchNetwork(foyer, { network: devnet })
    expect(evm.calls.switchNetwork).toEqual([])
    expect(evm.calls.connect).toHaveLength(1)
    expect(foyer.stores.chains.getState()).toMatchObject({
      activeNamespace: 'eip155',
      isSwitchingNamespace: false,
      switchingNamespace: undefined,
    })
    expect(entry(foyer)?.accountState).toMatchObject({ status: 'connected', address: alice })
    expect(entry(foyer, 'solana')?.accountState.status).toBe('connected')
  })

  test('behavior: isSwitchingNamespace is reset after a failure', async () => {
    const solana = createFakeAdapter({
      namespace: 'solana',
      switchError: true,
      connectors: [createFakeConnector({ id: 'phantom', chain: 'solana' })],
    })
    const { foyer } = createTestFoyer({
      options: { adapters: [createFakeAdapter(), solana], networks: [devnet, solanaDevnet, solanaLocal] },
    })
    await connect(foyer, { connectorId: 'phantom' })
    foyer.stores.chains.setState({ activeNamespace: 'eip155' })
    await expect(switchNetwork(foyer, { network: solanaLocal })).rejects.toThrow()
    expect(foyer.stores.chains.getState()).toMatchObject({
      activeNamespace: 'eip155',
      isSwitchingNamespace: false,
    })
  })

  describe('another namespace without a connection', () => {
    function setup() {
      const evm = createFakeAdapter({
        connectors: [createFakeConnector({ id: 'fake.wallet', name: 'Fake' })],
      })
      const solana = createFakeAdapter({
        namespace: 'solana',
        connectors: [
          createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' }),
          createFakeConnector({ id: 'backpack', name: 'Backpack', chain: 'solana' }),
        ],
      })
      const { foyer, events } = createTestFoyer({
        options: { adapters: [evm, solana], networks: [devnet, solanaDevnet, solanaLocal] },
      })
      return { foyer, events, evm, solana }
    }

    test('behavior: opens Connect for that namespace; connecting there makes the chosen network active', async () => {
      const { foyer, solana } = setup()
      await connect(foyer, { connectorId: 'fake.wallet' })
      foyer.open()
      foyer.push('Networks')
      const result = await switchNetwork(foyer, { network: solanaLocal })
      expect(result).toBe(solanaLocal)
      expect(foyer.stores.chains.getState()).toMatchObject({
        activeNamespace: 'eip155',
        isSwitchingNamespace: true,
        switchingNamespace: 'solana',
      })
      expect(foyer.stores.router.getState()).toMatchObject({
        view: 'Connect',
        history: ['Account', 'Networks', 'Connect'],
      })
      expect(entry(foyer)?.accountState.status).toBe('connected')
      expect(getConnectorsForConnectView(foyer).map((item) => item.connector.id)).toEqual([
        'phantom',
        'backpack',
      ])
      expect(getConnectorsForConnectView(foyer).every((item) => item.connector.chain === 'solana')).toBe(true)

      await connect(foyer, { connectorId: 'backpack' })
      expect(solana.calls.connect).toEqual([{ connectorId: 'backpack', network: solanaLocal }])
      expect(foyer.stores.chains.getState()).toMatchObject({
        activeNamespace: 'solana',
        isSwitchingNamespace: false,
        switchingNamespace: undefined,
      })
      expect(entry(foyer, 'solana')?.networkState.caipNetwork).toBe(solanaLocal)
      expect(entry(foyer, 'solana')?.accountState.caipAddress).toBe(`solana:local:${alice}`)
      // Both namespaces stay connected.
      expect(entry(foyer)?.accountState.status).toBe('connected')
      expect(foyer.stores.modal.getState().open).toBe(false)
    })

    test('behavior: closing the modal ends the switch and keeps the connected namespace active', async () => {
      const { foyer, solana } = setup()
      await connect(foyer, { connectorId: 'fake.wallet' })
      foyer.open({ view: 'Networks' })
      await switchNetwork(foyer, { network: solanaDevnet })
      expect(foyer.stores.router.getState().history).toEqual(['Networks', 'Connect'])
      foyer.close()
      expect(foyer.stores.chains.getState()).toMatchObject({
        activeNamespace: 'eip155',
        isSwitchingNamespace: false,
        switchingNamespace: undefined,
      })
      expect(entry(foyer)?.networkState.caipNetwork).toBe(devnet)
      expect(solana.calls.connect).toEqual([])
      expect(getConnectorsForConnectView(foyer).map((item) => item.connector.chain)).toEqual([
        'eip155',
        'solana',
        'solana',
      ])
    })

    test('behavior: going back from Connect ends the switch', async () => {
      const { foyer } = setup()
      await connect(foyer, { connectorId: 'fake.wallet' })
      foyer.open({ view: 'Networks' })
      await switchNetwork(foyer, { network: solanaDevnet })
      foyer.push('ConnectingExternal', { connectorId: 'phantom' })
      foyer.goBack()
      expect(foyer.stores.chains.getState().switchingNamespace).toBe('solana')
      foyer.goBack()
      expect(foyer.stores.router.getState().view).toBe('Networks')
      expect(foyer.stores.chains.getState()).toMatchObject({
        activeNamespace: 'eip155',
        isSwitchingNamespace: false,
        switchingNamespace: undefined,
      })
    })

    test('behavior: a declined connection keeps the switch open, and the connected namespace active', async () => {
      const { foyer, solana } = setup()
      await connect(foyer, { connectorId: 'fake.wallet' })
      foyer.open({ view: 'Networks' })
      await switchNetwork(foyer, { network: solanaDevnet })
      solana.behavior.connectError = true
      await expect(connect(foyer, { connectorId: 'phantom' })).rejects.toThrow(UserRejectedRequestError)
      expect(foyer.stores.chains.getState()).toMatchObject({
        activeNamespace: 'eip155',
        switchingNamespace: 'solana',
      })
      expect(foyer.stores.router.getState().view).toBe('ConnectingExternal')
      solana.behavior.connectError = false
      await connect(foyer, { connectorId: 'phantom' })
      expect(foyer.stores.chains.getState()).toMatchObject({
        activeNamespace: 'solana',
        switchingNamespace: undefined,
      })
    })

    test('behavior: called with the modal closed, the modal opens on Connect', async () => {
      const { foyer } = setup()
      await connect(foyer, { connectorId: 'fake.wallet' })
      await switchNetwork(foyer, { network: solanaDevnet })
      expect(foyer.stores.modal.getState().open).toBe(true)
      expect(foyer.stores.router.getState().history).toEqual(['Connect'])
      expect(foyer.stores.chains.getState().isSwitchingNamespace).toBe(true)
    })

    test('behavior: with nothing connected the network is just selected', async () => {
      const { foyer } = setup()
      foyer.open({ view: 'Networks' })
      await switchNetwork(foyer, { network: solanaDevnet })
      expect(foyer.stores.chains.getState()).toMatchObject({
        activeNamespace: 'solana',
        isSwitchingNamespace: false,
      })
      expect(foyer.stores.modal.getState().open).toBe(false)
    })
  })
})
