import { describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, solanaDevnet } from '../test/testNetworks.js'
import type { Connector } from '../types/connector.js'
import type { FoyerOptions } from '../types/options.js'
import { getConnectorsForConnectView } from './getConnectorsForConnectView.js'

const c = (id: string, overrides: Partial<Connector> = {}) =>
  createFakeConnector({ id, name: id, info: { rdns: `${id}.rdns` }, ...overrides })

function setup(connectors: Connector[], options: Partial<FoyerOptions> = {}) {
  return createTestFoyer({ adapter: { connectors }, options })
}

const names = (foyer: ReturnType<typeof setup>['foyer']) =>
  getConnectorsForConnectView(foyer).map(({ connector, recent }) =>
    recent ? `${connector.id} (recent)` : connector.id,
  )

describe('getConnectorsForConnectView', () => {
  test('default', () => {
    const { foyer } = setup([
      c('coinbaseSdk', { type: 'EXTERNAL', installed: false }),
      c('metamask', { type: 'ANNOUNCED' }),
      c('walletConnect', { type: 'WALLET_CONNECT', installed: false }),
      c('injected', { type: 'INJECTED' }),
    ])
    expect(names(foyer)).toEqual(['walletConnect', 'metamask', 'injected', 'coinbaseSdk'])
  })

  test('behavior: recent wallets come right after WalletConnect, most recent first', async () => {
    const { foyer } = setup([
      c('walletConnect', { type: 'WALLET_CONNECT' }),
      c('metamask'),
      c('rabby'),
      c('phantom'),
    ])
    await connect(foyer, { connectorId: 'rabby' })
    await connect(foyer, { connectorId: 'phantom' })
    expect(names(foyer)).toEqual(['walletConnect', 'phantom (recent)', 'rabby (recent)', 'metamask'])
  })

  test('behavior: a recent wallet matches by rdns', () => {
    const { foyer } = setup([c('metamask'), c('rabby')])
    foyer.stores.connection.setState({ recentWallets: [{ id: 'old-id', rdns: 'rabby.rdns' }] })
    expect(names(foyer)).toEqual(['rabby (recent)', 'metamask'])
  })

  test('behavior: external connectors are marked, for the view to list them after featured and custom wallets', () => {
    const { foyer } = setup(
      [
        c('walletConnect', { type: 'WALLET_CONNECT' }),
        c('external', { type: 'EXTERNAL' }),
        c('featured', { type: 'EXTERNAL', explorerId: 'abc' }),
        c('metamask'),
      ],
      { featuredWalletIds: ['abc'] },
    )
    expect(
      getConnectorsForConnectView(foyer).map(({ connector, external }) => `${connector.id}:${external}`),
    ).toEqual(['walletConnect:false', 'metamask:false', 'featured:false', 'external:true'])
  })

  test('behavior: featured wallets come after installed ones', () => {
    const { foyer } = setup(
      [
        c('external', { type: 'EXTERNAL' }),
        c('featured', { type: 'EXTERNAL', explorerId: 'abc' }),
        c('metamask'),
      ],
      { featuredWalletIds: ['abc'] },
    )
    expect(names(foyer)).toEqual(['metamask', 'featured', 'external'])
  })

  test('behavior: "Browser Wallet" is hidden on desktop and shown on mobile', () => {
    const connectors = [c('browser', { name: 'Browser Wallet', type: 'INJECTED' }), c('metamask')]
    expect(names(setup(connectors).foyer)).toEqual(['metamask'])
    expect(names(setup(connectors, { isMobile: () => true }).foyer)).toEqual(['browser', 'metamask'])
  })

  test('behavior: injected wallets that are not installed are hidden', () => {
    const { foyer } = setup([c('legacy', { type: 'INJECTED', installed: false }), c('metamask')])
    expect(names(foyer)).toEqual(['metamask'])
  })

  test('behavior: excluded rdns are hidden', () => {
    const { foyer } = setup([c('metamask'), c('rabby')], { excludeWalletIds: ['rabby.rdns'] })
    expect(names(foyer)).toEqual(['metamask'])
  })

  test('behavior: auth connectors are not listed', () => {
    const { foyer } = setup([c('auth', { type: 'AUTH' }), c('metamask')])
    expect(names(foyer)).toEqual(['metamask'])
  })

  test('behavior: a multi-namespace wallet shows once, for the active namespace', () => {
    const evm = createFakeAdapter({ connectors: [c('phantom', { chain: 'eip155' })] })
    const solana = createFakeAdapter({ namespace: 'solana', connectors: [c('phantom', { chain: 'solana' })] })
    const { foyer } = createTestFoyer({
      options: { adapters: [evm, solana], networks: [devnet, solanaDevnet], defaultNetwork: solanaDevnet },
    })
    const items = getConnectorsForConnectView(foyer)
    expect(items).toHaveLength(1)
    expect(items[0]?.connector.chain).toBe('solana')
  })

  test('behavior: while switching to a namespace, only its wallets are listed, a multi-namespace one for it', () => {
    const evm = createFakeAdapter({
      connectors: [c('metamask', { chain: 'eip155' }), c('phantom', { chain: 'eip155' })],
    })
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [c('phantom', { chain: 'solana' }), c('solflare', { chain: 'solana' })],
    })
    const { foyer } = createTestFoyer({
      options: { adapters: [evm, solana], networks: [devnet, solanaDevnet] },
    })
    foyer.stores.chains.setState({ isSwitchingNamespace: true, switchingNamespace: 'solana' })
    const items = getConnectorsForConnectView(foyer)
    expect(items.map(({ connector }) => `${connector.id}:${connector.chain}`)).toEqual([
      'phantom:solana',
      'solflare:solana',
    ])
  })
})
