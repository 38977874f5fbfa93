import type { Network } from '@foyer/core'
import { parseLocalChains } from '@foyer/devnet/chains'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

function evm(id: number, name: string, rpc: string, explorer?: string, testnet = false): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    name,
    chainNamespace: 'eip155',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc] } },
    ...(explorer ? { blockExplorers: { default: { name: `${name} explorer`, url: explorer } } } : {}),
    testnet,
  }
}

/** The local chains started by `npm start` / the tests (FOYER_DEVNET_CHAINS), or the default ports. */
export const local = parseLocalChains(import.meta.env.FOYER_DEVNET_CHAINS as string | undefined).map((c) =>
  evm(c.chainId, c.name, c.rpcUrl, undefined, true),
)

/** Well-known networks whose RPC cannot be reached from a machine without internet: shown gracefully. */
export const wellKnown: Network[] = [
  evm(1, 'Ethereum', 'https://cloudflare-eth.com', 'https://etherscan.io'),
  evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org'),
  evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io'),
  evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', 'https://optimistic.etherscan.io'),
]

/** The local Solana ledger started by `npm start` / the tests (FOYER_SOLANA: its RPC and CAIP-2 id). */
export const solanaLocal: Network[] = parseSolana(import.meta.env.FOYER_SOLANA as string | undefined)

function parseSolana(text: string | undefined): Network[] {
  if (!text) return []
  const ledger = JSON.parse(text) as { rpcUrl?: unknown; caipNetworkId?: unknown }
  if (typeof ledger.rpcUrl !== 'string' || typeof ledger.caipNetworkId !== 'string') return []
  const reference = ledger.caipNetworkId.slice('solana:'.length)
  return [
    {
      id: reference,
      caipNetworkId: ledger.caipNetworkId as Network['caipNetworkId'],
      name: 'Foyer Solana Local',
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [ledger.rpcUrl] } },
      testnet: true,
    },
  ]
}

export const networks: Network[] = [...local, ...solanaLocal, ...wellKnown]
