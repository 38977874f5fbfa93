import { act, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findModalRoot } from '../test/getModalRoot.js'
import { renderWithFoyer } from '../test/renderWithFoyer.js'

test('default', async () => {
  const { foyer } = renderWithFoyer(<div />)
  act(() => foyer.showToast({ type: 'success', message: 'Address copied' }))
  const toast = await within(await findModalRoot()).findByRole('status')
  expect(toast).toHaveTextContent('Address copied')
  expect(toast).toHaveAttribute('aria-live', 'polite')
  expect(toast).toHaveAttribute('data-type', 'success')
  expect(foyer.stores.modal.getState().open).toBe(false)
})

test('behavior: errors are alerts', async () => {
  const { foyer } = renderWithFoyer(<div />)
  act(() => foyer.showToast({ type: 'error', message: 'Failed to disconnect' }))
  const toast = await within(await findModalRoot()).findByRole('alert')
  expect(toast).toHaveTextContent('Failed to disconnect')
  expect(toast).toHaveAttribute('data-type', 'error')
})

test('behavior: loading shows a spinner', async () => {
  const { foyer } = renderWithFoyer(<div />)
  act(() => foyer.showToast({ type: 'loading', message: 'Authenticating...' }))
  const toast = await within(await findModalRoot()).findByRole('status')
  expect(toast.querySelector('.spinner')).not.toBeNull()
})

test('behavior: one toast at a time', async () => {
  const { foyer } = renderWithFoyer(<div />)
  act(() => foyer.showToast({ type: 'success', message: 'First' }))
  const modal = within(await findModalRoot())
  await modal.findByText('First')
  act(() => foyer.showToast({ type: 'error', message: 'Second' }))
  expect(modal.queryByText('First')).toBeNull()
  expect(await modal.findByRole('alert')).toHaveTextContent('Second')
  expect(modal.queryAllByRole('status')).toHaveLength(0)
})

test('behavior: hideToast removes it', async () => {
  const { foyer } = renderWithFoyer(<div />)
  act(() => foyer.showToast({ type: 'loading', message: 'Waiting' }))
  const modal = within(await findModalRoot())
  await modal.findByText('Waiting')
  act(() => foyer.hideToast())
  expect(modal.queryByText('Waiting')).toBeNull()
})
