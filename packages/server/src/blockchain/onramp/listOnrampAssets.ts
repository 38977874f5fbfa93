import { type Address, isAddressEqual } from 'viem'
import { type ChainRegistry, type EvmChain, isEvmChain } from '../shared/createChainRegistry.js'
import { getPriceOracle } from '../shared/getPriceOracle.js'
import type { PriceOracles } from '../types.js'

/** Something the on-ramp sells: an asset on one network. */
export interface OnrampAsset {
  /** The purchase currency id: the symbol ('ETH', 'fUSD'). */
  id: string
  name: string
  symbol: string
  decimals: number
  chain: EvmChain
  /** The ERC-20 contract; undefined for the native currency. */
  token: Address | undefined
  /** The network entry of the options list. */
  network: { name: string; display_name: string; chain_id: string; contract_address: string }
}

/**
 * What the on-ramp sells: on every served eip155 network that has a price oracle (quotes need a
 * price), its native currency and its configured ERC-20s except the wrapped native one. Network
 * names are the chain's name as a slug ('Foyer Local' → 'foyer-local').
 *
 * @example
 * listOnrampAssets(chains, prices).map((asset) => `${asset.symbol}@${asset.network.name}`)
 * // ['ETH@foyer-local', 'fUSD@foyer-local', 'HBR@foyer-local', 'lBTC@foyer-local']
 */
export function listOnrampAssets(chains: ChainRegistry, prices: PriceOracles | undefined): OnrampAsset[] {
  const assets: OnrampAsset[] = []
  for (const chain of chains.list) {
    if (!isEvmChain(chain) || !getPriceOracle(prices, chain.caipNetworkId)) continue
    const network = (contract: string) => ({
      name: slug(chain.name),
      display_name: chain.name,
      chain_id: String(chain.chainId),
      contract_address: contract,
    })
    const { name, symbol, decimals } = chain.nativeCurrency
    assets.push({ id: symbol, name, symbol, decimals, chain, token: undefined, network: network('') })
    const weth = chain.contracts?.weth
    for (const token of chain.contracts?.tokens ?? []) {
      if (weth && isAddressEqual(token.address, weth)) continue
      assets.push({
        id: token.symbol,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        chain,
        token: token.address,
        network: network(token.address),
      })
    }
  }
  return assets
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
