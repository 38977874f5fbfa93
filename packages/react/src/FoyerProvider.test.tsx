import { act, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ConnectButton } from './components/ConnectButton.js'
import { findModalRoot, getConnectButtonRoot } from './test/getModalRoot.js'
import { renderWithFoyer } from './test/renderWithFoyer.js'

const chunk = vi.hoisted(() => ({ fail: false }))

vi.mock('./modal/loadModal.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./modal/loadModal.js')>()
  return {
    ...original,
    loadModal: vi.fn(() =>
      chunk.fail
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : original.loadModal(),
    ),
    // A chunk that failed to load was never loaded.
    loadedModal: vi.fn(() => (chunk.fail ? undefined : original.loadedModal())),
    prefetchModal: vi.fn(),
    prefetchModalAtIdle: vi.fn(),
  }
})

afterEach(() => {
  chunk.fail = false
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('default', async () => {
  const { foyer } = renderWithFoyer(<p>host page</p>)
  expect(screen.getByText('host page')).toBeVisible()
  expect(document.querySelector('foyer-modal')).toBeNull()
  act(() => foyer.open())
  expect(await within(await findModalRoot()).findByRole('dialog')).toBeVisible()
})

test('behavior: the modal is prefetched once the loaded page is idle, and does not mount on that (issue #32)', async () => {
  const { prefetchModalAtIdle, loadModal } = await import('./modal/loadModal.js')
  vi.mocked(prefetchModalAtIdle).mockClear()
  vi.mocked(loadModal).mockClear()
  const idle: Array<() => void> = []
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => idle.push(callback)),
  )
  const cancelIdleCallback = vi.fn()
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
  const { foyer, unmount } = renderWithFoyer(<p>host page</p>)
  // Nothing in the render's own task: the page's work comes first.
  expect(idle).toHaveLength(1)
  expect(prefetchModalAtIdle).not.toHaveBeenCalled()
  act(() => idle[0]?.())
  expect(prefetchModalAtIdle).toHaveBeenCalledTimes(1)
  expect(prefetchModalAtIdle).toHaveBeenCalledWith(foyer, expect.any(Function))
  expect(document.querySelector('foyer-modal')).toBeNull()
  unmount()
  expect(cancelIdleCallback).toHaveBeenCalled()
})

test('behavior: prefetches the modal when a Foyer button is hovered or focused', async () => {
  const { prefetchModal } = await import('./modal/loadModal.js')
  vi.mocked(prefetchModal).mockClear()
  const { user } = renderWithFoyer(<ConnectButton />)
  const button = within(getConnectButtonRoot()).getByRole('button', { name: 'Connect Wallet' })
  await user.hover(button)
  expect(prefetchModal).toHaveBeenCalled()
  vi.mocked(prefetchModal).mockClear()
  act(() => button.focus())
  expect(prefetchModal).toHaveBeenCalled()
})

test('behavior: a modal chunk that fails to load does not break the page, and the next open retries', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  chunk.fail = true
  const { foyer } = renderWithFoyer(<p>host page</p>)
  act(() => foyer.open())
  await vi.waitFor(() => expect(foyer.stores.modal.getState().open).toBe(false))
  expect(error).toHaveBeenCalledWith('Foyer: the modal failed to load or render', expect.any(Error))
  expect(screen.getByText('host page')).toBeVisible()
  chunk.fail = false
  act(() => foyer.open())
  expect(await within(await findModalRoot()).findByRole('dialog')).toBeVisible()
})
