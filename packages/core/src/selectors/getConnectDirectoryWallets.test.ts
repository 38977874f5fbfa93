import type { Wallet } from '@foyer/protocol'
import { describe, expect, test } from 'vitest'
import { findDirectoryWallet } from '../state/directory/directoryStore.js'
import { createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import type { CustomWallet, FoyerOptions } from '../types/options.js'
import { getAllWalletsEntries } from './getAllWalletsEntries.js'
import { getConnectDirectoryWallets } from './getConnectDirectoryWallets.js'
import { getCustomWallets } from './getCustomWallets.js'

const wallet = (id: string, extra: Partial<Wallet> = {}): Wallet => ({ id, name: `Wallet ${id}`, ...extra })
const custom = (id: string, extra: Partial<CustomWallet> = {}): CustomWallet => ({
  id,
  name: `Custom ${id}`,
  mobileLink: `${id}://`,
  ...extra,
})

function setup(options: Partial<FoyerOptions>, lists: { featured?: Wallet[]; recommended?: Wallet[] } = {}) {
  const { foyer } = createTestFoyer({ options: { apiUrl: 'https://api.example', ...options } })
  foyer.stores.directory.setState({
    featured: lists.featured ?? [],
    recommended: lists.recommended ?? [],
    connectListLoaded: true,
  })
  return foyer
}

const ids = (foyer: ReturnType<typeof setup>, listed = []) =>
  getConnectDirectoryWallets(foyer, listed).map(({ wallet, featured, custom }) =>
    [wallet.id, featured ? 'featured' : '', custom ? 'custom' : ''].filter(Boolean).join(' '),
  )

describe('getConnectDirectoryWallets', () => {
  test('default: featured, then custom, then recommended (spec section 9)', () => {
    const foyer = setup(
      { featuredWalletIds: ['f1', 'f2'], customWallets: [custom('c1'), custom('c2')] },
      { featured: [wallet('f1'), wallet('f2')], recommended: [wallet('r1'), wallet('r2')] },
    )
    expect(ids(foyer)).toEqual(['f1 featured', 'f2 featured', 'c1 custom', 'c2 custom', 'r1', 'r2'])
  })

  test('behavior: a featured custom wallet takes its place among the featured, in the host’s order', () => {
    const foyer = setup(
      { featuredWalletIds: ['f1', 'c2', 'f2'], customWallets: [custom('c1'), custom('c2')] },
      { featured: [wallet('f1'), wallet('f2')] },
    )
    expect(ids(foyer)).toEqual(['f1 featured', 'c2 featured custom', 'f2 featured', 'c1 custom'])
  })

  test('behavior: excludeWalletIds leaves custom wallets out too', () => {
    const foyer = setup({ excludeWalletIds: ['c1'], customWallets: [custom('c1'), custom('c2')] })
    expect(ids(foyer)).toEqual(['c2 custom'])
    expect(getCustomWallets(foyer).map((item) => item.id)).toEqual(['c2'])
  })

  test('behavior: a custom wallet stands for the directory wallet with its id, which shows once', () => {
    const foyer = setup(
      { featuredWalletIds: ['dup'], customWallets: [custom('dup', { name: 'Ours' }), custom('rec')] },
      { featured: [wallet('dup')], recommended: [wallet('rec'), wallet('r1')] },
    )
    const list = getConnectDirectoryWallets(foyer, [])
    expect(list.map(({ wallet }) => `${wallet.id}:${wallet.name}`)).toEqual([
      'dup:Ours',
      'rec:Custom rec',
      'r1:Wallet r1',
    ])
    expect(findDirectoryWallet(foyer, 'dup')?.name).toBe('Ours')
  })

  test('behavior: a wallet listed as an installed connector is left out', () => {
    const foyer = setup({ customWallets: [custom('c1'), custom('c2')] })
    const installed = createFakeConnector({ id: 'x', explorerId: 'c1' })
    expect(getConnectDirectoryWallets(foyer, [installed]).map(({ wallet }) => wallet.id)).toEqual(['c2'])
  })

  test('parameters: without apiUrl, only the custom wallets', () => {
    const foyer = setup(
      { apiUrl: undefined, customWallets: [custom('c1')] },
      { featured: [wallet('f1')], recommended: [wallet('r1')] },
    )
    expect(ids(foyer)).toEqual(['c1 custom'])
  })

  test('parameters: features.collapseWallets keeps them behind All Wallets, which lists them', () => {
    const foyer = setup(
      { features: { collapseWallets: true }, customWallets: [custom('c1')] },
      { recommended: [wallet('r1')] },
    )
    expect(ids(foyer)).toEqual([])
    expect(getAllWalletsEntries(foyer).wallets.map((item) => item.id)).toEqual(['c1'])
  })

  test('behavior: a custom wallet in the directory’s shape, its image shown where the directory’s would be', () => {
    const foyer = setup({
      customWallets: [
        {
          id: 'acme',
          name: 'Acme',
          imageUrl: 'https://acme.example/icon.png',
          mobileLink: 'acme://',
          desktopLink: 'https://acme.example/desktop',
          webappLink: 'https://app.acme.example',
          homepage: 'https://acme.example',
          appStore: 'https://apps.apple.com/app/acme',
        },
      ],
    })
    expect(getCustomWallets(foyer)).toEqual([
      {
        id: 'acme',
        name: 'Acme',
        image_url: 'https://acme.example/icon.png',
        mobile_link: 'acme://',
        desktop_link: 'https://acme.example/desktop',
        webapp_link: 'https://app.acme.example',
        homepage: 'https://acme.example',
        app: { ios: 'https://apps.apple.com/app/acme' },
      },
    ])
  })
})

describe('getAllWalletsEntries', () => {
  test('default: custom wallets first, then the directory’s pages without those they stand for', () => {
    const foyer = setup({ customWallets: [custom('c1'), custom('w2', { name: 'Ours' })] })
    foyer.stores.directory.setState({
      wallets: [wallet('w1'), wallet('w2'), wallet('w3')],
      count: 3,
      page: 1,
    })
    const { wallets, count } = getAllWalletsEntries(foyer)
    expect(wallets.map((item) => `${item.id}:${item.name}`)).toEqual([
      'c1:Custom c1',
      'w2:Ours',
      'w1:Wallet w1',
      'w3:Wallet w3',
    ])
    expect(count).toBe(4)
  })

  test('parameters: search: the custom wallets whose name has the query, any case', () => {
    const foyer = setup({ customWallets: [custom('c1', { name: 'Acme Wallet' }), custom('c2')] })
    foyer.stores.directory.setState({
      search: { query: 'acme', wallets: [wallet('a', { name: 'Acme Pay' })], count: 1, loading: false },
    })
    const { wallets, count } = getAllWalletsEntries(foyer, { search: true })
    expect(wallets.map((item) => item.name)).toEqual(['Acme Wallet', 'Acme Pay'])
    expect(count).toBe(2)
  })
})
