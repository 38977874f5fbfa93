import type { AccountState, Foyer } from '@foyer/core'
import { createFakeAdapter } from '@foyer/core/test'
import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton.js'
import { renderConnected } from '../../test/connectedFoyer.js'
import { getConnectButtonRoot, getModalRoot } from '../../test/getModalRoot.js'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Test-only: patch the active account as core would. */
function patchAccount(foyer: Foyer, patch: Partial<AccountState>) {
  act(() =>
    foyer.stores.chains.setState((state) => {
      const entry = state.chains.eip155
      if (!entry) return {}
      return {
        chains: { ...state.chains, eip155: { ...entry, accountState: { ...entry.accountState, ...patch } } },
      }
    }),
  )
}

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('default', async () => {
  const { modal } = await renderConnected(<div />, { adapters: [createFakeAdapter({ balance: '1.98765' })] })
  expect(modal.getByRole('dialog', { name: 'Account' })).toBeVisible()
  expect(modal.getByText('0xf39F…b92266')).toBeVisible()
  // Rounded half-up to 3 decimals (1.98765 → 1.988), not cut.
  expect(await modal.findByText('1.988 ETH')).toBeVisible()
  expect(modal.getByTestId('avatar-fallback')).toBeVisible()
  expect(modal.getByRole('button', { name: 'Foyer Devnet' })).toBeVisible()
  const explorer = modal.getByRole('link', {
    name: 'View address on Devnet Explorer (opens in a new tab)',
  })
  expect(explorer).toHaveAttribute('href', `http://127.0.0.1:5173/explorer/address/${address}`)
  expect(explorer).toHaveAttribute('target', '_blank')
  expect(explorer).toHaveAttribute('rel', 'noopener noreferrer')
  expect(modal.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  expect(modal.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
})

test('behavior: Copy address writes the full address and shows a toast', async () => {
  const writeText = vi.fn().mockResolvedValue(undefined)
  const { modal, user } = await renderConnected(<div />)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  await user.click(modal.getByRole('button', { name: 'Copy address' }))
  expect(writeText).toHaveBeenCalledWith(address)
  expect(await modal.findByRole('status')).toHaveTextContent('Address copied')
})

test('behavior: a failed copy shows an error toast', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const writeText = vi.fn().mockRejectedValue(new Error('Document is not focused'))
  const { modal, user } = await renderConnected(<div />)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  await user.click(modal.getByRole('button', { name: 'Copy address' }))
  expect(await modal.findByRole('alert')).toHaveTextContent('Could not copy the address')
})

test('behavior: balance unavailable shows a dash, never a number', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const adapter = createFakeAdapter({ balance: { error: new Error('RPC unreachable') } })
  const { modal } = await renderConnected(<div />, { adapters: [adapter] })
  const balance = modal.getByTestId('account-balance')
  await vi.waitFor(() => expect(balance).toHaveTextContent('—Balance unavailable'))
  expect(within(balance).getByTitle('Balance unavailable')).toBeVisible()
})

test('behavior: a family without balances (an adapter without getBalance) shows no balance line and no tabs', async () => {
  const adapter = createFakeAdapter()
  adapter.getBalance = undefined
  const { modal } = await renderConnected(<div />, { adapters: [adapter] })
  expect(modal.getByText('0xf39F…b92266')).toBeVisible()
  expect(modal.queryByTestId('account-balance')).toBeNull()
  expect(modal.queryByRole('tablist')).toBeNull()
  expect(modal.getByRole('button', { name: 'Foyer Devnet' })).toBeVisible()
})

test('behavior: loading skeleton while the balance loads', async () => {
  const { modal, foyer } = await renderConnected(<div />)
  patchAccount(foyer, { balanceLoading: true })
  const balance = modal.getByTestId('account-balance')
  expect(balance.querySelector('.skeleton')).not.toBeNull()
  expect(balance).toHaveTextContent('Loading balance')
})

test('behavior: profile name and image', async () => {
  const { modal, foyer } = await renderConnected(<div />)
  patchAccount(foyer, { profileName: 'alice.reown.id', profileImage: 'https://example.test/alice.png' })
  expect(modal.getByText('alice.reown.id')).toBeVisible()
  const image = modal.getByRole('dialog').querySelector('img.avatar')
  expect(image).toHaveAttribute('src', 'https://example.test/alice.png')
  fireEvent.error(image as HTMLImageElement)
  expect(modal.getByTestId('avatar-fallback')).toBeVisible()
})

test('behavior: the network row leads to Networks', async () => {
  const { modal, user } = await renderConnected(<div />)
  await user.click(modal.getByRole('button', { name: 'Foyer Devnet' }))
  expect(modal.getByRole('dialog', { name: 'Choose Network' })).toBeVisible()
})

test('behavior: Disconnect', async () => {
  const adapter = createFakeAdapter()
  const { modal, user, foyer } = await renderConnected(<ConnectButton />, { adapters: [adapter] })
  await user.click(modal.getByRole('button', { name: 'Disconnect' }))
  expect(adapter.calls.disconnect).toHaveLength(1)
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(await within(getConnectButtonRoot()).findByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('behavior: a failed disconnect shows an error toast', async () => {
  const adapter = createFakeAdapter({ disconnectError: new Error('Extension crashed') })
  const { modal, user } = await renderConnected(<ConnectButton />, { adapters: [adapter] })
  await user.click(modal.getByRole('button', { name: 'Disconnect' }))
  expect(await within(getModalRoot()).findByRole('alert')).toHaveTextContent('Failed to disconnect')
  expect(within(getConnectButtonRoot()).getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
