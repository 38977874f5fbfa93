import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatAmount, parseAmount } from './units.js'

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
