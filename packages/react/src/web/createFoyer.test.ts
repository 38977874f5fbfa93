import { connect, disconnect } from '@foyer/core'
import { createFakeAdapter, devnet } from '@foyer/core/test'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { createFoyer, type WebFoyer } from './index.js'

let web: WebFoyer | undefined
afterEach(() => {
  act(() => web?.destroy())
  web = undefined
  document.body.innerHTML = ''
})

const content = (selector: string): HTMLElement => {
  const element = document
    .querySelector(selector)
    ?.shadowRoot?.querySelector<HTMLElement>('[data-foyer-root]')
  if (!element) throw new Error(`${selector} has rendered nothing`)
  return element
}

function start() {
  web = createFoyer({
    projectId: 'harbor',
    networks: [devnet],
    adapters: [createFakeAdapter()],
    locale: 'en',
  })
  return web
}

test('default: the elements render Foyer’s buttons; subscribe() follows the connection', async () => {
  document.body.innerHTML = `
    <foyer-network-button size="sm"></foyer-network-button>
    <foyer-account-button></foyer-account-button>
    <foyer-connect-button label="Go"></foyer-connect-button>`
  const foyer = start()
  await waitFor(() => within(content('foyer-connect-button')).getByRole('button', { name: 'Go' }))
  within(content('foyer-network-button')).getByRole('button', { name: /Foyer Devnet/ })
  expect(
    document.querySelector('foyer-account-button')?.shadowRoot?.childElementCount ?? 0,
  ).toBeLessThanOrEqual(1)
  expect(foyer.getState()).toMatchObject({ open: false, address: undefined, locale: 'en' })

  const heard = vi.fn()
  foyer.subscribe(heard)
  await act(() => connect(foyer.foyer, { connectorId: 'fake.wallet' }))
  expect(heard).toHaveBeenLastCalledWith(
    expect.objectContaining({ status: 'connected', caipNetworkId: devnet.caipNetworkId }),
  )
  const address = foyer.getState().address as string
  await waitFor(() =>
    within(content('foyer-account-button')).getByRole('button', { name: new RegExp(address.slice(0, 6)) }),
  )

  await act(() => disconnect(foyer.foyer))
  expect(foyer.getState().address).toBeUndefined()
  await waitFor(() =>
    expect(document.querySelector('foyer-account-button')?.shadowRoot?.querySelector('button')).toBeNull(),
  )
})

test('behavior: open() and close() drive the modal; an element added later renders too', async () => {
  const foyer = start()
  const heard = vi.fn()
  foyer.subscribe(heard)
  act(() => foyer.open())
  expect(heard).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }))
  act(() => foyer.close())
  expect(foyer.getState().open).toBe(false)

  const late = document.createElement('foyer-connect-button')
  act(() => document.body.append(late))
  await waitFor(() => within(content('foyer-connect-button')).getByRole('button', { name: 'Connect Wallet' }))
  act(() => late.setAttribute('label', 'Sign up'))
  await waitFor(() => within(content('foyer-connect-button')).getByRole('button', { name: 'Sign up' }))
})
