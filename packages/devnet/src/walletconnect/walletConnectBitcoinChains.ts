import type { BitcoinDevChain } from '../bitcoin/bitcoinDevKeys.js'

/**
 * The Bitcoin networks of the mobile wallet by CAIP-2 id (`bip122:` + the first 32 hex characters of the
 * genesis block hash, as packages/bitcoin/src/networks.ts writes them), with the dev wallet's name of
 * each (its keys and addresses: `bc1…` on mainnet, `tb1…` on testnet and signet).
 */
export const walletConnectBitcoinChains = {
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'bitcoin:signet',
} as const satisfies Record<string, BitcoinDevChain>

/** A Bitcoin network of the mobile wallet: mainnet, testnet3 or signet. */
export type WalletConnectBitcoinChain = keyof typeof walletConnectBitcoinChains

/** Every Bitcoin network the mobile wallet can serve, mainnet first. */
export const allWalletConnectBitcoinChains = Object.keys(
  walletConnectBitcoinChains,
) as WalletConnectBitcoinChain[]
