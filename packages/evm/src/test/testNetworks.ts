import type { Network } from '@foyer/core'

/** The local Hardhat chain as a Foyer network. */
export const testNetwork: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Foyer Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Devscan', url: 'https://devscan.example' } },
  testnet: true,
}

export function networkWith(overrides: Partial<Network>): Network {
  return { ...testNetwork, ...overrides }
}
