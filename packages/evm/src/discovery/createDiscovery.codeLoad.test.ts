import { CodeLoadError } from '@foyer/core'
import { expect, test, vi } from 'vitest'
import { createFakeWindow } from '../test/index.js'
import { createDiscovery } from './createDiscovery.js'

// The announcement checks load with the wallet list (and before any action). When that download fails,
// the wallet list or the action meets a CodeLoadError, and the next prepare downloads the checks again.
let downloads = 0
vi.mock('./discoveryChecks.js', async (importOriginal) => {
  downloads++
  if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

test('error: checks that cannot be downloaded are a CodeLoadError; the next prepare loads them', async () => {
  const discovery = createDiscovery(createFakeWindow())

  await expect(discovery.prepare()).rejects.toBeInstanceOf(CodeLoadError)
  await expect(discovery.prepare()).resolves.toBeUndefined()
  expect(downloads).toBe(2)
})
