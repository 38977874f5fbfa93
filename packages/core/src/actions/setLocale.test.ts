import { afterEach, expect, test, vi } from 'vitest'
import { activeLocale, registerCatalogLoader, subscribeCatalog } from '../kernel/messages/catalog.js'
import { t } from '../kernel/messages/t.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { setLocale } from './setLocale.js'

afterEach(async () => {
  await setLocale('en')
  vi.restoreAllMocks()
})

test('default: core speaks the chosen language once its texts load', async () => {
  expect(t('error.networkNotFound')).toBe('Network not found')
  await expect(setLocale('de-AT')).resolves.toBe('de')
  expect(activeLocale()).toBe('de')
  expect(t('error.networkNotFound')).not.toBe('Network not found')
  await setLocale('en')
  expect(t('error.networkNotFound')).toBe('Network not found')
})

test('behavior: a language without a catalog shows English and says so', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  await expect(setLocale(['sw-KE'])).resolves.toBe('en')
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('sw-KE'))
})

test("behavior: listeners hear of the change; a package's loader adds its texts to the language", async () => {
  const heard = vi.fn()
  const stop = subscribeCatalog(heard)
  registerCatalogLoader(async (locale) => (locale === 'de' ? { 'test.greeting': 'Hallo' } : undefined))
  await setLocale('de')
  expect(heard).toHaveBeenCalledTimes(1)
  expect(t('test.greeting' as never)).toBe('Hallo')
  stop()
})

test('behavior: when a chunk fails to load, the current language stays', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  await setLocale('nl')
  registerCatalogLoader(async (locale) => {
    if (locale === 'sv') throw new Error('chunk failed')
    return undefined
  })
  await expect(setLocale('sv')).resolves.toBe('nl')
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('sv'), expect.any(Error))
})

test('behavior: the later of two quick choices wins', async () => {
  const first = setLocale('sv')
  const second = setLocale('de')
  await Promise.all([first, second])
  expect(activeLocale()).toBe('de')
})

test('behavior: createFoyer refuses a locale that is not a language tag', () => {
  expect(() => createTestFoyer({ options: { locale: 'english please' } })).toThrow(/locale/)
})

test('behavior: outside a browser createFoyer leaves the language alone (a server renders English)', () => {
  createTestFoyer({ options: { locale: 'de' } })
  expect(activeLocale()).toBe('en')
})
