import { expect, it, vi } from 'vitest'
import { lazyFormat } from './lazyFormat.js'

it('makes the formatter on the first use only, and gives the same one after', () => {
  const make = vi.fn(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }))
  const usd = lazyFormat(make)
  expect(make).not.toHaveBeenCalled()
  expect(usd().format(1234.5)).toBe('$1,234.50')
  expect(usd()).toBe(usd())
  expect(make).toHaveBeenCalledTimes(1)
})
