import { afterEach, expect, test, vi } from 'vitest'
import { createTestFoyer } from '../../test/createTestFoyer.js'
import { openHref } from './openHref.js'

afterEach(() => vi.unstubAllGlobals())

function stubWindow() {
  const calls: string[] = []
  vi.stubGlobal('location', { assign: (url: string) => calls.push(`assign ${url}`) })
  vi.stubGlobal('open', (url: string, target: string, features: string) =>
    calls.push(`open ${url} ${target} ${features}`),
  )
  return calls
}

test('behavior: on a desktop a web link opens in a new tab, so that the page keeps its pairing', () => {
  const calls = stubWindow()
  const { foyer } = createTestFoyer()
  openHref(foyer, 'https://wallet.example/wc?uri=x')
  openHref(foyer, 'acme://wc?uri=x')
  expect(calls).toEqual([
    'open https://wallet.example/wc?uri=x _blank noopener,noreferrer',
    'assign acme://wc?uri=x',
  ])
})

test('behavior: on a phone every link navigates (a universal link opens the app)', () => {
  const calls = stubWindow()
  const { foyer } = createTestFoyer({ options: { isMobile: () => true } })
  openHref(foyer, 'https://wallet.example/wc?uri=x')
  expect(calls).toEqual(['assign https://wallet.example/wc?uri=x'])
})

test('parameters: openHref', () => {
  const calls = stubWindow()
  const opened: string[] = []
  const { foyer } = createTestFoyer({ options: { openHref: (href) => opened.push(href) } })
  openHref(foyer, 'https://wallet.example/wc?uri=x')
  expect(opened).toEqual(['https://wallet.example/wc?uri=x'])
  expect(calls).toEqual([])
})
