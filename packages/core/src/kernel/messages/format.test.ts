import { expect, test } from 'vitest'
import { formatMessage, messagePlaceholders } from './format.js'

const found = '{count, plural, one {# wallet found} other {# wallets found}}'

test('default: fills placeholders', () => {
  expect(formatMessage('Continue in {wallet}', { wallet: 'Lantern' }, 'en')).toBe('Continue in Lantern')
})

test('behavior: plurals follow the language, numbers are written its way', () => {
  expect(formatMessage(found, { count: 1 }, 'en')).toBe('1 wallet found')
  expect(formatMessage(found, { count: 1200 }, 'en')).toBe('1200 wallets found')
  const ru = '{count, plural, one {# кошелек} few {# кошелька} many {# кошельков} other {# кошелька}}'
  expect(formatMessage(ru, { count: 1 }, 'ru')).toBe('1 кошелек')
  expect(formatMessage(ru, { count: 3 }, 'ru')).toBe('3 кошелька')
  expect(formatMessage(ru, { count: 5 }, 'ru')).toBe('5 кошельков')
  expect(formatMessage(ru, { count: 1.5 }, 'ru')).toBe('1,5 кошелька')
  expect(formatMessage('{n} s', { n: 30000 }, 'de')).toBe('30000 s')
})

test('behavior: an exact =N branch wins over the category', () => {
  const text = '{count, plural, =0 {nothing} one {# item} other {# items}}'
  expect(formatMessage(text, { count: 0 }, 'en')).toBe('nothing')
  expect(formatMessage(text, { count: 2 }, 'en')).toBe('2 items')
})

test('behavior: Arabic plural forms and isolated values', () => {
  const text =
    '{count, plural, zero {لا محافظ} one {محفظة واحدة} two {محفظتان} few {# محافظ} many {# محفظة} other {# محفظة}}'
  expect(formatMessage(text, { count: 0 }, 'ar')).toBe('لا محافظ')
  expect(formatMessage(text, { count: 2 }, 'ar')).toBe('محفظتان')
  expect(formatMessage(text, { count: 3 }, 'ar')).toMatch(/^(3|٣) محافظ$/)
  // A Latin value in a right-to-left sentence is isolated so that it keeps its own order.
  expect(formatMessage('إلى {address}', { address: '0x12…ab' }, 'ar')).toBe('إلى \u20680x12…ab\u2069')
  expect(formatMessage('To {address}', { address: '0x12…ab' }, 'en')).toBe('To 0x12…ab')
})

test('behavior: a missing value keeps its placeholder; a broken template shows as written', () => {
  expect(formatMessage('Hi {name}', {}, 'en')).toBe('Hi {name}')
  expect(formatMessage(found, {}, 'en')).toBe('{count}')
  expect(formatMessage('{count, plural, one {#}', { count: 1 }, 'en')).toBe('{count, plural, one {#}')
  expect(formatMessage('no braces', { a: 1 }, 'en')).toBe('no braces')
})

test('behavior: messagePlaceholders names every placeholder, plural selectors and branches included', () => {
  expect(
    messagePlaceholders('Send {count, plural, one {# call to {to}} other {# calls}} from {from}'),
  ).toEqual(['count', 'from', 'to'])
  expect(messagePlaceholders('No placeholder')).toEqual([])
  expect(() => messagePlaceholders('{count, plural, one {#}}')).toThrow(/other/)
  expect(() => messagePlaceholders('{count, plural, lots {#} other {#}}')).toThrow(/lots/)
  expect(() => messagePlaceholders('a } b')).toThrow(/Unexpected/)
})
