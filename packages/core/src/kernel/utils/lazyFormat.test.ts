import { expect, it, vi } from 'vitest'
import { lazyFormat, lazyFormatPer } from './lazyFormat.js'

it('makes the formatter on the first use only, and gives the same one after', () => {
  const make = vi.fn(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }))
  const usd = lazyFormat(make)
  expect(make).not.toHaveBeenCalled()
  expect(usd().format(1234.5)).toBe('$1,234.50')
  expect(usd()).toBe(usd())
  expect(make).toHaveBeenCalledTimes(1)
})

it('per key: one formatter for each key, made on its first use with that key', () => {
  const make = vi.fn((locale: string) => new Intl.PluralRules(locale))
  const plural = lazyFormatPer(make)
  expect(make).not.toHaveBeenCalled()
  expect(plural('en').select(1)).toBe('one')
  expect(plural('ar').select(2)).toBe('two')
  expect(plural('en')).toBe(plural('en'))
  expect(plural('en')).not.toBe(plural('ar'))
  expect(make.mock.calls).toEqual([['en'], ['ar']])
})
