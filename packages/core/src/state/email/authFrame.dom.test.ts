// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { FRAME_READY_TIMEOUT_MS } from '../../api/frame/createFrameClient.js'
import { FrameLoadError } from '../../kernel/errors/frame.js'
import { t } from '../../kernel/messages/t.js'
import { createTestFoyer } from '../../test/createTestFoyer.js'
import { getAuthFrame } from './authFrame.js'

afterEach(() => {
  document.body.replaceChildren()
})

/** The login frame's address as the instance loads it (the iframe is added at once; READY never comes). */
function loadFrame(options: { enableLogger?: boolean }) {
  const { foyer } = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame', ...options } })
  getAuthFrame(foyer).catch(() => undefined)
  return {
    foyer,
    src: async () => {
      await expect.poll(() => document.getElementById('w3m-iframe')).not.toBeNull()
      return new URL((document.getElementById('w3m-iframe') as HTMLIFrameElement).src)
    },
  }
}

test('default: the login frame is loaded with enableLogger=false', async () => {
  const { foyer, src } = loadFrame({})
  expect((await src()).searchParams.get('enableLogger')).toBe('false')
  foyer.destroy()
})

test('parameters: enableLogger: true reaches the login frame, which then logs what it does', async () => {
  const { foyer, src } = loadFrame({ enableLogger: true })
  const url = await src()
  expect(url.searchParams.get('enableLogger')).toBe('true')
  expect(url.searchParams.get('projectId')).toBe(foyer.options.projectId)
  foyer.destroy()
})

test('behavior: a login frame that never says READY raises "Invalid App Configuration" (the frame one) and rejects', async () => {
  vi.useFakeTimers()
  try {
    const { foyer } = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
    const loading = getAuthFrame(foyer)
    const failed = expect(loading).rejects.toBeInstanceOf(FrameLoadError)
    await vi.advanceTimersByTimeAsync(FRAME_READY_TIMEOUT_MS)
    await failed
    expect(foyer.stores.alert.getState().key).toBe('alert.frameUnavailable')
    expect(t('alert.frameUnavailable')).toBe('Invalid App Configuration')
    foyer.destroy()
  } finally {
    vi.useRealTimers()
  }
})
