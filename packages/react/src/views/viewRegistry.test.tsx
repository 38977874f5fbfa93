import type { ViewName } from '@foyer/core'
import { registerEnglish } from '@foyer/core/messages'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, type ReactNode, useState } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { uiMessages } from '../i18n/en.js'
import { ViewSlot } from '../modal/ViewSlot.js'
import { viewRegistry } from './viewComponents.js'
import { createViewRegistry, type FeatureViews } from './viewRegistry.js'

registerEnglish(uiMessages)

afterEach(() => {
  vi.restoreAllMocks()
})

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Account {count}
    </button>
  )
}

function Fallback() {
  return <p>Not available</p>
}

function ConnectView() {
  return <p>Connect view</p>
}

function Broken(): never {
  throw new Error('a bug in the view')
}

/** A registry with one feature ('account': Account, Receive) whose chunk loads as `load` says. */
function accountRegistry(load: () => Promise<{ views: FeatureViews }>, first: FeatureViews = {}) {
  return createViewRegistry({
    first,
    features: { account: load },
    featureOf: { Account: 'account', Receive: 'account' },
    leadsTo: { Connect: ['account'] },
    fallback: Fallback,
  })
}

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p>The modal's boundary</p>
  }
}

test('a view whose chunk has not loaded shows a status, then the view', async () => {
  const chunk = deferred<{ views: FeatureViews }>()
  const registry = accountRegistry(() => chunk.promise)
  render(<ViewSlot view="Account" views={registry} />)
  expect(screen.getByRole('status')).toHaveTextContent('Loading…')
  await act(async () => chunk.resolve({ views: { Account: Counter } }))
  expect(await screen.findByRole('button', { name: 'Account 0' })).toBeVisible()
  expect(screen.queryByRole('status')).toBeNull()
})

test('a view that could not load says so, and Try again loads its chunk again', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  // React's own report of an error a boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const load = vi
    .fn<() => Promise<{ views: FeatureViews }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce({ views: { Account: Counter } })
  const registry = accountRegistry(load)
  render(<ViewSlot view="Account" views={registry} />)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the window could not load. Check your connection and try again.',
  )
  expect(console.warn).toHaveBeenCalledWith(
    "Foyer: the code of the Account view could not be loaded; it is tried again on 'Try again'.",
    expect.any(TypeError),
  )
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('button', { name: 'Account 0' })).toBeVisible()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a view on screen is not remounted when the slot renders again: what the visitor did stays', async () => {
  const registry = accountRegistry(() => Promise.resolve({ views: { Account: Counter } }))
  const { rerender } = render(<ViewSlot view="Account" views={registry} />)
  await userEvent.click(await screen.findByRole('button', { name: 'Account 0' }))
  rerender(<ViewSlot view="Account" views={registry} />)
  expect(screen.getByRole('button', { name: 'Account 1' })).toBeVisible()
  // Once loaded, the chunk's other views render at once (no status).
  rerender(<ViewSlot view="Receive" views={registry} />)
  expect(screen.getByText('Not available')).toBeVisible()
})

test('first views and views no feature brings render at once', () => {
  const load = vi.fn(() => Promise.resolve({ views: {} }))
  const registry = accountRegistry(load, { Connect: ConnectView })
  const { rerender } = render(<ViewSlot view="Connect" views={registry} />)
  expect(screen.getByText('Connect view')).toBeVisible()
  rerender(<ViewSlot view="ConnectingSiwe" views={registry} />)
  expect(screen.getByText('Not available')).toBeVisible()
  expect(load).not.toHaveBeenCalled()
})

test("a view's own error is not a load failure: it goes on to the modal's boundary", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const registry = accountRegistry(() => Promise.resolve({ views: { Account: Broken } }))
  render(
    <Outer>
      <ViewSlot view="Account" views={registry} />
    </Outer>,
  )
  expect(await screen.findByText("The modal's boundary")).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
})

test('a shown view prefetches its own feature and the features it leads to, at idle, once', async () => {
  vi.useFakeTimers()
  try {
    const load = vi.fn(() => Promise.resolve({ views: { Account: Counter } }))
    const registry = accountRegistry(load)
    registry.prefetchNext('Connect')
    registry.prefetchView('Receive')
    expect(load).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(load).toHaveBeenCalledTimes(1)
    registry.prefetchNext('Connect')
    await vi.runAllTimersAsync()
    expect(load).toHaveBeenCalledTimes(1)
  } finally {
    vi.useRealTimers()
  }
})

test("the modal's registry: each feature's chunk brings exactly the views said to be in it", async () => {
  const views: ViewName[] = ['Account', 'Networks', 'WalletSend', 'Swap', 'EmailVerifyOtp', 'AllWallets']
  await viewRegistry.loadAll()
  // Loaded features render their views at once, each its own component.
  const components = views.map((view) => viewRegistry.component(view))
  expect(new Set(components).size).toBe(views.length)
  const features = import.meta.glob<{ views: FeatureViews }>('./features/*.ts', { eager: true })
  const brought = Object.values(features).flatMap(({ views }) => Object.keys(views))
  // No view is in two chunks, and every view a chunk brings is reached through the registry.
  expect(new Set(brought).size).toBe(brought.length)
  for (const [path, { views }] of Object.entries(features))
    for (const [view, component] of Object.entries(views))
      expect(viewRegistry.component(view as ViewName), `${view} in ${path}`).toBe(component)
})
