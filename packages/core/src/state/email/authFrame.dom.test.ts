// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
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
