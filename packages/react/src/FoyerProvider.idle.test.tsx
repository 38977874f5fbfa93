import { act, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { loadedModal } from './modal/loadModal.js'
import { getModalRoot } from './test/getModalRoot.js'
import { renderWithFoyer } from './test/renderWithFoyer.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('behavior: once the page is idle, the modal is ready, so that the first open only renders (issue #32)', async () => {
  const idle: Array<() => void> = []
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => idle.push(callback)),
  )
  vi.stubGlobal('cancelIdleCallback', vi.fn())
  const { foyer } = renderWithFoyer(<p>host page</p>)
  expect(document.querySelector('foyer-modal')).toBeNull()
  expect(idle).toHaveLength(1)
  // Three tasks, each kept short: the server clients the open uses, the modal's download, then the
  // adapters' preparation.
  act(() => idle[0]?.())
  expect(idle).toHaveLength(2)
  act(() => idle[1]?.())
  expect(foyer.services.adaptersPrepared).toBe(false)
  expect(idle).toHaveLength(3)
  act(() => idle[2]?.())
  await vi.waitFor(() => {
    expect(loadedModal()).toBeDefined()
    expect(foyer.services.adaptersPrepared).toBe(true)
  })
  act(() => foyer.open())
  // Rendered in the same task as the open: no chunk to wait for.
  expect(within(getModalRoot()).getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})
