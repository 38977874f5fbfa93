import { expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

test('default', () => {
  expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
})

test('behavior: no prefix', () => {
  expect(truncateAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe('7S3P…ArAaKv')
})

test('parameters: start and end', () => {
  expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { start: 6, end: 4 })).toBe(
    '0xf39Fd6…2266',
  )
})

test('behavior: short values are unchanged', () => {
  expect(truncateAddress('0x12345678901')).toBe('0x12345678901')
  expect(truncateAddress('alice.eth')).toBe('alice.eth')
})
