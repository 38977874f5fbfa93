import { expect, test } from 'vitest'
import { devnet2, mainnet } from '../../test/testNetworks.js'
import { getExplorerAddressUrl, getExplorerTransactionUrl } from './explorerUrls.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('default', () => {
  expect(getExplorerAddressUrl(mainnet, address)).toBe(`https://etherscan.io/address/${address}`)
})

test('behavior: trailing slash', () => {
  const network = { ...mainnet, blockExplorers: { default: { name: 'X', url: 'https://x.io/' } } }
  expect(getExplorerAddressUrl(network, address)).toBe(`https://x.io/address/${address}`)
})

test('behavior: no explorer', () => {
  expect(getExplorerAddressUrl(devnet2, address)).toBeUndefined()
  expect(getExplorerAddressUrl(undefined, address)).toBeUndefined()
})

test('behavior: a transaction page', () => {
  const hash = `0x${'ab'.repeat(32)}`
  expect(getExplorerTransactionUrl(mainnet, hash)).toBe(`https://etherscan.io/tx/${hash}`)
  expect(getExplorerTransactionUrl(devnet2, hash)).toBeUndefined()
})
