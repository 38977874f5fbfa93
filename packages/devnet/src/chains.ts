/** Metadata of one devnet chain, shaped like the spec's Network fields. */
export interface DevnetChainInfo {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

const ether = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18 })

/**
 * The chains `startDevnet()` starts by default: two local EVM chains, so that network switching
 * and the add-chain path can be exercised for real.
 */
export const DEVNET_CHAINS: readonly DevnetChainInfo[] = Object.freeze([
  Object.freeze({ id: 31337, name: 'Foyer Local', nativeCurrency: ether }),
  Object.freeze({ id: 31338, name: 'Foyer Local B', nativeCurrency: ether }),
])
