import { devnet, devnet2, mainnet, solanaDevnet } from '@foyer/core/test'
import { act, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderConnected } from '../../test/connectedFoyer.js'

afterEach(() => {
  vi.restoreAllMocks()
})

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('default', async () => {
  const { modal } = await renderConnected(<div />, {
    options: { networks: [devnet, devnet2, mainnet, solanaDevnet] },
    view: { view: 'Receive' },
  })
  expect(modal.getByRole('dialog', { name: 'Receive' })).toBeVisible()
  const qr = await modal.findByRole('img', { name: 'QR code of your address' })
  expect(qr.tagName.toLowerCase()).toBe('svg')
  // The wallet's icon sits in the centre, decorative.
  expect(qr.parentElement?.querySelector('.qr-logo img')).toHaveAttribute(
    'src',
    expect.stringContaining('data:image/svg+xml'),
  )
  expect(modal.getByText(address)).toBeVisible()
  expect(modal.getByRole('link', { name: 'View on Devnet Explorer (opens in a new tab)' })).toHaveAttribute(
    'href',
    `http://127.0.0.1:5173/explorer/address/${address}`,
  )
  // Only the networks of the connected namespace: the address cannot receive on Solana.
  const networks = modal.getByRole('list', { name: 'Networks' })
  expect(
    within(networks)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['FFoyer Devnet', 'FFoyer Devnet 2', 'EEthereum'])
})

test('behavior: copy puts the full address on the clipboard and says so', async () => {
  const writeText = vi.fn().mockResolvedValue(undefined)
  const { modal, user } = await renderConnected(<div />, { view: { view: 'Receive' } })
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  await user.click(modal.getByRole('button', { name: 'Copy address' }))
  expect(writeText).toHaveBeenCalledWith(address)
  expect(await modal.findByRole('status')).toHaveTextContent('Address copied')
})

test('behavior: a failed copy shows an error toast', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const writeText = vi.fn().mockRejectedValue(new Error('Document is not focused'))
  const { modal, user } = await renderConnected(<div />, { view: { view: 'Receive' } })
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  await user.click(modal.getByRole('button', { name: 'Copy address' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('Could not copy the address')
})

test('behavior: pushed from Account, Back returns to Account', async () => {
  const { modal, user, foyer } = await renderConnected(<div />)
  act(() => foyer.push('Receive'))
  expect(await modal.findByRole('dialog', { name: 'Receive' })).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Back' }))
  expect(await modal.findByRole('dialog', { name: 'Account' })).toBeVisible()
})

test('behavior: without a wallet icon the network image is in the centre', async () => {
  const { modal, foyer } = await renderConnected(<div />, { view: { view: 'Receive' } })
  act(() =>
    foyer.stores.chains.setState((state) => {
      const entry = state.chains.eip155
      if (!entry) return {}
      const accountState = { ...entry.accountState, connectedWalletInfo: undefined }
      return { chains: { ...state.chains, eip155: { ...entry, accountState } } }
    }),
  )
  const qr = modal.getByRole('img', { name: 'QR code of your address' })
  expect(qr.parentElement?.querySelector('.qr-logo .qr-logo-network')).toHaveTextContent('F')
})
