import { createFakeAdapter, createTestSiwx } from '@foyer/core/test'
import { act, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { findModalRoot, getConnectButtonRoot, getModalRoot } from '../test/getModalRoot.js'
import { renderWithFoyer } from '../test/renderWithFoyer.js'
import { modalStyles } from '../theme/styles.js'
import { deepActiveElement } from '../utils/deepActiveElement.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function openFromButton() {
  const rendered = renderWithFoyer(<ConnectButton />)
  const button = within(getConnectButtonRoot()).getByRole('button', { name: 'Connect Wallet' })
  await rendered.user.click(button)
  const modal = within(await findModalRoot())
  const dialog = await modal.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...rendered, button, modal, dialog }
}

test('default', async () => {
  const { dialog, modal } = await openFromButton()
  expect(dialog).toHaveAttribute('aria-modal', 'true')
  expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toHaveAttribute(
    'id',
    dialog.getAttribute('aria-labelledby'),
  )
  expect(modal.getByRole('button', { name: 'Close' })).toBeVisible()
  const host = document.querySelector('foyer-modal')
  expect(host?.parentElement).toBe(document.body)
  expect(host?.shadowRoot?.contains(dialog)).toBe(true)
})

test('behavior: focus moves into the dialog on open', async () => {
  const { dialog } = await openFromButton()
  expect(deepActiveElement()).toBe(dialog)
})

test('behavior: Tab and Shift+Tab cycle inside the dialog', async () => {
  const { user, modal } = await openFromButton()
  const help = modal.getByRole('button', { name: 'What is a wallet?' })
  const close = modal.getByRole('button', { name: 'Close' })
  const wallet = modal.getByRole('button', { name: /Fake Wallet/ })
  const noWallet = modal.getByRole('button', { name: "I don't have a wallet" })
  await user.tab()
  expect(deepActiveElement()).toBe(help)
  await user.tab()
  expect(deepActiveElement()).toBe(close)
  await user.tab()
  expect(deepActiveElement()).toBe(wallet)
  await user.tab()
  expect(deepActiveElement()).toBe(noWallet)
  await user.tab()
  expect(deepActiveElement()).toBe(help)
  await user.tab({ shift: true })
  expect(deepActiveElement()).toBe(noWallet)
})

test('behavior: Escape closes and returns focus to the button that opened it', async () => {
  const { user, foyer, button } = await openFromButton()
  await user.keyboard('{Escape}')
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(within(getModalRoot()).queryByRole('dialog')).toBeNull()
  expect(deepActiveElement()).toBe(button)
})

test('behavior: StrictMode keeps one host, the focus rules and focus return', async () => {
  const { user, foyer } = renderWithFoyer(<ConnectButton />, { strict: true })
  const button = within(getConnectButtonRoot()).getByRole('button', { name: 'Connect Wallet' })
  await user.click(button)
  const dialog = await within(await findModalRoot()).findByRole('dialog', { name: 'Connect Wallet' })
  expect(document.querySelectorAll('foyer-modal')).toHaveLength(1)
  expect(deepActiveElement()).toBe(dialog)
  await user.keyboard('{Escape}')
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(deepActiveElement()).toBe(button)
})

test('behavior: Escape honours the close guard', async () => {
  const rendered = renderWithFoyer(<ConnectButton />, {
    options: { siwx: createTestSiwx({ required: true }) },
  })
  act(() => rendered.foyer.open({ view: 'SIWXSignMessage' }))
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog')
  await rendered.user.keyboard('{Escape}')
  expect(modal.getByRole('dialog')).toBeVisible()
})

test('behavior: the Close button closes', async () => {
  const { user, foyer, modal, button } = await openFromButton()
  await user.click(modal.getByRole('button', { name: 'Close' }))
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(deepActiveElement()).toBe(button)
})

test('behavior: clicking the backdrop closes, clicking the card does not', async () => {
  const { user, foyer, modal, dialog } = await openFromButton()
  await user.click(dialog)
  expect(foyer.stores.modal.getState().open).toBe(true)
  await user.click(modal.getByTestId('foyer-backdrop'))
  expect(foyer.stores.modal.getState().open).toBe(false)
})

test('behavior: help leads to WhatIsAWallet, Back returns', async () => {
  const { user, modal } = await openFromButton()
  expect(modal.queryByRole('button', { name: 'Back' })).toBeNull()
  await user.click(modal.getByRole('button', { name: 'What is a wallet?' }))
  expect(modal.getByRole('dialog', { name: 'What is a wallet?' })).toBeVisible()
  expect(modal.getByRole('heading', { name: 'A home for your digital assets' })).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Back' }))
  expect(modal.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})

test('behavior: focus returns into the dialog when the focused control leaves with its view', async () => {
  const adapter = createFakeAdapter({ holdConnect: true })
  const { user, foyer } = renderWithFoyer(<ConnectButton />, { adapters: [adapter] })
  act(() => foyer.open())
  const modal = within(await findModalRoot())
  const wallet = await modal.findByRole('button', { name: /Fake Wallet/ })
  wallet.focus()
  await user.keyboard('{Enter}')
  expect(await modal.findByText('Continue in Fake Wallet')).toBeVisible()
  expect(wallet.isConnected).toBe(false)
  expect(deepActiveElement()).toBe(modal.getByRole('dialog'))
})

test('behavior: project id alert', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const { foyer } = renderWithFoyer(<ConnectButton />, { options: { projectId: '' } })
  await vi.waitFor(() => expect(error).toHaveBeenCalled())
  act(() => foyer.open())
  const alert = await within(await findModalRoot()).findByRole('alert')
  expect(alert).toHaveTextContent('Project ID Not Configured')
  expect(alert).toHaveTextContent('Set a projectId')
})

