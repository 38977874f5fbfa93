import { expect, test } from 'vitest'
import { catalogProblems } from '../../test/catalogProblems.js'
import { messages } from './en.js'
import { loadCoreCatalog } from './loadCoreCatalog.js'
import { isLanguageTag, localeDirection, locales, matchLocale } from './locales.js'

const translated = locales.filter((locale) => locale !== 'en')

test.each(translated)('catalog %s: every key, the same placeholders', async (locale) => {
  const texts = await loadCoreCatalog(locale)
  expect(catalogProblems(messages, texts)).toEqual([])
  // A catalog that copies English is not a translation (names like WalletConnect stay as they are).
  const copied = Object.keys(messages).filter((key) => texts[key] === messages[key as keyof typeof messages])
  expect(copied.length).toBeLessThan(Object.keys(messages).length * 0.15)
})

test('behavior: Arabic and Hebrew run right to left', () => {
  expect(localeDirection('ar')).toBe('rtl')
  expect(localeDirection('he')).toBe('rtl')
  expect(localeDirection('fr')).toBe('ltr')
})

test('behavior: matchLocale takes the first language it has, by region and script', () => {
  expect(matchLocale(['sw-KE', 'de-AT', 'en'])).toBe('de')
  expect(matchLocale(['nl-BE'])).toBe('nl')
  expect(matchLocale(['SV-se'])).toBe('sv')
  expect(matchLocale(['not a tag', 'en-GB'])).toBe('en')
  expect(matchLocale(['not a tag', 'sw'])).toBeUndefined()
  expect(matchLocale([])).toBeUndefined()
  expect(matchLocale(['fr-CA', 'en'])).toBe('fr')
  expect(matchLocale(['pt-BR'])).toBe('pt')
  expect(matchLocale(['iw-IL'])).toBe('he')
  expect(matchLocale(['zh'])).toBe('zh-CN')
  expect(matchLocale(['zh-SG'])).toBe('zh-CN')
  expect(matchLocale(['zh-Hant'])).toBe('zh-TW')
  expect(matchLocale(['zh-HK'])).toBe('zh-TW')
  expect(matchLocale(['ar-EG'])).toBe('ar')
})

test('rule: at least 20 languages, Arabic and Hebrew among them', () => {
  expect(locales.length).toBeGreaterThanOrEqual(20)
  expect(locales).toEqual(expect.arrayContaining(['en', 'ar', 'he']))
})

test('behavior: isLanguageTag accepts BCP 47 tags only', () => {
  expect(isLanguageTag('pt-BR')).toBe(true)
  expect(isLanguageTag('zh-Hant-TW')).toBe(true)
  expect(isLanguageTag('english please')).toBe(false)
  expect(isLanguageTag('')).toBe(false)
})
