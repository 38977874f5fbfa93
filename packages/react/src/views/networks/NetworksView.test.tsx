import { type CaipNetworkId, type Foyer, getAccount, type Network } from '@foyer/core'
import { createFakeAdapter, createFakeConnector, devnet, solanaDevnet, testAccounts } from '@foyer/core/test'
import { act, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { NetworkButton } from '../../components/NetworkButton.js'
import { renderConnected } from '../../test/connectedFoyer.js'
import { findModalRoot, getNetworkButtonRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

/** Keeps the wallet's switch prompt open until `release()`. */
function holdSwitch(adapter: ReturnType<typeof createFakeAdapter>) {
  const original = adapter.switchNetwork!.bind(adapter)
  let release: () => void = () => undefined
  adapter.switchNetwork = async (p: { connectorId: string; network: Network }) => {
    await new Promise<void>((resolve) => {
      release = resolve
    })
    return original(p)
  }
  return () => release()
}

test('default', async () => {
  const { modal } = await renderConnected(<div />, { view: { view: 'Networks' } })
  const list = modal.getByRole('list', { name: 'Networks' })
  const rows = within(list).getAllByRole('button')
  expect(rows.map((row) => row.querySelector('.row-label')?.textContent)).toEqual([
    'Foyer Devnet',
    'Foyer Devnet 2',
    'Ethereum',
  ])
  expect(within(list).getByRole('button', { name: 'Foyer Devnet' })).toHaveAttribute('aria-current', 'true')
  expect(within(list).getByRole('button', { name: 'Ethereum' })).not.toHaveAttribute('aria-current')
  expect(rows[0]?.querySelector('.check svg')).not.toBeNull()
})

test('behavior: switching asks the wallet, then goes back to Account', async () => {
  const adapter = createFakeAdapter()
  const release = holdSwitch(adapter)
  const { modal, user, foyer } = await renderConnected(<NetworkButton />, { adapters: [adapter] })
  await user.click(modal.getByRole('button', { name: 'Foyer Devnet' }))
  await user.click(modal.getByRole('button', { name: 'Foyer Devnet 2' }))
  expect(modal.getByRole('dialog', { name: 'Foyer Devnet 2' })).toBeVisible()
  expect(modal.getByText('Approve in wallet')).toBeVisible()
  await act(async () => release())
  expect(await modal.findByRole('dialog', { name: 'Account' })).toBeVisible()
  expect(modal.getByRole('button', { name: 'Foyer Devnet 2' })).toBeVisible()
  expect(within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet 2' })).toBeVisible()
  expect(foyer.stores.router.getState().history).toEqual(['Account'])
})

test('behavior: the wallet rejects the switch, Try again succeeds', async () => {
  const adapter = createFakeAdapter({ switchError: { code: 4001, message: 'User rejected the switch.' } })
  const { modal, user, foyer } = await renderConnected(<div />, {
    adapters: [adapter],
    view: { view: 'Networks' },
  })
  await user.click(modal.getByRole('button', { name: 'Ethereum' }))
  expect(await modal.findByText('Switch declined')).toBeVisible()
  expect(modal.getByText('User rejected the switch.')).toBeVisible()
  expect(foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork?.name).toBe('Foyer Devnet')
  adapter.behavior.switchError = false
  await user.click(modal.getByRole('button', { name: 'Try again' }))
  expect(adapter.calls.switchNetwork).toHaveLength(2)
  expect(foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork?.name).toBe('Ethereum')
})

test('behavior: other switch failures show the catalog message', async () => {
  const adapter = createFakeAdapter({ switchError: { code: 4902, message: 'Unrecognized chain ID "0x1".' } })
  const { modal, user } = await renderConnected(<div />, { adapters: [adapter], view: { view: 'Networks' } })
  await user.click(modal.getByRole('button', { name: 'Ethereum' }))
  expect(await modal.findByText('Unrecognized chain ID.')).toBeVisible()
  expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('behavior: without a wallet the network is just selected and the modal closes', async () => {
  const adapter = createFakeAdapter()
  const { user, foyer } = renderWithFoyer(<NetworkButton />, { adapters: [adapter] })
  await user.click(within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet' }))
  const modal = within(await findModalRoot())
  await user.click(await modal.findByRole('button', { name: 'Ethereum' }))
  expect(adapter.calls.switchNetwork).toHaveLength(0)
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(within(getNetworkButtonRoot()).getByRole('button', { name: 'Ethereum' })).toBeVisible()
})

test('behavior: the active network goes back', async () => {
  const { modal, user } = await renderConnected(<div />)
  await user.click(modal.getByRole('button', { name: 'Foyer Devnet' }))
  await user.click(
    within(modal.getByRole('list', { name: 'Networks' })).getByRole('button', { name: 'Foyer Devnet' }),
  )
  expect(modal.getByRole('dialog', { name: 'Account' })).toBeVisible()
})

/** Test-only: the wallet reports the networks it approved, as a WalletConnect session does. */
function approveOnly(foyer: Foyer, ids: CaipNetworkId[], supportsAllNetworks = false) {
  act(() =>
    foyer.stores.chains.setState((state) => {
      const entry = state.chains.eip155
      if (!entry) return {}
      const networkState = { ...entry.networkState, approvedCaipNetworkIds: ids, supportsAllNetworks }
      return { chains: { ...state.chains, eip155: { ...entry, networkState } } }
    }),
  )
}

test('behavior: networks the wallet does not support are disabled and say why', async () => {
  const adapter = createFakeAdapter()
  const { modal, user, foyer } = await renderConnected(<div />, {
    adapters: [adapter],
    view: { view: 'Networks' },
  })
  expect(modal.queryByText(/does not support some/)).toBeNull()
  approveOnly(foyer, ['eip155:31337', 'eip155:31338'])
  expect(
    modal.getByText('Your connected wallet does not support some of the networks of this app.'),
  ).toBeVisible()
  const list = modal.getByRole('list', { name: 'Networks' })
  const ethereum = within(list).getByRole('button', { name: 'Ethereum' })
  expect(ethereum).toHaveAttribute('aria-disabled', 'true')
  expect(ethereum).toHaveAccessibleDescription('Not supported by your wallet')
  expect(within(list).getByRole('button', { name: 'Foyer Devnet 2' })).not.toHaveAttribute('aria-disabled')
  await user.click(ethereum)
  expect(adapter.calls.switchNetwork).toHaveLength(0)
  expect(foyer.stores.router.getState().view).toBe('Networks')
})

test('behavior: a wallet that supports all networks disables none', async () => {
  const { modal, foyer } = await renderConnected(<div />, { view: { view: 'Networks' } })
  approveOnly(foyer, ['eip155:31337'], true)
  const list = modal.getByRole('list', { name: 'Networks' })
  for (const row of within(list).getAllByRole('button')) expect(row).not.toHaveAttribute('aria-disabled')
  expect(modal.queryByText(/does not support some/)).toBeNull()
})

test('behavior: an active network the app did not request is listed first, current and unsupported', async () => {
  const adapter = createFakeAdapter()
  const { modal, foyer } = await renderConnected(<div />, {
    adapters: [adapter],
    options: { allowUnsupportedChain: true },
  })
  act(() => adapter.emitChainChanged(999))
  act(() => foyer.push('Networks'))
  const list = await modal.findByRole('list', { name: 'Networks' })
  const rows = within(list).getAllByRole('button')
  expect(rows[0]).toHaveAccessibleName('Unknown Network')
  expect(rows[0]).toHaveAttribute('aria-current', 'true')
  expect(rows[0]).toHaveAttribute('aria-disabled', 'true')
  expect(rows[0]).toHaveAccessibleDescription('Unsupported')
  expect(within(list).getByRole('button', { name: 'Foyer Devnet' })).not.toHaveAttribute('aria-current')
})

test('behavior: a network of another namespace asks for a wallet of it; both stay connected, and back needs no connect', async () => {
  const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  const evm = createFakeAdapter()
  const solana = createFakeAdapter({
    namespace: 'solana',
    accounts: [solanaAddress],
    connectors: [
      createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana', info: { rdns: 'app.phantom' } }),
    ],
  })
  const { modal, user, foyer } = await renderConnected(<NetworkButton />, {
    adapters: [evm, solana],
    options: { networks: [devnet, solanaDevnet] },
  })
  await user.click(modal.getByRole('button', { name: 'Foyer Devnet' }))
  await user.click(modal.getByRole('button', { name: 'Solana Devnet' }))
  // Connect, with the Solana wallets only; the EVM account is still the active one meanwhile.
  const wallets = await modal.findByRole('list', { name: 'Wallets' })
  expect(modal.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  expect(
    within(wallets)
      .getAllByRole('button')
      .map((row) => row.textContent),
  ).toEqual(['PhantomInstalled'])
  expect(foyer.stores.chains.getState().isSwitchingNamespace).toBe(true)
  expect(within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet' })).toBeVisible()

  await user.click(within(wallets).getByRole('button', { name: /Phantom/ }))
  await waitFor(() => expect(foyer.stores.modal.getState().open).toBe(false))
  expect(within(getNetworkButtonRoot()).getByRole('button', { name: 'Solana Devnet' })).toBeVisible()
  expect(getAccount(foyer)?.address).toBe(solanaAddress)
  expect(foyer.stores.chains.getState().isSwitchingNamespace).toBe(false)

  // Back to the EVM network: its connection is still there, so no Connect and no wallet prompt.
  await user.click(within(getNetworkButtonRoot()).getByRole('button', { name: 'Solana Devnet' }))
  const list = await within(await findModalRoot()).findByRole('list', { name: 'Networks' })
  await user.click(within(list).getByRole('button', { name: 'Foyer Devnet' }))
  await waitFor(() => expect(foyer.stores.modal.getState().open).toBe(false))
  expect(getAccount(foyer)?.address).toBe(testAccounts[0])
  expect(within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet' })).toBeVisible()
  expect(evm.calls.connect).toHaveLength(1)
  expect(evm.calls.switchNetwork).toHaveLength(0)
})

test('behavior: closing Connect during a switch to another namespace keeps the connected one', async () => {
  const solana = createFakeAdapter({
    namespace: 'solana',
    connectors: [
      createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana', info: { rdns: 'app.phantom' } }),
    ],
  })
  const { modal, user, foyer } = await renderConnected(<NetworkButton />, {
    adapters: [createFakeAdapter(), solana],
    options: { networks: [devnet, solanaDevnet] },
    view: { view: 'Networks' },
  })
  await user.click(modal.getByRole('button', { name: 'Solana Devnet' }))
  await modal.findByRole('dialog', { name: 'Connect Wallet' })
  await user.click(modal.getByRole('button', { name: 'Close' }))
  expect(foyer.stores.chains.getState()).toMatchObject({
    activeNamespace: 'eip155',
    isSwitchingNamespace: false,
  })
  expect(getAccount(foyer)?.status).toBe('connected')
  expect(within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet' })).toBeVisible()
})
