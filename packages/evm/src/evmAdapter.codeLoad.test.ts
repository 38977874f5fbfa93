import { CodeLoadError } from '@foyer/core'
import { expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import { createFakeWindow, createRecordingEvents } from './test/index.js'

// The adapter's actions load with its first operation. When that download fails (offline after the page
// loaded, a deploy in progress), the operation rejects with a CodeLoadError that core shows in the page's
// language, and the next operation downloads the actions again.
let downloads = 0
vi.mock('./actions/index.js', () => {
  downloads++
  if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return { disconnect: async () => undefined }
})

test('error: actions that cannot be downloaded are a CodeLoadError; the next operation loads them', async () => {
  const adapter = evmAdapter({ window: createFakeWindow() })
  adapter.setup(createRecordingEvents())

  const failure = await adapter.disconnect({ connectorId: 'injected' }).catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(CodeLoadError)
  expect(failure).toMatchObject({ code: 'CODE_LOAD_FAILED' })

  await expect(adapter.disconnect({ connectorId: 'injected' })).resolves.toBeUndefined()
  expect(downloads).toBe(2)
})
