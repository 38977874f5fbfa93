import { expect, test, vi } from 'vitest'
import { createFoyer } from '../../createFoyer.js'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { devnet } from '../../test/testNetworks.js'

const setup = (options: { enableEmbedded?: boolean } = {}) =>
  createFoyer({ projectId: 'test', networks: [devnet], storage: createMemoryStorage(), ...options })

const invalidApp =
  'Invalid App Configuration: This origin is not on the allowlist of the project; add it to the Foyer server configuration.'

test('default: a server alert raised while the modal is closed shows as an error toast on the page', async () => {
  const foyer = setup()
  foyer.stores.alert.setState({ key: 'alert.invalidAppConfiguration' })
  await vi.waitFor(() =>
    expect(foyer.stores.toast.getState()).toMatchObject({ open: true, type: 'error', message: invalidApp }),
  )
})

test('behavior: with the modal open the banner alone says it; the same alert again raises no second toast', async () => {
  const foyer = setup()
  foyer.open()
  foyer.stores.alert.setState({ key: 'alert.sessionExpired' })
  foyer.close()
  foyer.stores.alert.setState({ key: 'alert.sessionExpired' })
  // The toast's texts load on demand: give that import its turn before reading.
  await import('../../kernel/messages/t.js')
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(foyer.stores.toast.getState().open).toBe(false)

  foyer.stores.alert.setState({ key: undefined })
  foyer.stores.alert.setState({ key: 'alert.sessionExpired' })
  await vi.waitFor(() =>
    expect(foyer.stores.toast.getState().message).toBe(
      'Session Expired: Invalid session found on the server. Check the time settings of this device and try again.',
    ),
  )
})

test('behavior: an embedded view shows its own banner, so no toast', async () => {
  const foyer = setup({ enableEmbedded: true })
  foyer.stores.alert.setState({ key: 'alert.invalidProjectId' })
  await import('../../kernel/messages/t.js')
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(foyer.stores.toast.getState().open).toBe(false)
})

test('behavior: opening the modal while the alert’s toast shows ends the toast: the banner says it, once', async () => {
  const foyer = setup()
  foyer.stores.alert.setState({ key: 'alert.invalidAppConfiguration' })
  await vi.waitFor(() =>
    expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: invalidApp }),
  )
  foyer.open()
  expect(foyer.stores.toast.getState().open).toBe(false)
  expect(foyer.stores.alert.getState().key).toBe('alert.invalidAppConfiguration')
})
