import type { Network } from '@foyer/core'

// The local chains as Foyer networks: the part of apps/demo/src/networks.ts this page needs (that
// module's neighbours read `window`, so it is not imported from there).

interface LocalChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** The local chains started by `npm start` / the tests (FOYER_DEVNET_CHAINS, inlined by next.config), or the default ports. */
function localChains(): LocalChain[] {
  const raw = process.env.FOYER_DEVNET_CHAINS
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

export const networks: Network[] = localChains().map(({ chainId, name, rpcUrl }) => ({
  id: chainId,
  caipNetworkId: `eip155:${chainId}`,
  name,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
}))
