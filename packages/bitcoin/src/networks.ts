import type { Network } from '@foyer/core'

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/**
 * A Bitcoin network as a Foyer network: CAIP-2 `bip122:<first 32 hex characters of its genesis block
 * hash>` (CAIP-4), mempool.space as the explorer. Bitcoin has no JSON-RPC for Foyer to read (spec
 * section 9: no balance or activity for bip122), so `rpcUrls` is the explorer's REST API, for display.
 */
function bitcoinNetwork(reference: string, name: string, explorer: string, testnet: boolean): Network {
  return {
    id: reference,
    caipNetworkId: `bip122:${reference}`,
    name,
    chainNamespace: 'bip122',
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [`${explorer}/api`] } },
    blockExplorers: { default: { name: 'mempool.space', url: explorer } },
    testnet,
  }
}

/** Bitcoin mainnet (genesis 000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f). */
export const bitcoinMainnet: Network = bitcoinNetwork(
  '000000000019d6689c085ae165831e93',
  'Bitcoin',
  'https://mempool.space',
  false,
)

/** Bitcoin testnet3 (genesis 000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943). */
export const bitcoinTestnet: Network = bitcoinNetwork(
  '000000000933ea01ad0ee984209779ba',
  'Bitcoin Testnet',
  'https://mempool.space/testnet',
  true,
)

/** Bitcoin signet, the default public one (genesis 00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6). */
export const bitcoinSignet: Network = bitcoinNetwork(
  '00000008819873e925422c1ff0f99f7c',
  'Bitcoin Signet',
  'https://mempool.space/signet',
  true,
)
