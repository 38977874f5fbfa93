import { expect, test } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

test('default', () => {
  expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
})

test('behavior: 0x prefix is optional', () => {
  expect(isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
})

test('behavior: exactly 40 hex characters', () => {
  expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false)
  expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922666')).toBe(false)
  expect(isEvmAddress('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  expect(isEvmAddress('')).toBe(false)
  expect(isEvmAddress(null)).toBe(false)
})
