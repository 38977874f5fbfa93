import { createFakeAdapter } from '@foyer/core/test'
import { act, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findModalRoot, getConnectButtonRoot } from '../test/getModalRoot.js'
import { renderWithFoyer } from '../test/renderWithFoyer.js'
import { ConnectButton } from './ConnectButton.js'

const button = (name: string | RegExp) => within(getConnectButtonRoot()).getByRole('button', { name })

test('default', async () => {
  const { user, foyer } = renderWithFoyer(<ConnectButton />)
  expect(document.querySelector('foyer-modal')).toBeNull()
  await user.click(button('Connect Wallet'))
  const dialog = await within(await findModalRoot()).findByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog).toHaveAttribute('aria-modal', 'true')
  expect(foyer.stores.router.getState().view).toBe('Connect')
})

test('parameters: label', () => {
  renderWithFoyer(<ConnectButton label="Sign in" />)
  expect(button('Sign in')).toHaveAttribute('aria-haspopup', 'dialog')
})

test('parameters: size', () => {
  renderWithFoyer(<ConnectButton size="sm" />)
  expect(button('Connect Wallet')).toHaveAttribute('data-size', 'sm')
})

test('behavior: shows Connecting... while the wallet is asked', async () => {
  const adapter = createFakeAdapter({ holdConnect: true })
  const { user } = renderWithFoyer(<ConnectButton />, { adapters: [adapter] })
  await user.click(button('Connect Wallet'))
  const modal = within(await findModalRoot())
  await user.click(await modal.findByRole('button', { name: /Fake Wallet/ }))
  expect(button('Connecting...')).toHaveAttribute('aria-busy', 'true')
  await act(async () => adapter.resolveConnect())
  expect(await within(getConnectButtonRoot()).findByRole('button', { name: /0xf39F…b92266/ })).toBeVisible()
})

test('behavior: connected shows avatar, balance and truncated address, and opens Account', async () => {
  const adapter = createFakeAdapter({ balance: '1.23456' })
  const { user, foyer } = renderWithFoyer(<ConnectButton />, { adapters: [adapter] })
  await user.click(button('Connect Wallet'))
  await user.click(await within(await findModalRoot()).findByRole('button', { name: /Fake Wallet/ }))
  const account = await within(getConnectButtonRoot()).findByRole('button', {
    name: '1.235 ETH 0xf39F…b92266',
  })
  expect(within(account).getByTestId('avatar-fallback')).toHaveAttribute('aria-hidden', 'true')
  expect(foyer.stores.modal.getState().open).toBe(false)
  await user.click(account)
  expect(await within(await findModalRoot()).findByRole('button', { name: 'Copy address' })).toBeVisible()
  expect(foyer.stores.router.getState().view).toBe('Account')
})

test('behavior: while the balance loads, its place is held (unread), and the balance takes it', async () => {
  let arrive: (balance: string) => void = () => undefined
  const balance = new Promise<string>((resolve) => {
    arrive = resolve
  })
  const adapter = createFakeAdapter({ balance })
  const { user } = renderWithFoyer(<ConnectButton />, { adapters: [adapter] })
  await user.click(button('Connect Wallet'))
  await user.click(await within(await findModalRoot()).findByRole('button', { name: /Fake Wallet/ }))
  const account = await within(getConnectButtonRoot()).findByRole('button', { name: '0xf39F…b92266' })
  expect(within(account).getByTestId('balance-pending')).toHaveAttribute('aria-hidden', 'true')
  await act(async () => arrive('1.23456'))
  expect(account).toHaveAccessibleName('1.235 ETH 0xf39F…b92266')
  expect(within(account).queryByTestId('balance-pending')).toBeNull()
})

test('behavior: renders in its own shadow root with the theme on the host', () => {
  renderWithFoyer(<ConnectButton />, {
    options: { themeMode: 'dark', themeVariables: { '--foyer-accent': '#ff007a' } },
  })
  const host = document.querySelector('foyer-connect-button') as HTMLElement
  expect(host.shadowRoot).not.toBeNull()
  expect(host.querySelector('button')).toBeNull()
  expect(host.shadowRoot?.querySelector('style')?.textContent).toContain(':host { all: initial !important;')
  expect(host.style.getPropertyValue('--foyer-accent')).toBe('#ff007a')
  expect(host).toHaveAttribute('data-theme', 'dark')
})

test('parameters: nonce — without constructable style sheets, the shadow root’s style carries the CSP nonce', () => {
  renderWithFoyer(<ConnectButton />, { options: { nonce: 'r4nd0m' } })
  const host = document.querySelector('foyer-connect-button') as HTMLElement
  expect(host.shadowRoot?.querySelector('style')).toHaveAttribute('nonce', 'r4nd0m')
})
