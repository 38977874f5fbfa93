import { locales } from '@foyer/core/messages'
import { catalogProblems } from '@foyer/core/test'
import { expect, test } from 'vitest'
import type { Catalog } from './messages.js'
import { messages } from './messages.js'

const translated = locales.filter((locale) => locale !== 'en')

test.each(translated)('catalog %s: every key, the same placeholders', async (locale) => {
  // One file at a time (not locales/index.ts) so that a broken catalog names its language.
  const texts: Catalog = (await import(`./locales/${locale}.ts`)).messages
  expect(catalogProblems(messages, texts)).toEqual([])
  const copied = Object.keys(messages).filter(
    (key) => texts[key as keyof typeof messages] === messages[key as keyof typeof messages],
  )
  expect(copied.length).toBeLessThan(Object.keys(messages).length * 0.15)
})
