import { createFoyer, getExplorerAddressUrl } from '@foyer/core'
import { expect, test } from 'vitest'
import { toSolanaChain } from './internal/toSolanaChain.js'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './networks.js'

test('default: the three public clusters, each named by its genesis hash, in SOL', () => {
  expect(
    [solanaMainnet, solanaDevnet, solanaTestnet].map((network) => toSolanaChain(network.caipNetworkId)),
  ).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
  for (const network of [solanaMainnet, solanaDevnet, solanaTestnet]) {
    expect(network.caipNetworkId).toBe(`solana:${network.id}`)
    expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  }
  expect([solanaMainnet.testnet, solanaDevnet.testnet, solanaTestnet.testnet]).toEqual([false, true, true])
})

test('behavior: a host can use them as they are; an address links to its Solscan page on the right cluster', () => {
  const foyer = createFoyer({ projectId: 'test', networks: [solanaMainnet, solanaDevnet, solanaTestnet] })
  expect(foyer.stores.chains.getState().chains.solana?.networkState.requestedCaipNetworks).toHaveLength(3)
  const address = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
  expect(getExplorerAddressUrl(solanaDevnet, address)).toBe(
    `https://solscan.io/account/${address}?cluster=devnet`,
  )
  expect(getExplorerAddressUrl(solanaMainnet, address)).toBe(`https://solscan.io/account/${address}`)
  foyer.destroy()
})
