import fc from 'fast-check'
// viem is the outside reference here (tests only); product code in core never imports it.
import { getAddress } from 'viem/utils'
import { expect, test } from 'vitest'
import { checksumAddress, hasValidChecksum } from './checksumAddress.js'

test('default: the EIP-55 form, as viem computes it', () => {
  expect(checksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
      const lower = `0x${Buffer.from(bytes).toString('hex')}`
      expect(checksumAddress(lower)).toBe(getAddress(lower))
    }),
  )
})

test('behavior: all lower, all upper or a right checksum; a wrong checksum or length is refused', () => {
  expect(hasValidChecksum('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(true)
  expect(hasValidChecksum('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toBe(true)
  expect(hasValidChecksum('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(hasValidChecksum('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  expect(hasValidChecksum('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false)
  expect(hasValidChecksum('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
})
