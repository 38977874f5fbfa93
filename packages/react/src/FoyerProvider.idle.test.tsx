import { act, within } from '@testing-library/react'
import { Activity } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { loadedModal } from './modal/loadModal.js'
import { getModalRoot } from './test/getModalRoot.js'
import { renderWithFoyer } from './test/renderWithFoyer.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Renders a page whose idle callbacks wait in `idle`; `runIdle` runs every one asked for so far. */
function renderIdlePage() {
  const idle: Array<() => void> = []
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => idle.push(callback)),
  )
  vi.stubGlobal('cancelIdleCallback', vi.fn())
  const { foyer } = renderWithFoyer(<p>host page</p>)
  const runIdle = () =>
    act(() => {
      for (let step = idle.shift(); step; step = idle.shift()) step()
    })
  return { foyer, idle, runIdle }
}

test('behavior: once the page is idle, the modal is ready, so that the first open only renders (issue #32)', async () => {
  const { foyer, idle } = renderIdlePage()
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

const hasActivity = typeof Activity !== 'undefined'

test.runIf(hasActivity)(
  'behavior: after the idle warm-up the dialog waits hidden, and the open reveals that same dialog (issue #32)',
  async () => {
    const { foyer, runIdle } = renderIdlePage()
    // Every idle callback the warm-up asks for, until the dialog is there.
    await vi.waitFor(() => {
      runIdle()
      expect(
        document.querySelector('foyer-modal')?.shadowRoot?.querySelector('[role="dialog"]'),
      ).toBeInstanceOf(HTMLElement)
    })
    const hidden = document.querySelector('foyer-modal')?.shadowRoot?.querySelector('[role="dialog"]')
    // Out of sight and out of the accessibility tree until the open.
    expect(within(getModalRoot()).queryByRole('dialog')).toBeNull()
    expect(foyer.stores.modal.getState().open).toBe(false)
    act(() => foyer.open())
    // jsdom keeps computed styles cached across attribute changes inside a shadow root (the reveal
    // takes the hidden tree's `display: none` off): a change to the document itself drops that cache.
    document.body.append(document.createComment('reveal'))
    const dialog = within(getModalRoot()).getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toBeVisible()
    expect(dialog).toBe(hidden)
    // Closed after that, the dialog goes (each later open starts fresh).
    act(() => foyer.close())
    await vi.waitFor(() => expect(within(getModalRoot()).queryByRole('dialog', { hidden: true })).toBeNull())
  },
)

test.skipIf(hasActivity)(
  'behavior: on React 18 (no Activity) nothing mounts ahead; the first open renders the dialog',
  async () => {
    const { foyer, runIdle } = renderIdlePage()
    let warmedUp = false
    // Every idle callback the warm-up asks for, until it is through.
    await vi.waitFor(() => {
      runIdle()
      void foyer.services.loaded.get('modal-warm-up')?.then(() => {
        warmedUp = true
      })
      expect(warmedUp).toBe(true)
    })
    runIdle()
    expect(document.querySelector('foyer-modal')).toBeNull()
    act(() => foyer.open())
    expect(within(getModalRoot()).getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  },
)
