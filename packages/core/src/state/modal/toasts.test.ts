import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createFoyer } from '../../createFoyer.js'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { devnet } from '../../test/testNetworks.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const setup = () => createFoyer({ projectId: 'test', networks: [devnet], storage: createMemoryStorage() })

test('default', () => {
  const foyer = setup()
  foyer.showToast({ type: 'success', message: 'Address copied' })
  expect(foyer.stores.toast.getState()).toEqual({
    open: true,
    type: 'success',
    message: 'Address copied',
    id: 1,
  })
  vi.advanceTimersByTime(2499)
  expect(foyer.stores.toast.getState().open).toBe(true)
  vi.advanceTimersByTime(1)
  expect(foyer.stores.toast.getState().open).toBe(false)
})

test('behavior: a new toast replaces the open one after 150 ms', () => {
  const foyer = setup()
  foyer.showToast({ type: 'loading', message: 'Confirm transaction in your wallet' })
  foyer.showToast({ type: 'error', message: 'Transaction error' })
  expect(foyer.stores.toast.getState()).toMatchObject({
    open: false,
    message: 'Confirm transaction in your wallet',
  })
  vi.advanceTimersByTime(149)
  expect(foyer.stores.toast.getState().open).toBe(false)
  vi.advanceTimersByTime(1)
  expect(foyer.stores.toast.getState()).toEqual({
    open: true,
    type: 'error',
    message: 'Transaction error',
    id: 2,
  })
})

test('behavior: only the last of several quick toasts shows', () => {
  const foyer = setup()
  foyer.showToast({ type: 'success', message: 'one' })
  foyer.showToast({ type: 'success', message: 'two' })
  foyer.showToast({ type: 'success', message: 'three' })
  vi.advanceTimersByTime(150)
  expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: 'three' })
  vi.advanceTimersByTime(1000)
  expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: 'three' })
})

test('behavior: loading toasts stay until hidden', () => {
  const foyer = setup()
  foyer.showToast({ type: 'loading', message: 'Authenticating...' })
  vi.advanceTimersByTime(60_000)
  expect(foyer.stores.toast.getState().open).toBe(true)
  foyer.hideToast()
  expect(foyer.stores.toast.getState().open).toBe(false)
})

test('behavior: the old auto-hide does not close the new toast early', () => {
  const foyer = setup()
  foyer.showToast({ type: 'success', message: 'one' })
  vi.advanceTimersByTime(2000)
  foyer.showToast({ type: 'success', message: 'two' })
  vi.advanceTimersByTime(150 + 600)
  expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: 'two' })
  vi.advanceTimersByTime(1900)
  expect(foyer.stores.toast.getState().open).toBe(false)
})

test('behavior: destroy cancels pending toasts', () => {
  const foyer = setup()
  foyer.showToast({ type: 'success', message: 'one' })
  foyer.showToast({ type: 'success', message: 'two' })
  foyer.destroy()
  vi.advanceTimersByTime(5000)
  expect(foyer.stores.toast.getState()).toMatchObject({ open: false, message: 'one' })
})

test('behavior: a toast shown on a view goes when the view changes or the modal closes', () => {
  const foyer = setup()
  foyer.open({ view: 'Account' })
  foyer.showToast({ type: 'success', message: 'Address copied' })
  foyer.push('Networks')
  expect(foyer.stores.toast.getState().open).toBe(false)
  foyer.showToast({ type: 'error', message: 'Failed to switch network' })
  expect(foyer.stores.toast.getState().open).toBe(true)
  foyer.close()
  expect(foyer.stores.toast.getState().open).toBe(false)
})

test('behavior: a queued toast of a view that is left never shows', () => {
  const foyer = setup()
  foyer.open({ view: 'Account' })
  foyer.showToast({ type: 'success', message: 'one' })
  foyer.showToast({ type: 'success', message: 'two' })
  foyer.goBack()
  vi.advanceTimersByTime(150)
  expect(foyer.stores.toast.getState().open).toBe(false)
})

test('behavior: keepOnNavigate and toasts shown with the modal closed outlive navigation', () => {
  const foyer = setup()
  foyer.showToast({ type: 'success', message: 'Transaction started' })
  foyer.open()
  expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: 'Transaction started' })
  foyer.showToast({ type: 'error', message: 'A problem occurred', keepOnNavigate: true })
  vi.advanceTimersByTime(150)
  foyer.reset('Connect')
  foyer.push('AllWallets')
  expect(foyer.stores.toast.getState()).toMatchObject({ open: true, message: 'A problem occurred' })
})
