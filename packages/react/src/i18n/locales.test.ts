import { locales } from '@foyer/core'
import { catalogProblems } from '@foyer/core/test'
import { expect, test } from 'vitest'
import { uiMessages } from './en.js'
import { loadUiCatalog } from './loadUiCatalog.js'

const translated = locales.filter((locale) => locale !== 'en')

test.each(translated)('catalog %s: every key, the same placeholders', async (locale) => {
  const texts = await loadUiCatalog(locale)
  expect(catalogProblems(uiMessages, texts)).toEqual([])
  const copied = Object.keys(uiMessages).filter(
    (key) => texts[key] === uiMessages[key as keyof typeof uiMessages],
  )
  expect(copied.length).toBeLessThan(Object.keys(uiMessages).length * 0.15)
})
