import { expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

test('isSolanaAddress: 32 to 44 base58 characters', () => {
  expect(isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
  expect(isSolanaAddress('1'.repeat(32))).toBe(true)
  expect(isSolanaAddress('1'.repeat(31))).toBe(false)
  expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  // 0, O, I and l are not base58
  expect(isSolanaAddress(`0${'1'.repeat(40)}`)).toBe(false)
  expect(isSolanaAddress(`O${'1'.repeat(40)}`)).toBe(false)
  expect(isSolanaAddress(`I${'1'.repeat(40)}`)).toBe(false)
  expect(isSolanaAddress(`l${'1'.repeat(40)}`)).toBe(false)
  expect(isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
})
