// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { loadScriptChunk } from './loadScriptChunk.js'

// jsdom fetches and runs no script: the tests play the browser's part, firing the element's load or error
// event (and, for a load, defining what the chunk's IIFE would).

const chunk = { src: 'frame.0123456789abcdef.js', integrity: 'sha384-abc', globalName: 'foyerTestChunk' }
const view = window as unknown as Record<string, unknown>

afterEach(() => {
  delete view.foyerTestChunk
  document.head.replaceChildren()
})

const scriptOf = () => document.head.querySelector('script')

test('default: a same-origin script element with its integrity; resolves with what the chunk defined', async () => {
  const loading = loadScriptChunk<{ answer: number }>(document, chunk)
  const script = scriptOf()
  expect(script?.getAttribute('src')).toBe('frame.0123456789abcdef.js')
  expect(script?.getAttribute('integrity')).toBe('sha384-abc')
  expect(script?.textContent).toBe('')
  view.foyerTestChunk = { answer: 42 }
  script?.dispatchEvent(new Event('load'))
  expect(await loading).toEqual({ answer: 42 })
})

test('error: a failed download (or an integrity mismatch) rejects and removes the element', async () => {
  const loading = loadScriptChunk(document, chunk)
  scriptOf()?.dispatchEvent(new Event('error'))
  await expect(loading).rejects.toThrow('The script frame.0123456789abcdef.js could not be loaded')
  expect(scriptOf()).toBeNull()
})

test('error: a script that defined nothing rejects', async () => {
  const loading = loadScriptChunk(document, chunk)
  scriptOf()?.dispatchEvent(new Event('load'))
  await expect(loading).rejects.toThrow('defined no foyerTestChunk')
  expect(scriptOf()).toBeNull()
})
