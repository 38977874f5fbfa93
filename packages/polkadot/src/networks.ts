import type { Network } from '@foyer/core'

/**
 * A Polkadot relay chain as a Foyer network: CAIP-2 `polkadot:<first 32 hex characters of its genesis
 * hash>` (the polkadot namespace of ChainAgnostic, which superseded CAIP-13), its native token, a public
 * RPC endpoint (rate-limited: give a network of your own provider's for production) and Subscan.
 */
function relayChain(
  reference: string,
  name: string,
  currency: Network['nativeCurrency'],
  rpc: string,
  explorer: string,
  testnet: boolean,
): Network {
  return {
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    name,
    chainNamespace: 'polkadot',
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Subscan', url: explorer } },
    testnet,
  }
}

/** Polkadot (genesis 0x91b171bb…70ce90c3), DOT with 10 decimals, SS58 prefix 0. */
export const polkadot: Network = relayChain(
  '91b171bb158e2d3848fa23a9f1c25182',
  'Polkadot',
  { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  'https://rpc.polkadot.io',
  'https://polkadot.subscan.io',
  false,
)

/** Kusama (genesis 0xb0a8d493…9ea3dafe), KSM with 12 decimals, SS58 prefix 2. */
export const kusama: Network = relayChain(
  'b0a8d493285c2df73290dfb7e61f870f',
  'Kusama',
  { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  'https://kusama-rpc.polkadot.io',
  'https://kusama.subscan.io',
  false,
)

/** Westend, the test network (genesis 0xe143f238…13f3423e), WND with 12 decimals, SS58 prefix 42. */
export const westend: Network = relayChain(
  'e143f23803ac50e8f6f8e62695d1ce9e',
  'Westend',
  { name: 'Westend', symbol: 'WND', decimals: 12 },
  'https://westend-rpc.polkadot.io',
  'https://westend.subscan.io',
  true,
)

/** The SS58 prefix of each network above, by CAIP-2 id (SS58 registry: Polkadot 0, Kusama 2, Westend 42). */
export const ss58Prefixes: Readonly<Record<string, number>> = {
  [polkadot.caipNetworkId]: 0,
  [kusama.caipNetworkId]: 2,
  [westend.caipNetworkId]: 42,
}

/** The generic Substrate prefix: what a network without a known prefix gets (as extensions show by default). */
export const GENERIC_SS58_PREFIX = 42

/**
 * The SS58 prefix addresses are written with on `network`: the host's own (`polkadotAdapter({
 * ss58Prefixes })`), else the one of Polkadot, Kusama or Westend, else 42 (generic Substrate).
 *
 * @example
 * ss58PrefixOf(kusama) // 2
 */
export function ss58PrefixOf(network: Network, own?: Readonly<Record<string, number>>): number {
  return own?.[network.caipNetworkId] ?? ss58Prefixes[network.caipNetworkId] ?? GENERIC_SS58_PREFIX
}
