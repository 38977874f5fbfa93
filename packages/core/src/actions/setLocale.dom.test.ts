import { afterEach, expect, test, vi } from 'vitest'
import { activeLocale } from '../kernel/messages/catalog.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { setLocale } from './setLocale.js'

afterEach(async () => {
  await setLocale('en')
  vi.restoreAllMocks()
})

test('default: in a browser, createFoyer shows the `locale` option’s language', async () => {
  createTestFoyer({ options: { locale: 'de-CH' } })
  await vi.waitFor(() => expect(activeLocale()).toBe('de'))
})

test("behavior: without the option, the browser's first language Foyer has", async () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'nl-BE', 'en'])
  createTestFoyer()
  await vi.waitFor(() => expect(activeLocale()).toBe('nl'))
})
