import type { CustomWallet } from '@foyer/core'
import {
  createFakeAdapter,
  createFakeConnector,
  type DirectoryRow,
  directoryRows,
  startDirectoryServer,
} from '@foyer/core/test'
import { act, fireEvent, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { findModalRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

const uri =
  'wc:7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908@2?relay-protocol=irn&symKey=abc'

const acme: CustomWallet = {
  id: 'acme',
  name: 'Acme Wallet',
  imageUrl: 'https://acme.example/icon.png',
  mobileLink: 'acme://',
  desktopLink: 'acme-desktop://',
  appStore: 'https://apps.apple.com/app/acme',
  playStore: 'https://play.google.com/store/apps/details?id=acme',
}

let rows: DirectoryRow[] = []
let server: Awaited<ReturnType<typeof startDirectoryServer>>
beforeAll(async () => {
  server = await startDirectoryServer(() => rows)
})
afterAll(() => server.close())

/** jsdom loads no images: this one loads the custom wallet's icon and fails any other. */
class FakeImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(value: string) {
    if (value) setTimeout(() => (value === acme.imageUrl ? this.onload?.() : this.onerror?.()), 0)
  }
}
beforeEach(() => {
  vi.stubGlobal('Image', FakeImage)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function setup({
  apiUrl = false,
  customWallets = [acme],
  excludeWalletIds,
}: {
  apiUrl?: boolean
  customWallets?: CustomWallet[]
  excludeWalletIds?: string[]
}) {
  const opened: string[] = []
  const adapter = createFakeAdapter({
    holdConnect: true,
    connectors: [
      createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', info: {} }),
      createFakeConnector({ id: 'alpha', name: 'Alpha Wallet', type: 'ANNOUNCED', info: { rdns: 'alpha' } }),
    ],
  })
  const rendered = renderWithFoyer(<div />, {
    adapters: [adapter],
    options: {
      customWallets,
      openHref: (href) => opened.push(href),
      features: { analytics: false },
      ...(excludeWalletIds ? { excludeWalletIds } : {}),
      ...(apiUrl ? { apiUrl: server.url } : {}),
    },
  })
  return { ...rendered, adapter, opened }
}

/** Each row's wallet name (the images' initials are decorative). */
const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.row-label')?.textContent)

test('default: Connect lists the custom wallet after the connectors, with its image', async () => {
  const { foyer } = setup({})
  act(() => foyer.open())
  const modal = within(await findModalRoot())
  const list = await modal.findByRole('list', { name: 'Wallets' })
  expect(rowNames(list)).toEqual(['WalletConnect', 'Alpha Wallet', 'Acme Wallet'])
  const row = within(list).getByRole('button', { name: 'Acme Wallet' })
  // Decorative: the name is beside it (never HTML from the option: an <img> with the URL as its source).
  const image = await vi.waitFor(() => row.querySelector('img') ?? Promise.reject(new Error('no image yet')))
  expect(image).toHaveAttribute('src', 'https://acme.example/icon.png')
  expect(image).toHaveAttribute('alt', '')
})

test('behavior: without an image, or when it fails to load, the custom wallet shows its initials', async () => {
  const broken = { id: 'broken', name: 'broken', imageUrl: 'https://broken.example/404.png' }
  const { foyer } = setup({ customWallets: [{ id: 'plain', name: 'Plain Pay' }, broken] })
  act(() => foyer.open())
  const modal = within(await findModalRoot())
  const plain = await modal.findByRole('button', { name: 'Plain Pay' })
  expect(within(plain).getByTestId('wallet-image-fallback')).toHaveTextContent(/^PP$/)
  const row = modal.getByRole('button', { name: 'broken' })
  await vi.waitFor(() => expect(within(row).getByTestId('wallet-image-fallback')).toHaveTextContent(/^BR$/))
  expect(row.querySelector('img')).toBeNull()
})

test('behavior: choosing it pairs through WalletConnect and opens the wallet with its own link', async () => {
  const { foyer, adapter, opened, user } = setup({})
  act(() => foyer.open())
  const modal = within(await findModalRoot())
  await user.click(await modal.findByRole('button', { name: 'Acme Wallet' }))
  expect(await modal.findByRole('status')).toHaveTextContent('Preparing the QR code…')
  expect(adapter.calls.connect.map((call) => call.connectorId)).toEqual(['walletConnect'])
  expect(foyer.stores.router.getState()).toMatchObject({
    view: 'ConnectingWalletConnect',
    data: { wallet: { id: 'acme', mobileLink: 'acme://', desktopLink: 'acme-desktop://' } },
  })
  // The dialog is named after the wallet the visitor chose, not after the protocol.
  expect(await modal.findByRole('heading', { name: 'Acme Wallet', level: 2 })).toBeVisible()

  act(() =>
    adapter.events?.walletConnectChanged?.({ uri, pairingExpiry: Date.now() + 240_000, buffering: false }),
  )
  expect(await modal.findByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Open Acme Wallet' }))
  expect(opened).toEqual([`acme-desktop://wc?uri=${encodeURIComponent(uri)}`])

  // 'Get it': the custom wallet's store pages.
  await user.click(modal.getByRole('button', { name: 'Don’t have Acme Wallet? Get it' }))
  const links = within(await modal.findByRole('list', { name: 'Ways to get Acme Wallet' })).getAllByRole(
    'link',
  )
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://apps.apple.com/app/acme',
    'https://play.google.com/store/apps/details?id=acme',
  ])
})

test('behavior: All Wallets lists the custom wallet first and finds it by search', async () => {
  rows = directoryRows(5)
  const { foyer } = setup({ apiUrl: true })
  act(() => foyer.open({ view: 'AllWallets' }))
  const modal = within(await findModalRoot())
  const list = await modal.findByRole('list', { name: 'All wallets' })
  await within(list).findByRole('button', { name: 'Wallet 05' })
  expect(rowNames(list)).toEqual([
    'Acme Wallet',
    'Wallet 01',
    'Wallet 02',
    'Wallet 03',
    'Wallet 04',
    'Wallet 05',
  ])

  fireEvent.change(modal.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'acme' } })
  const results = await modal.findByRole('list', { name: 'Search results' }, { timeout: 10_000 })
  expect(rowNames(results)).toEqual(['Acme Wallet'])
  expect(modal.getByRole('status')).toHaveTextContent('1')
})

