import { createFakeAdapter } from '@foyer/core/test'
import { act, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton.js'
import { renderConnected } from '../../test/connectedFoyer.js'
import { findModalRoot, getConnectButtonRoot } from '../../test/getModalRoot.js'

async function onUnsupportedChain() {
  const adapter = createFakeAdapter()
  const rendered = await renderConnected(<ConnectButton />, { adapters: [adapter] })
  act(() => rendered.foyer.close())
  act(() => adapter.emitChainChanged(999))
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Switch Network' })
  return { ...rendered, modal, adapter }
}

test('default', async () => {
  const { modal } = await onUnsupportedChain()
  expect(
    modal.getByText(
      "This app doesn't support your current network. Switch to an available option to continue.",
    ),
  ).toBeVisible()
  const list = modal.getByRole('list', { name: 'Networks' })
  expect(
    within(list)
      .getAllByRole('button')
      .map((row) => row.querySelector('.row-label')?.textContent),
  ).toEqual(['Foyer Devnet', 'Foyer Devnet 2', 'Ethereum'])
  expect(modal.getByRole('button', { name: 'Disconnect' })).toBeVisible()
})

test('behavior: switching to a requested network closes the modal', async () => {
  const { modal, user, foyer, adapter } = await onUnsupportedChain()
  await user.click(modal.getByRole('button', { name: 'Foyer Devnet 2' }))
  expect(adapter.calls.switchNetwork).toHaveLength(1)
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork?.name).toBe('Foyer Devnet 2')
})

test('behavior: Disconnect', async () => {
  const { modal, user, adapter } = await onUnsupportedChain()
  await user.click(modal.getByRole('button', { name: 'Disconnect' }))
  expect(adapter.calls.disconnect).toHaveLength(1)
  expect(await within(getConnectButtonRoot()).findByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
