import { describe, expect, test } from 'vitest'
import { en } from './en.js'
import { locales } from './locales/index.js'
import { createTranslator } from './messages.js'

const TAGS = [
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
]

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort()

describe('catalogs', () => {
  test('the frame speaks the modal’s 19 other languages', () => {
    expect(Object.keys(locales).sort()).toEqual([...TAGS].sort())
  })

  test.each(TAGS)('%s has exactly the keys of en', (tag) => {
    expect(Object.keys(locales[tag] ?? {}).sort()).toEqual(Object.keys(en).sort())
  })

  test.each(TAGS)('%s keeps the placeholders of en, and translates', (tag) => {
    const catalog = locales[tag] ?? {}
    for (const [key, english] of Object.entries(en)) {
      const text = catalog[key as keyof typeof en]
      expect(typeof text, `${tag} ${key}`).toBe('string')
      expect(text?.trim(), `${tag} ${key}`).not.toBe('')
      expect(placeholders(text ?? ''), `${tag} ${key}`).toEqual(placeholders(english))
    }
  })
})

describe('createTranslator', () => {
  test.each([
    ['de-CH', 'de'],
    ['zh-HK', 'zh-TW'],
    ['pt-BR', 'pt'],
    ['xx', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (requested, locale) => {
    expect(createTranslator(requested).locale).toBe(locale)
  })

  test('texts come from the matched catalog', () => {
    expect(createTranslator('de-CH').t('consent.reject')).toBe('Ablehnen')
    expect(createTranslator('xx').t('consent.reject')).toBe(en['consent.reject'])
  })

  test.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['de', 'ltr'],
    ['en', 'ltr'],
  ])('%s is written %s', (requested, dir) => {
    expect(createTranslator(requested).dir).toBe(dir)
  })

  test('a value is put in as given', () => {
    const origin = 'https://<b>app</b>.example'
    expect(createTranslator('en').t('consent.site', { origin })).toBe(`${origin} asks you to approve this.`)
    expect(createTranslator('de').t('password.tooShort', { count: 12 })).toBe(
      'Verwende mindestens 12 Zeichen.',
    )
    expect(createTranslator('fr').t('consent.unknownNetwork', { chainId: 8453 })).toBe('Chaîne 8453')
  })
})
