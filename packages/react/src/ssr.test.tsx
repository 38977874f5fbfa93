import { createFoyer, createMemoryStorage, type Foyer, setLocale } from '@foyer/core'
import { createFakeAdapter, devnet } from '@foyer/core/test'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { ConnectButton } from './components/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useFoyerAccount } from './hooks/useFoyerAccount.js'
import { loadUiCatalog } from './i18n/loadUiCatalog.js'
import { getConnectButtonRoot } from './test/getModalRoot.js'

/** The host's own markup, in the light DOM: hydration compares it with the server's. */
function Status() {
  const { status } = useFoyerAccount()
  return <p>Status: {status}</p>
}

const page = (foyer: Foyer): ReactElement => (
  <FoyerProvider foyer={foyer}>
    <header>
      <NetworkButton />
      <ConnectButton />
    </header>
    <Status />
  </FoyerProvider>
)

const instances: Foyer[] = []
afterEach(() => {
  for (const foyer of instances.splice(0)) foyer.destroy()
  vi.restoreAllMocks()
})

function instance(storage = createMemoryStorage()) {
  const foyer = createFoyer({
    projectId: 'harbor',
    networks: [devnet],
    adapters: [createFakeAdapter()],
    storage,
  })
  instances.push(foyer)
  return foyer
}

test('default: the server markup hydrates without a mismatch; a stored session reconnects after hydration', async () => {
  // The server renders for a visitor it knows nothing about.
  const html = renderToString(page(instance()))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)

  // The browser had a session: the instance restores it while the page hydrates.
  const storage = createMemoryStorage()
  storage.setItem('foyer:connections', JSON.stringify([{ namespace: 'eip155', connectorId: 'fake.wallet' }]))
  const errors = vi.spyOn(console, 'error')
  const recoverable: unknown[] = []
  const foyer = instance(storage)
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, page(foyer), { onRecoverableError: (error) => recoverable.push(error) })
  })
  expect(recoverable).toEqual([])
  expect(errors).not.toHaveBeenCalled()
  await waitFor(() =>
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.status).toBe('connected'),
  )
  expect(screen.getByText('Status: connected')).toBeTruthy()
  await waitFor(() =>
    expect(within(getConnectButtonRoot()).queryByRole('button', { name: 'Connect Wallet' })).toBeNull(),
  )
  act(() => root?.unmount())
  container.remove()
  expect(screen.queryByRole('banner')).toBeNull()
})

test('behavior: with another language loaded, hydration renders English like the server, then switches', async () => {
  const html = renderToString(page(instance()))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  await setLocale('de')
  const german = (await loadUiCatalog('de'))['connectButton.connect'] as string
  const recoverable: unknown[] = []
  const errors = vi.spyOn(console, 'error')
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, page(instance()), {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  expect(recoverable).toEqual([])
  expect(errors).not.toHaveBeenCalled()
  await waitFor(() => within(getConnectButtonRoot()).getByRole('button', { name: german }))
  act(() => root?.unmount())
  container.remove()
  await setLocale('en')
})
