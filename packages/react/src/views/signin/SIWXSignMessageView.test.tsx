import { createFakeAdapter, createTestSiwx } from '@foyer/core/test'
import { act, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton.js'
import { findModalRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

async function onSignView(required: boolean) {
  const siwx = createTestSiwx({ required })
  const adapter = createFakeAdapter()
  const rendered = renderWithFoyer(<ConnectButton />, {
    adapters: [adapter],
    options: {
      siwx,
      metadata: { name: 'Harbor', description: '', url: 'https://harbor.example', icons: [] },
    },
  })
  await act(async () => {
    rendered.foyer.open()
    const { connect } = await import('@foyer/core')
    await connect(rendered.foyer, { connectorId: 'fake.wallet' })
  })
  const modal = within(await findModalRoot())
  await modal.findByText('Harbor asks you to sign in with your wallet')
  return { ...rendered, modal, siwx, adapter }
}

test('default: Sign signs in and closes the modal', async () => {
  const { modal, user, foyer } = await onSignView(false)
  expect(modal.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Sign' }))
  await vi.waitFor(() => expect(foyer.stores.modal.getState().open).toBe(false))
  expect(foyer.stores.connection.getState().signedIn).toBe(true)
})

test('behavior: a declined signature says so and keeps the view', async () => {
  const { modal, user, adapter } = await onSignView(false)
  adapter.signMessage = async () => {
    throw { code: 4001, message: 'User denied message signature.' }
  }
  await user.click(modal.getByRole('button', { name: 'Sign' }))
  // The end state as a whole: the alert and the Sign button enabled again come from two updates, and
  // waiting for the first alert alone read the button between them (a failure seen once under load).
  await vi.waitFor(() => {
    const alerts = modal.getAllByRole('alert').map((alert) => alert.textContent)
    expect(alerts).toContain('Signature declined')
    expect(modal.getByRole('button', { name: 'Sign' })).toBeEnabled()
  })
})

test('behavior: required sign-in has no Close button, and Cancel disconnects', async () => {
  const { modal, user, foyer } = await onSignView(true)
  expect(modal.queryByRole('button', { name: 'Close' })).toBeNull()
  expect(modal.getByText(/Canceling will disconnect you/)).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Cancel' }))
  await vi.waitFor(() =>
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('disconnected'),
  )
})
