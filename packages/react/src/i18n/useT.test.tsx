import { createFoyer, type Foyer, setLocale } from '@foyer/core'
import { createFakeAdapter, devnet } from '@foyer/core/test'
import { act, render, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../FoyerProvider.js'
import { getConnectButtonRoot } from '../test/getModalRoot.js'
import { loadUiCatalog } from './loadUiCatalog.js'

const instances: Foyer[] = []
afterEach(async () => {
  for (const foyer of instances.splice(0)) foyer.destroy()
  await act(() => setLocale('en'))
})

function renderButton() {
  const foyer = createFoyer({
    projectId: 'harbor',
    networks: [devnet],
    adapters: [createFakeAdapter()],
    locale: 'en',
  })
  instances.push(foyer)
  render(
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
    </FoyerProvider>,
  )
}

test('default: rendered texts follow the language once it has loaded', async () => {
  renderButton()
  await waitFor(() => within(getConnectButtonRoot()).getByRole('button', { name: 'Connect Wallet' }))
  const german = (await loadUiCatalog('de'))['connectButton.connect'] as string
  await act(() => setLocale('de'))
  within(getConnectButtonRoot()).getByRole('button', { name: german })
  const host = document.querySelector('foyer-connect-button') as HTMLElement
  expect(host.getAttribute('lang')).toBe('de')
  expect(host.getAttribute('dir')).toBe('ltr')
})

test('behavior: Hebrew and Arabic turn the hosts right to left', async () => {
  renderButton()
  await act(() => setLocale('he'))
  const host = document.querySelector('foyer-connect-button') as HTMLElement
  await waitFor(() => expect(host.getAttribute('dir')).toBe('rtl'))
  expect(host.getAttribute('lang')).toBe('he')
  await act(() => setLocale('ar'))
  expect(host.getAttribute('lang')).toBe('ar')
  await act(() => setLocale('en'))
  expect(host.getAttribute('dir')).toBe('ltr')
})
