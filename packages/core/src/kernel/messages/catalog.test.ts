import { afterEach, expect, test, vi } from 'vitest'

// The node tests share each worker's module cache: the catalog these tests load stays the one the next
// file imports, so it is left in English, as every other test expects.
afterEach(async () => {
  const catalog = await import('./catalog.js')
  await catalog.loadLocale('en')
})

test("behavior: a package's loader registered while a language loads brings its texts in that language too", async () => {
  vi.resetModules()
  const catalog = await import('./catalog.js')
  catalog.registerEnglish({ 'package.greeting': 'Hello' })
  const loading = catalog.loadLocale('de')
  // The package's chunk arrives while core's German texts are still on their way.
  catalog.registerCatalogLoader(async (locale) =>
    locale === 'de' ? { 'package.greeting': 'Hallo' } : undefined,
  )
  await loading
  expect(catalog.activeLocale()).toBe('de')
  expect(catalog.lookupMessage('package.greeting')).toBe('Hallo')
  expect(catalog.lookupMessage('error.unknown')).not.toBe('Something went wrong')
})

test('behavior: a later language wins over one still loading, whatever registers meanwhile', async () => {
  vi.resetModules()
  const catalog = await import('./catalog.js')
  const first = catalog.loadLocale('de')
  catalog.registerCatalogLoader(async (locale) => ({ 'package.greeting': `in ${locale}` }))
  const second = catalog.loadLocale('fr')
  await Promise.all([first, second])
  expect(catalog.activeLocale()).toBe('fr')
  expect(catalog.lookupMessage('package.greeting')).toBe('in fr')
})
