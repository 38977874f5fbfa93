/**
 * CAIP-2 network ids used by the directory data. Chain lists of wallets are curated
 * approximations of what each product supports; they drive the `chains` filter of `GET /getWallets`.
 */
export const ETHEREUM = 'eip155:1'
export const OPTIMISM = 'eip155:10'
export const BNB = 'eip155:56'
export const GNOSIS = 'eip155:100'
export const POLYGON = 'eip155:137'
export const FANTOM = 'eip155:250'
export const ZKSYNC = 'eip155:324'
export const BASE = 'eip155:8453'
export const KLAYTN = 'eip155:8217'
export const ARBITRUM = 'eip155:42161'
export const CELO = 'eip155:42220'
export const AVALANCHE = 'eip155:43114'
export const ZORA = 'eip155:7777777'
export const AURORA = 'eip155:1313161554'
export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
export const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
export const COSMOS_HUB = 'cosmos:cosmoshub-4'

/** The EVM networks most wallets support. */
export const EVM_POPULAR = [ETHEREUM, OPTIMISM, BNB, POLYGON, BASE, ARBITRUM] as const

/** The EVM networks of the spec's supported list that broad multi-chain wallets add. */
export const EVM_BROAD = [...EVM_POPULAR, GNOSIS, FANTOM, ZKSYNC, CELO, AVALANCHE, ZORA, AURORA] as const
