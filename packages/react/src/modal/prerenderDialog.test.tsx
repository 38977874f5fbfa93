import { createFoyer, createMemoryStorage } from '@foyer/core'
import { createFakeAdapter, devnet } from '@foyer/core/test'
import { prepareAdapters } from '@foyer/core/views'
import { expect, onTestFinished, test, vi } from 'vitest'
import { prerenderDialog } from './prerenderDialog.js'

async function preparedFoyer() {
  const storage = createMemoryStorage()
  const foyer = createFoyer({
    projectId: 'test-project',
    networks: [devnet],
    storage,
    isMobile: () => false,
    adapters: [createFakeAdapter()],
  })
  onTestFinished(() => foyer.destroy())
  await prepareAdapters(foyer)
  return { foyer, storage }
}

test('renders the dialog out of the page and runs none of its effects, then calls done', async () => {
  const { foyer, storage } = await preparedFoyer()
  const read = vi.spyOn(storage, 'getItem')
  const page = document.body.innerHTML
  const done = vi.fn()
  prerenderDialog(foyer, done)
  await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1))
  // The Connect view reads the recent wallets from storage in an effect, on the first open only.
  expect(read).not.toHaveBeenCalled()
  expect(foyer.stores.modal.getState().open).toBe(false)
  expect(document.body.innerHTML).toBe(page)
})

test('does nothing while the modal is open: the view on screen is not rendered a second time', async () => {
  const { foyer } = await preparedFoyer()
  foyer.open()
  const done = vi.fn()
  prerenderDialog(foyer, done)
  // At once, before React could render anything.
  expect(done).toHaveBeenCalledTimes(1)
})
