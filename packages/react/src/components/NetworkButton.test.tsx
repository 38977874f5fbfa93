import { within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findModalRoot, getNetworkButtonRoot } from '../test/getModalRoot.js'
import { renderWithFoyer } from '../test/renderWithFoyer.js'
import { NetworkButton } from './NetworkButton.js'

test('default', async () => {
  const { user } = renderWithFoyer(<NetworkButton />)
  const button = within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet' })
  expect(button).toHaveAttribute('aria-haspopup', 'dialog')
  await user.click(button)
  const modal = within(await findModalRoot())
  expect(await modal.findByRole('dialog', { name: 'Choose Network' })).toBeVisible()
})

test('behavior: the network image falls back to a coloured first letter', () => {
  renderWithFoyer(<NetworkButton />)
  const button = within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet' })
  expect(button.querySelector('.letter')).toHaveTextContent('F')
})

test('behavior: follows the active network', async () => {
  const { user } = renderWithFoyer(<NetworkButton />)
  await user.click(within(getNetworkButtonRoot()).getByRole('button', { name: 'Foyer Devnet' }))
  await user.click(await within(await findModalRoot()).findByRole('button', { name: 'Ethereum' }))
  expect(await within(getNetworkButtonRoot()).findByRole('button', { name: 'Ethereum' })).toBeVisible()
})
