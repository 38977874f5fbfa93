import type { CaipNetworkId } from '@foyer/core'
import type { BitcoinChain } from '../types.js'

/** CAIP-2 references (genesis hash prefixes) of the networks the Wallet Standard's chains name. */
const references: Record<BitcoinChain, string> = {
  'bitcoin:mainnet': '000000000019d6689c085ae165831e93',
  'bitcoin:testnet': '000000000933ea01ad0ee984209779ba',
  'bitcoin:signet': '00000008819873e925422c1ff0f99f7c',
  // Regtest's genesis is the same on every node: 0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206.
  'bitcoin:regtest': '0f9188f13cb7b2c71f2a335e3a4fc328',
}

/** sats-connect's network names (`BitcoinNetworkType`). */
const satsNames: Record<BitcoinChain, string> = {
  'bitcoin:mainnet': 'Mainnet',
  'bitcoin:testnet': 'Testnet',
  'bitcoin:signet': 'Signet',
  'bitcoin:regtest': 'Regtest',
}

export const bitcoinChains = Object.keys(references) as BitcoinChain[]

export const isBitcoinChain = (chain: unknown): chain is BitcoinChain =>
  typeof chain === 'string' && Object.hasOwn(references, chain)

/** The Wallet Standard chain of a bip122 network, or undefined for a network it does not name. */
export function toBitcoinChain(caipNetworkId: CaipNetworkId | string): BitcoinChain | undefined {
  return bitcoinChains.find((chain) => `bip122:${references[chain]}` === caipNetworkId)
}

/** The CAIP-2 reference of a Wallet Standard chain ('bitcoin:mainnet' → '000000000019d6689c085ae165831e93'). */
export const toCaipReference = (chain: BitcoinChain): string => references[chain]

/** sats-connect's name of a chain ('Mainnet'), and back. */
export const toSatsNetwork = (chain: BitcoinChain): string => satsNames[chain]
export const fromSatsNetwork = (name: unknown): BitcoinChain | undefined =>
  bitcoinChains.find((chain) => satsNames[chain] === name)
