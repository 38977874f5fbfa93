import { createFakeAdapter } from '@foyer/core/test'
import { ProviderNotFoundError } from '@foyer/core/views'
import { act, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton.js'
import { NetworkButton } from '../../components/NetworkButton.js'
import { findModalRoot, getConnectButtonRoot, getNetworkButtonRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

async function startConnect(adapter = createFakeAdapter()) {
  const rendered = renderWithFoyer(
    <>
      <ConnectButton />
      <NetworkButton />
    </>,
    { adapters: [adapter] },
  )
  await rendered.user.click(within(getConnectButtonRoot()).getByRole('button', { name: 'Connect Wallet' }))
  const modal = within(await findModalRoot())
  await rendered.user.click(await modal.findByRole('button', { name: /Fake Wallet/ }))
  return { ...rendered, modal, adapter }
}

test('default', async () => {
  const { foyer, user, modal } = await startConnect(createFakeAdapter({ balance: '2.5' }))
  expect(foyer.stores.modal.getState().open).toBe(false)
  const account = await within(getConnectButtonRoot()).findByRole('button', { name: '2.5 ETH 0xf39F…b92266' })
  expect(within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet' })).toBeVisible()
  await user.click(account)
  expect(await modal.findByText('0xf39F…b92266')).toBeVisible()
  expect(modal.getByTestId('account-balance')).toHaveTextContent('2.5 ETH')
  expect(modal.getByRole('button', { name: 'Foyer Devnet' })).toBeVisible()
})

test('behavior: user rejects, then Try again connects', async () => {
  const adapter = createFakeAdapter({
    connectError: { code: 4001, message: 'MetaMask Tx Signature: User denied the request.' },
  })
  const { modal, user, foyer } = await startConnect(adapter)
  expect(await modal.findByText('Connection declined')).toBeVisible()
  expect(modal.getByText('MetaMask Tx Signature: User denied the request.')).toBeVisible()
  expect(modal.getByRole('dialog')).toHaveClass('shake')
  expect(modal.getByRole('dialog').querySelector('.ring')).toHaveAttribute('data-state', 'error')
  adapter.behavior.connectError = false
  await user.click(modal.getByRole('button', { name: 'Try again' }))
  expect(adapter.calls.connect).toHaveLength(2)
  expect(await within(getConnectButtonRoot()).findByRole('button', { name: /0xf39F…b92266/ })).toBeVisible()
  expect(foyer.stores.modal.getState().open).toBe(false)
})

test('behavior: other failures show the catalog message', async () => {
  const { modal } = await startConnect(createFakeAdapter({ connectError: new ProviderNotFoundError() }))
  expect(await modal.findByText('Provider not found')).toBeVisible()
  expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(modal.getByRole('button', { name: 'Back' })).toBeVisible()
})

test('behavior: the wallet disconnects mid-connect', async () => {
  const adapter = createFakeAdapter({ holdConnect: true })
  const { modal } = await startConnect(adapter)
  expect(modal.getByText('Continue in Fake Wallet')).toBeVisible()
  act(() => adapter.emitDisconnect('fake.wallet'))
  expect(await modal.findByText('The wallet disconnected before the connection finished')).toBeVisible()
  expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('behavior: the wallet vanishes from the page mid-connect', async () => {
  const adapter = createFakeAdapter({ holdConnect: true })
  const { modal, user } = await startConnect(adapter)
  act(() => adapter.events?.connectorsChanged([]))
  expect(await modal.findByText('This wallet is no longer available in this browser')).toBeVisible()
  expect(modal.queryByText('Continue in Fake Wallet')).toBeNull()
  await user.click(modal.getByRole('button', { name: 'Back' }))
  expect(await modal.findByText('No wallet detected')).toBeVisible()
})
