import { expect, test } from 'vitest'
import { accountAddressKey } from './accountAddressKey.js'

test('default: an EVM address in lower case', () => {
  expect(accountAddressKey('eip155:1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
    '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  )
})

test('behavior: other namespaces keep the address as given (base58 is case-sensitive)', () => {
  const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  expect(accountAddressKey('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address)).toBe(address)
  expect(accountAddressKey('bip122:000000000019d6689c085ae165831e93', 'bc1QAbc')).toBe('bc1QAbc')
  // Only the eip155 namespace itself, not a namespace that merely starts with its letters.
  expect(accountAddressKey('eip155x:1', '0xAB')).toBe('0xAB')
})