test('behavior: the All Wallets entry counts the custom wallets it lists beside the directory’s', async () => {
  rows = directoryRows(5)
  const { foyer } = setup({ apiUrl: true, customWallets: [acme, { id: 'other', name: 'Other Wallet' }] })
  act(() => foyer.open())
  const modal = within(await findModalRoot())
  const entry = await modal.findByRole('button', { name: /^All Wallets/ })
  // 5 in the directory and 2 of the host's: All Wallets lists 7.
  await vi.waitFor(() => expect(entry).toHaveTextContent('All Wallets7'))
})

test('behavior: excludeWalletIds hides a custom wallet', async () => {
  const { foyer } = setup({
    customWallets: [acme, { id: 'other', name: 'Other Wallet' }],
    excludeWalletIds: ['acme'],
  })
  act(() => foyer.open())
  const modal = within(await findModalRoot())
  const list = await modal.findByRole('list', { name: 'Wallets' })
  expect(rowNames(list)).toEqual(['WalletConnect', 'Alpha Wallet', 'Other Wallet'])
})

test('rule: custom wallets come before external connectors (spec section 9: featured, custom, external)', async () => {
  const adapter = createFakeAdapter({
    connectors: [
      createFakeConnector({ id: 'sdk', name: 'Sdk Wallet', type: 'EXTERNAL', info: {} }),
      createFakeConnector({ id: 'alpha', name: 'Alpha Wallet', type: 'ANNOUNCED', info: { rdns: 'alpha' } }),
    ],
  })
  const { foyer } = renderWithFoyer(<div />, { adapters: [adapter], options: { customWallets: [acme] } })
  act(() => foyer.open())
  const modal = within(await findModalRoot())
  const list = await modal.findByRole('list', { name: 'Wallets' })
  expect(rowNames(list)).toEqual(['Alpha Wallet', 'Acme Wallet', 'Sdk Wallet'])
})
