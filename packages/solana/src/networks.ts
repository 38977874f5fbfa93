import type { Network } from '@foyer/core'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/**
 * A public Solana cluster as a Foyer network: CAIP-2 `solana:<first 32 characters of its genesis hash>`
 * (CAIP-30), the cluster's public RPC endpoint (rate-limited: give a network of your own provider's RPC
 * for production) and Solscan, on the cluster's page.
 */
function cluster(reference: string, name: string, rpc: string, solscan: string, testnet: boolean): Network {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    name,
    chainNamespace: 'solana',
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Solscan', url: solscan } },
    testnet,
  }
}

/** Solana mainnet-beta (spec section 9: the three Solana networks). */
export const solanaMainnet: Network = cluster(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'https://api.mainnet-beta.solana.com',
  'https://solscan.io',
  false,
)

/** Solana devnet. */
export const solanaDevnet: Network = cluster(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'https://api.devnet.solana.com',
  'https://solscan.io?cluster=devnet',
  true,
)

/** Solana testnet. */
export const solanaTestnet: Network = cluster(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'https://api.testnet.solana.com',
  'https://solscan.io?cluster=testnet',
  true,
)
