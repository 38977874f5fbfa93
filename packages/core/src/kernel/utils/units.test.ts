import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatAmount, normalizeTypedAmount, parseAmount, roundDownSignificant } from './units.js'

describe('amounts', () => {
  test.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 18, 15n * 10n ** 17n],
    ['.25', 6, 250_000n],
    ['12.', 6, 12_000_000n],
    ['0.00000001', 8, 1n],
    ['007', 0, 7n],
  ])('parseAmount(%s, %i)', (text, decimals, units) => {
    expect(parseAmount(text, decimals)).toBe(units)
  })

  test.each([
    ['', 18],
    ['abc', 18],
    ['1.2.3', 18],
    ['-1', 18],
    ['1e5', 18],
    ['0.0000001', 6],
    ['1,5', 18],
  ])('behavior: %j is not an amount with %i decimals', (text, decimals) => {
    expect(parseAmount(text, decimals)).toBeUndefined()
  })

  test.each([
    [32_999_999_999_999_999n, 18, '0.0329999'],
    [2_970_000_000n, 6, '2970'],
    [2_970_123_456n, 6, '2970.12'],
    [1_234_567_891_234n, 6, '1234567'],
    [1n, 18, '0.000000000000000001'],
    [0n, 18, '0'],
  ])('roundDownSignificant(%s, %i, 6) is %s', (units, decimals, text) => {
    expect(formatAmount(roundDownSignificant(units, decimals, 6), decimals)).toBe(text)
  })

  test('behavior: rounding down to significant digits never goes up, and keeps the whole part', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 36 }),
        fc.integer({ min: 1, max: 10 }),
        (units, decimals, digits) => {
          const rounded = roundDownSignificant(units, decimals, digits)
          expect(rounded).toBeLessThanOrEqual(units)
          const scale = 10n ** BigInt(decimals)
          expect(rounded / scale).toBe(units / scale)
          const significant = rounded.toString().replace(/0+$/, '').length
          expect(significant).toBeLessThanOrEqual(Math.max(digits, (units / scale).toString().length))
        },
      ),
    )
  })

  test('behavior: format and parse are inverse for every amount and decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 36 }),
        (units, decimals) => {
          expect(parseAmount(formatAmount(units, decimals), decimals)).toBe(units)
        },
      ),
    )
  })
})

describe('typed amounts', () => {
  test("behavior: the language's decimal comma and other scripts' digits read as the amount they mean", () => {
    expect(normalizeTypedAmount('0,5', 'de')).toBe('0.5')
    expect(normalizeTypedAmount('0.5', 'de')).toBe('0.5')
    expect(normalizeTypedAmount('12,25', 'fr')).toBe('12.25')
    expect(normalizeTypedAmount('\u0661\u066b\u0665', 'ar')).toBe('1.5')
    expect(normalizeTypedAmount('\u06f2', 'en')).toBe('2')
    expect(parseAmount(normalizeTypedAmount('0,25', 'sv'), 18)).toBe(250000000000000000n)
  })

  test('rule: a thousands comma is not a decimal point, and two separators stay invalid', () => {
    expect(normalizeTypedAmount('1,000', 'en')).toBe('1,000')
    expect(parseAmount(normalizeTypedAmount('1,000', 'en'), 18)).toBeUndefined()
    expect(parseAmount(normalizeTypedAmount('1,000.5', 'de'), 18)).toBeUndefined()
  })
})
