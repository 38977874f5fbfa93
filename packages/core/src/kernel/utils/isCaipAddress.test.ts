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

test('behavior: the CAIP-2 and CAIP-10 grammars, not a count of parts', () => {
  const refused = [
    'eip155:01', // EIP-155 chain ids are decimal without a leading zero
    'eip155:01x',
    'eip155:0x1',
    `solana:${'a'.repeat(33)}`, // references are 1-32 characters
    'eip155:1 ', // spaces
    'eip155: 1',
    'eip155:1/2', // slashes
    'eip155:١٢', // non-ASCII digits
    'EIP155:1', // namespaces are lower case
  ]
  for (const value of refused) expect(isCaipNetworkId(value), value).toBe(false)
  expect(isCaipNetworkId(`solana:${'a'.repeat(32)}`)).toBe(true)
  expect(isCaipNetworkId('eip155:0')).toBe(true)

  expect(isCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${'a'.repeat(128)}`)).toBe(true)
  const refusedAddresses = [
    `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${'a'.repeat(129)}`, // account addresses are 1-128 characters
    'eip155:01:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226 ',
    'eip155:1:0xf39F/d6e',
    'eip155:1:0x١٢',
  ]
  for (const value of refusedAddresses) expect(isCaipAddress(value), value).toBe(false)
})
