import { expect, test, vi } from 'vitest'
import { formatFiat } from './formatFiat.js'

test('default', () => {
  expect(formatFiat(1234.5)).toBe('$1,234.50')
})

test('behavior: two decimals, rounded', () => {
  expect(formatFiat(0)).toBe('$0.00')
  expect(formatFiat(0.005)).toBe('$0.01')
  expect(formatFiat('99.999')).toBe('$100.00')
})

test('behavior: unparsable shows $0.00', () => {
  expect(formatFiat('n/a')).toBe('$0.00')
})

/** The reference: ICU's en-US dollars, as the product formatted them before it wrote its own. */
const intl = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

test("rule: it writes every amount as Intl's en-US dollars do", () => {
  const edges = [
    0,
    -0,
    0.001,
    -0.001,
    0.004999,
    0.005,
    0.045,
    1.005,
    -1.005,
    2.675,
    1.015,
    8.345,
    0.125,
    999.995,
    999_999.995,
    1234.5,
    -1234.5,
    1e-7,
    -1e-7,
    123_456_789.125,
    2 ** 53,
    9.999_999_999_999e20,
    1e21,
    1.5e25,
    Number.MAX_SAFE_INTEGER / 3,
    0.1 + 0.2,
  ]
  for (const value of edges) expect(formatFiat(value), String(value)).toBe(intl.format(value))
  // Amounts of every size, and halves at the third decimal, drawn from a fixed sequence.
  let seed = 7
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647
    return seed / 2_147_483_647
  }
  for (let i = 0; i < 5000; i++) {
    const scale = 10 ** Math.floor(next() * 12 - 3)
    const value = (next() - 0.3) * scale
    const half = Math.round(value * 1000) / 1000
    for (const amount of [value, half, Number(value.toFixed(3))])
      expect(formatFiat(amount), String(amount)).toBe(intl.format(amount))
  }
  expect(formatFiat('-12.345')).toBe(intl.format(-12.345))
})

test("rule: it does not make Intl's formatter for amounts JavaScript writes without an exponent", async () => {
  vi.resetModules()
  const made = vi.spyOn(Intl, 'NumberFormat')
  try {
    const fresh = await import('./formatFiat.js')
    fresh.formatFiat(1234.5)
    fresh.formatFiat('0.1')
    expect(made).not.toHaveBeenCalled()
  } finally {
    made.mockRestore()
  }
})
