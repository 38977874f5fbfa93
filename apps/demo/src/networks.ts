import type { Network } from '@foyer/core'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

interface LocalChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** The local chains started by `npm start` / the tests (FOYER_DEVNET_CHAINS), or the default ports. */
function localChains(): LocalChain[] {
  const raw = import.meta.env.FOYER_DEVNET_CHAINS as string
  if (raw) {
    const parsed: unknown = JSON.parse(raw)
    if (Array.isArray(parsed)) {
      return parsed.flatMap((c: unknown) => {
        if (typeof c !== 'object' || c === null) return []
        const { chainId, name, rpcUrl } = c as Record<string, unknown>
        return typeof chainId === 'number' && typeof name === 'string' && typeof rpcUrl === 'string'
          ? [{ chainId, name, rpcUrl }]
          : []
      })
    }
  }
  return [
    { chainId: 31337, name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, name: 'Foyer Local B', rpcUrl: 'http://127.0.0.1:8546' },
  ]
}

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

export const local = localChains().map((c) => evm(c.chainId, c.name, c.rpcUrl, undefined, true))

/** Well-known networks whose RPC cannot be reached from a machine without internet: shown gracefully. */
export const wellKnown: Network[] = [
  evm(1, 'Ethereum', 'https://cloudflare-eth.com', 'https://etherscan.io'),
  evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org'),
  evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io'),
  evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', 'https://optimistic.etherscan.io'),
]

export const networks: Network[] = [...local, ...wellKnown]
