import { createFakeAdapter, createFakeConnector } from '@foyer/core/test'
import { act, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton.js'
import { findModalRoot, getConnectButtonRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

const uri =
  'wc:7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908@2?relay-protocol=irn&symKey=abc'

function setup(parameters: Parameters<typeof createFakeAdapter>[0] = {}) {
  const adapter = createFakeAdapter({
    holdConnect: true,
    connectors: [
      createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', info: {} }),
      createFakeConnector(),
    ],
    ...parameters,
  })
  const rendered = renderWithFoyer(<ConnectButton />, { adapters: [adapter] })
  return { ...rendered, adapter }
}

test('default: spinner, then the QR code with a copy-link button; approval connects', async () => {
  const { foyer, adapter, user } = setup()
  act(() => foyer.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
  const modal = within(await findModalRoot())
  expect(await modal.findByRole('status')).toHaveTextContent('Preparing the QR code…')
  expect(modal.getByRole('heading', { name: 'WalletConnect' })).toBeVisible()
  expect(adapter.calls.connect.map((call) => call.connectorId)).toEqual(['walletConnect'])

  act(() =>
    adapter.events?.walletConnectChanged?.({ uri, pairingExpiry: Date.now() + 240_000, buffering: false }),
  )
  expect(await modal.findByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  expect(modal.getByText('Scan this QR code with your phone')).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Copy link' }))
  expect(await navigator.clipboard.readText()).toBe(uri)
  expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: 'Link copied' })

  // A regenerated URI: spinner while buffering, then the new code.
  act(() => adapter.events?.walletConnectChanged?.({ buffering: true }))
  expect(await modal.findByText('Preparing the QR code…')).toBeVisible()
  act(() => adapter.events?.walletConnectChanged?.({ uri: `${uri}2`, buffering: false }))
  expect(await modal.findByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()

  act(() => adapter.resolveConnect())
  expect(await within(getConnectButtonRoot()).findByRole('button', { name: /0xf39F…b92266/ })).toBeVisible()
  expect(foyer.stores.modal.getState().open).toBe(false)
})

test('behavior: failure shows the message and Try again pairs again', async () => {
  const { foyer, adapter, user } = setup()
  act(() => foyer.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
  const modal = within(await findModalRoot())
  await modal.findByRole('status')
  act(() => adapter.rejectConnect(new Error('Could not reach the WalletConnect relay')))
  expect(await modal.findByRole('alert')).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Try again' }))
  expect(adapter.calls.connect).toHaveLength(2)
  expect(await modal.findByRole('status')).toHaveTextContent('Preparing the QR code…')
})

test('behavior: the wallet rejects the proposal', async () => {
  const { foyer, adapter } = setup()
  act(() => foyer.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
  const modal = within(await findModalRoot())
  await modal.findByRole('status')
  act(() => adapter.rejectConnect({ code: 4001, message: 'User rejected.' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('Connection declined')
  expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('behavior: the basic view pairs through the first WalletConnect connector, without a wallet icon', async () => {
  const { foyer, adapter } = setup()
  act(() => foyer.open({ view: 'ConnectingWalletConnectBasic' }))
  const modal = within(await findModalRoot())
  expect(await modal.findByRole('heading', { name: 'WalletConnect' })).toBeVisible()
  expect(adapter.calls.connect.map((call) => call.connectorId)).toEqual(['walletConnect'])
  act(() => adapter.events?.walletConnectChanged?.({ uri, buffering: false }))
  expect(await modal.findByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
})

test('behavior: the WalletConnect entry of the Connect view opens the QR code view', async () => {
  const { adapter, user } = setup()
  await user.click(within(getConnectButtonRoot()).getByRole('button', { name: 'Connect Wallet' }))
  const modal = within(await findModalRoot())
  await user.click(await modal.findByRole('button', { name: /WalletConnect/ }))
  expect(await modal.findByText('Preparing the QR code…')).toBeVisible()
  expect(adapter.calls.connect.map((call) => call.connectorId)).toEqual(['walletConnect'])
})

const zerion = {
  id: 'zerion',
  name: 'Zerion',
  imageUrl: 'http://127.0.0.1/getWalletImage/zerion',
  mobileLink: 'zerion://',
  desktopLink: undefined,
  webappLink: 'https://app.zerion.io',
}

/** ConnectingWalletConnect for a directory wallet (Zerion), recording the links Foyer opens. */
function openDirectoryWallet({ mobile }: { mobile: boolean }) {
  const opened: string[] = []
  const adapter = createFakeAdapter({
    holdConnect: true,
    connectors: [
      createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', info: {} }),
    ],
  })
  const rendered = renderWithFoyer(<ConnectButton />, {
    adapters: [adapter],
    options: { isMobile: () => mobile, openHref: (href) => opened.push(href) },
  })
  act(() =>
    rendered.foyer.open({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect', wallet: zerion },
    }),
  )
  return { ...rendered, adapter, opened }
}

test('behavior: a directory wallet: Open it with the URI, the choice is remembered, Get it leads to its links', async () => {
  const { foyer, user, adapter, opened } = openDirectoryWallet({ mobile: false })
  const modal = within(await findModalRoot())
  act(() => adapter.events?.walletConnectChanged?.({ uri, buffering: false }))
  await user.click(await modal.findByRole('button', { name: 'Open Zerion' }))
  expect(opened).toEqual([`https://app.zerion.io/wc?uri=${encodeURIComponent(uri)}`])
  expect(foyer.stores.connection.getState().walletConnect?.linking).toEqual({
    name: 'Zerion',
    href: 'https://app.zerion.io',
  })
  await user.click(modal.getByRole('button', { name: 'Don’t have Zerion? Get it' }))
  expect(foyer.stores.router.getState()).toMatchObject({
    view: 'GetWallet',
    data: { wallet: { id: 'zerion' } },
  })
})

test('behavior: on a phone the chosen wallet app opens by itself with the URI, and the view says to continue there', async () => {
  const { adapter, opened, user } = openDirectoryWallet({ mobile: true })
  const modal = within(await findModalRoot())
  act(() => adapter.events?.walletConnectChanged?.({ uri, buffering: false }))
  const link = `zerion://wc?uri=${encodeURIComponent(uri)}`
  await vi.waitFor(() => expect(opened).toEqual([link]))
  // No QR code to scan on the phone's own screen: the wallet's app is where the visitor goes on.
  expect(await modal.findByText('Continue in Zerion')).toBeVisible()
  expect(modal.getByText('Accept the connection request in the wallet')).toBeVisible()
  expect(modal.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull()
  expect(modal.queryByText('Scan this QR code with your phone')).toBeNull()
  // Back from the app without connecting: Open goes there again, the link can be copied, Get it stays.
  await user.click(modal.getByRole('button', { name: 'Open Zerion' }))
  expect(opened).toEqual([link, link])
  await user.click(modal.getByRole('button', { name: 'Copy link' }))
  expect(await navigator.clipboard.readText()).toBe(uri)
  expect(modal.getByRole('button', { name: 'Don’t have Zerion? Get it' })).toBeVisible()
})

test('behavior: on a phone the basic view (no wallet chosen) keeps the QR code', async () => {
  const adapter = createFakeAdapter({
    holdConnect: true,
    connectors: [
      createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', info: {} }),
    ],
  })
  const { foyer } = renderWithFoyer(<ConnectButton />, {
    adapters: [adapter],
    options: { isMobile: () => true, openHref: () => undefined },
  })
  act(() => foyer.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } }))
  const modal = within(await findModalRoot())
  act(() => adapter.events?.walletConnectChanged?.({ uri, buffering: false }))
  expect(await modal.findByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  expect(modal.queryByText(/^Continue in/)).toBeNull()
})
