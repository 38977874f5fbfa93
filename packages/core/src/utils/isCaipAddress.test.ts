import { expect, test } from 'vitest'
import { isCaipAddress } from './isCaipAddress.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'

test('default', () => {
  expect(isCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(
    isCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
  ).toBe(true)
})

test('behavior: exactly three non-empty parts with a known namespace', () => {
  expect(isCaipAddress('eip155:1')).toBe(false)
  expect(isCaipAddress('eip155:1:0xabc:0xdef')).toBe(false)
  expect(isCaipAddress('eip155::0xabc')).toBe(false)
  expect(isCaipAddress('eip155:1:')).toBe(false)
  expect(isCaipAddress('cosmos:1:0xabc')).toBe(false)
  expect(isCaipAddress(42)).toBe(false)
})

test('isCaipNetworkId: exactly two parts', () => {
  expect(isCaipNetworkId('eip155:1')).toBe(true)
  expect(isCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(true)
  expect(isCaipNetworkId('eip155')).toBe(false)
  expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
  expect(isCaipNetworkId('eip155:')).toBe(false)
  expect(isCaipNetworkId('cosmos:1')).toBe(false)
  expect(isCaipNetworkId(undefined)).toBe(false)
})