test('behavior: views that land later say so and offer Back', async () => {
  const { foyer, user } = renderWithFoyer(<ConnectButton />)
  act(() => foyer.open({ view: 'ConnectingSiwe' }))
  const modal = within(await findModalRoot())
  expect(await modal.findByRole('dialog', { name: 'Not available yet' })).toBeVisible()
  expect(modal.getByText('This connection method is not available yet')).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Back' }))
  expect(foyer.stores.modal.getState().open).toBe(false)
})

test('behavior: without adapters the open rules pick the basic WalletConnect view, which says when it is not set up', async () => {
  const { foyer } = renderWithFoyer(<ConnectButton />, { adapters: [] })
  act(() => foyer.open())
  const modal = within(await findModalRoot())
  expect(await modal.findByRole('alert')).toHaveTextContent('WalletConnect is not set up on this site')
})

test('parameters: themeMode and themeVariables', async () => {
  const { foyer } = renderWithFoyer(<ConnectButton />, {
    options: {
      themeMode: 'dark',
      themeVariables: {
        '--foyer-accent': '#ff007a',
        '--foyer-z-index': 5000,
        '--foyer-font-size-master': '12px',
      },
    },
  })
  act(() => foyer.open())
  const root = await findModalRoot()
  const host = document.querySelector('foyer-modal') as HTMLElement
  expect(host.style.getPropertyValue('--foyer-accent')).toBe('#ff007a')
  expect(host.style.getPropertyValue('--foyer-z-index')).toBe('5000')
  expect(host.style.getPropertyValue('--foyer-font-size-master')).toBe('12px')
  expect(host.style.getPropertyValue('--foyer-border-radius-master')).toBe('4px')
  expect(host.style.getPropertyValue('--foyer-color-background')).toBe('#16191d')
  expect(root).toHaveAttribute('data-theme', 'dark')
})

test('behavior: light theme and spec defaults', async () => {
  const { foyer } = renderWithFoyer(<ConnectButton />)
  act(() => foyer.open())
  await findModalRoot()
  const host = document.querySelector('foyer-modal') as HTMLElement
  expect(host.style.getPropertyValue('--foyer-z-index')).toBe('999')
  expect(host.style.getPropertyValue('--foyer-font-size-master')).toBe('10px')
  expect(host.style.getPropertyValue('--foyer-color-background')).toBe('#ffffff')
})

test('behavior: reduced motion', async () => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
  const { foyer } = renderWithFoyer(<ConnectButton />)
  act(() => foyer.open())
  expect(await findModalRoot()).toHaveAttribute('data-motion', 'reduce')
  expect(modalStyles).toContain('@media (prefers-reduced-motion: reduce)')
})

test('behavior: motion stays on without the preference', async () => {
  const { foyer } = renderWithFoyer(<ConnectButton />)
  act(() => foyer.open())
  expect(await findModalRoot()).not.toHaveAttribute('data-motion')
})

test('behavior: the shadow CSS starts with a host reset and keeps the spec timings', () => {
  expect(modalStyles.trimStart().startsWith(':host {\n  all: initial !important;')).toBe(true)
  expect(modalStyles).toContain('width: 360px')
  expect(modalStyles).toContain('@media (max-width: 430px)')
  expect(modalStyles).toContain('transition: height 150ms')
  expect(modalStyles).toContain('foyer-view 150ms')
  expect(modalStyles).toContain('foyer-text 120ms')
  expect(modalStyles).toContain('foyer-shake 500ms')
})

test('parameters: disableAppend renders the host in place', async () => {
  const { foyer, container } = renderWithFoyer(<ConnectButton />, { options: { disableAppend: true } })
  act(() => foyer.open())
  await findModalRoot()
  expect(container.querySelector('foyer-modal')).not.toBeNull()
})

test('parameters: enableEmbedded renders the card inline without opening', async () => {
  const { foyer, container, user } = renderWithFoyer(<ConnectButton />, { options: { enableEmbedded: true } })
  const modal = within(await findModalRoot())
  const dialog = await modal.findByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog).not.toHaveAttribute('aria-modal')
  expect(modal.queryByTestId('foyer-backdrop')).toBeNull()
  expect(container.querySelector('foyer-modal')).toHaveAttribute('data-embedded')
  await user.click(modal.getByRole('button', { name: 'What is a wallet?' }))
  await user.click(modal.getByRole('button', { name: 'Close' }))
  expect(foyer.stores.router.getState().view).toBe('Connect')
  expect(modal.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})
