import type { Network } from '@foyer/core'
import { parseLocalChains } from '@foyer/devnet/chains'

// The local chains as Foyer networks: the part of apps/demo/src/networks.ts this page needs (that
// module's neighbours read `window`, so it is not imported from there).

/** The local chains from the start/test scripts (FOYER_DEVNET_CHAINS, inlined by next.config), or the default ports. */
export const networks: Network[] = parseLocalChains(process.env.FOYER_DEVNET_CHAINS).map(
  ({ chainId, name, rpcUrl }) => ({
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }),
)
