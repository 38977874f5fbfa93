import { base58 } from '@scure/base'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

test('encodeBase58 writes what @scure/base writes, leading zero bytes included', () => {
  expect(encodeBase58(new TextEncoder().encode('Hello'))).toBe('9Ajdvzr')
  expect(encodeBase58(new Uint8Array(32))).toBe('1'.repeat(32))
  expect(encodeBase58(new Uint8Array())).toBe('')
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
      const text = encodeBase58(bytes)
      expect(text).toBe(base58.encode(bytes))
      expect(decodeBase58(text)).toEqual(bytes)
    }),
  )
})
