import type { Network } from '@foyer/core'
import { solanaDevnet } from '@foyer/core/test'

/** Solana devnet as a Foyer network (core's shared test network). */
export const testDevnet: Network = solanaDevnet

/** Solana mainnet as a Foyer network. */
export const testMainnet: Network = {
  ...solanaDevnet,
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  testnet: false,
}

/** A local cluster (any other genesis: 'solana:localnet' for wallets) served at `url`. */
export function localNetwork(caipNetworkId: `solana:${string}`, url: string): Network {
  return {
    id: caipNetworkId.slice('solana:'.length),
    caipNetworkId,
    name: 'Solana Localnet',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [url] } },
    testnet: true,
  }
}
