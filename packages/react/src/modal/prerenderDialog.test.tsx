import { createFoyer, createMemoryStorage } from '@foyer/core'
import { createFakeAdapter, devnet } from '@foyer/core/test'
import { prepareAdapters } from '@foyer/core/views'
import { expect, test, vi } from 'vitest'
import { prerenderDialog } from './prerenderDialog.js'

test('renders the dialog out of the page and runs none of its effects, then calls done', async () => {
  const storage = createMemoryStorage()
  const foyer = createFoyer({
    projectId: 'test-project',
    networks: [devnet],
    storage,
    isMobile: () => false,
    adapters: [createFakeAdapter()],
  })
  await prepareAdapters(foyer)
  const read = vi.spyOn(storage, 'getItem')
  const page = document.body.innerHTML
  const done = vi.fn()
  prerenderDialog(foyer, done)
  await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1))
  // The Connect view reads the recent wallets from storage in an effect, on the first open only.
  expect(read).not.toHaveBeenCalled()
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(document.body.innerHTML).toBe(page)
  foyer.destroy()
})
