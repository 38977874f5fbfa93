import { afterEach, expect, test, vi } from 'vitest'
import { adoptShadowStyle } from './shadowStyle.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A shadow root as adoptShadowStyle sees it: its adopted sheets (jsdom has no constructed sheets). */
function fakeRoot(): ShadowRoot {
  vi.stubGlobal(
    'CSSStyleSheet',
    class {
      replaceSync() {
        // Parsing is the browser's; the test counts adoptions only.
      }
    },
  )
  return { adoptedStyleSheets: [] } as unknown as ShadowRoot
}

test("a feature's sheet stays adopted while another holder of it is still mounted", () => {
  const root = fakeRoot()
  const dropForm = adoptShadowStyle(root, '.swap-box { margin: 0 }')
  const dropList = adoptShadowStyle(root, '.swap-box { margin: 0 }')
  expect(root.adoptedStyleSheets).toHaveLength(1)
  dropForm()
  expect(root.adoptedStyleSheets).toHaveLength(1)
  dropList()
  expect(root.adoptedStyleSheets).toHaveLength(0)
})

test('dropping twice releases one hold, and other sheets keep their order', () => {
  const root = fakeRoot()
  const dropModal = adoptShadowStyle(root, '.card { width: 360px }')
  const dropFirst = adoptShadowStyle(root, '.otp { gap: 8px }')
  const dropSecond = adoptShadowStyle(root, '.otp { gap: 8px }')
  dropFirst()
  dropFirst()
  expect(root.adoptedStyleSheets).toHaveLength(2)
  dropSecond()
  expect(root.adoptedStyleSheets).toHaveLength(1)
  dropModal()
  expect(root.adoptedStyleSheets).toHaveLength(0)
})
