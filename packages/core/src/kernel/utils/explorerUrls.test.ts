import { expect, test } from 'vitest'
import { devnet2, mainnet, solanaDevnet } from '../../test/testNetworks.js'
import { getExplorerAddressUrl, getExplorerTransactionUrl } from './explorerUrls.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

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

test('behavior: on Solana an address is an /account/ page (Solscan), a transaction a /tx/ page', () => {
  expect(getExplorerAddressUrl(solanaDevnet, solanaAddress)).toBe(
    `https://solscan.io/account/${solanaAddress}`,
  )
  expect(getExplorerTransactionUrl(solanaDevnet, signature)).toBe(`https://solscan.io/tx/${signature}`)
})

test('behavior: Bitcoin pages are mempool.space’s /address/ and /tx/, Polkadot’s Subscan /account/ and /extrinsic/', () => {
  const bitcoin = {
    ...mainnet,
    chainNamespace: 'bip122' as const,
    blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  }
  const polkadot = {
    ...mainnet,
    chainNamespace: 'polkadot' as const,
    blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  }
  const segwit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
  const ss58 = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
  expect(getExplorerAddressUrl(bitcoin, segwit)).toBe(`https://mempool.space/address/${segwit}`)
  expect(getExplorerTransactionUrl(bitcoin, 'ab'.repeat(32))).toBe(
    `https://mempool.space/tx/${'ab'.repeat(32)}`,
  )
  expect(getExplorerAddressUrl(polkadot, ss58)).toBe(`https://polkadot.subscan.io/account/${ss58}`)
  expect(getExplorerTransactionUrl(polkadot, `0x${'cd'.repeat(32)}`)).toBe(
    `https://polkadot.subscan.io/extrinsic/0x${'cd'.repeat(32)}`,
  )
})

test('behavior: the explorer URL’s query (a Solscan cluster) stays after the page', () => {
  for (const url of ['https://solscan.io?cluster=devnet', 'https://solscan.io/?cluster=devnet']) {
    const network = { ...solanaDevnet, blockExplorers: { default: { name: 'Solscan', url } } }
    expect(getExplorerAddressUrl(network, solanaAddress)).toBe(
      `https://solscan.io/account/${solanaAddress}?cluster=devnet`,
    )
    expect(getExplorerTransactionUrl(network, signature)).toBe(
      `https://solscan.io/tx/${signature}?cluster=devnet`,
    )
  }
})
