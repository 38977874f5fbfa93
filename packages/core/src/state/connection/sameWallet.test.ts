import { describe, expect, test } from 'vitest'
import { connect } from '../../actions/connect.js'
import { disconnect } from '../../actions/disconnect.js'
import { getConnectorsForConnectView } from '../../selectors/getConnectorsForConnectView.js'
import { getInstalledConnectors } from '../../selectors/getInstalledWallets.js'
import { createFakeAdapter, createFakeConnector } from '../../test/createFakeAdapter.js'
import { createTestFoyer } from '../../test/createTestFoyer.js'
import { devnet, solanaDevnet } from '../../test/testNetworks.js'
import type { Connector } from '../../types/connector.js'
import { isSameWallet } from './sameWallet.js'

const evm = (overrides: Partial<Connector>) => createFakeConnector({ info: {}, ...overrides })
const sol = (overrides: Partial<Connector>) =>
  createFakeConnector({ chain: 'solana', info: {}, ...overrides })

describe('isSameWallet', () => {
  test('default: an installed wallet registered in two families under one name is one wallet', () => {
    expect(
      isSameWallet(
        evm({ id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED' }),
        sol({ id: 'ws:Phantom', name: 'Phantom', type: 'ANNOUNCED' }),
      ),
    ).toBe(true)
  })

  test("behavior: two external connectors with the same id (a host's wallet given to both adapters) are one wallet", () => {
    expect(
      isSameWallet(
        evm({ id: 'exchange.harbor.vault', name: 'Harbor Vault', type: 'EXTERNAL' }),
        sol({ id: 'exchange.harbor.vault', name: 'Harbor Vault (Solana)', type: 'EXTERNAL' }),
      ),
    ).toBe(true)
  })

  test("behavior: external connectors with different ids are not, even under one name (a host's ids are its own)", () => {
    expect(
      isSameWallet(
        evm({ id: 'exchange.harbor.vault', name: 'Harbor Vault', type: 'EXTERNAL' }),
        sol({ id: 'exchange.harbor.cold', name: 'Harbor Vault', type: 'EXTERNAL' }),
      ),
    ).toBe(false)
  })

  test('behavior: an external connector and an installed wallet are not, with the same name or the same id', () => {
    const vault = evm({ id: 'exchange.harbor.vault', name: 'Harbor Vault', type: 'EXTERNAL' })
    expect(isSameWallet(vault, sol({ id: 'ws:Harbor Vault', name: 'Harbor Vault', type: 'ANNOUNCED' }))).toBe(
      false,
    )
    expect(
      isSameWallet(sol({ id: 'exchange.harbor.vault', name: 'Harbor Vault', type: 'ANNOUNCED' }), vault),
    ).toBe(false)
    expect(isSameWallet(vault, sol({ id: 'exchange.harbor.vault', name: 'x', type: 'MULTI_CHAIN' }))).toBe(
      false,
    )
  })

  test('behavior: an external connector and WalletConnect are not, even with the same id', () => {
    expect(
      isSameWallet(
        evm({ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }),
        sol({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }),
      ),
    ).toBe(false)
  })
})

describe("a host's wallet in two families", () => {
  const solanaAddress = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
  const vault = (chain: 'eip155' | 'solana') =>
    createFakeConnector({
      id: 'exchange.harbor.vault',
      name: 'Harbor Vault',
      type: 'EXTERNAL',
      chain,
      info: {},
    })

  function setup() {
    const evmAdapter = createFakeAdapter({ connectors: [vault('eip155')] })
    const solanaAdapter = createFakeAdapter({
      namespace: 'solana',
      connectors: [vault('solana')],
      accounts: [solanaAddress],
    })
    const test = createTestFoyer({
      options: { adapters: [evmAdapter, solanaAdapter], networks: [devnet, solanaDevnet] },
    })
    return { ...test, evmAdapter, solanaAdapter }
  }

  test('default: one row in Connect, in the external place; connecting it connects both families with one prompt; disconnecting ends both', async () => {
    const { foyer, evmAdapter, solanaAdapter } = setup()
    const items = getConnectorsForConnectView(foyer)
    expect(items).toEqual([
      { connector: expect.objectContaining({ id: 'exchange.harbor.vault' }), recent: false, external: true },
    ])
    // Not an installed wallet: All Wallets does not take it for a directory wallet.
    expect(getInstalledConnectors(foyer)).toEqual([])

    await connect(foyer, { connectorId: 'exchange.harbor.vault' })
    expect(evmAdapter.calls.connect).toHaveLength(1)
    expect(solanaAdapter.calls.connect).toEqual([])
    expect(solanaAdapter.calls.reconnect).toEqual([
      { connectorId: 'exchange.harbor.vault', network: solanaDevnet },
    ])
    const { chains, activeNamespace } = foyer.stores.chains.getState()
    expect(activeNamespace).toBe('eip155')
    expect(chains.solana?.accountState).toMatchObject({
      status: 'connected',
      address: solanaAddress,
      connectorId: 'exchange.harbor.vault',
      connectedWalletInfo: { name: 'Harbor Vault', type: 'EXTERNAL' },
    })

    await disconnect(foyer)
    expect(solanaAdapter.calls.disconnect).toEqual([{ connectorId: 'exchange.harbor.vault' }])
    expect(foyer.stores.chains.getState().chains.solana?.accountState.status).toBe('disconnected')
  })
})
