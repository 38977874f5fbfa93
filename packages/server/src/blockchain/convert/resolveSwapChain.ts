import type { Address } from 'viem'
import { ChainNotSupportedError, SwapsNotSupportedError } from '../errors.js'
import type { ChainRegistry, EvmChain } from '../shared/createChainRegistry.js'
import type { BlockchainToken } from '../types.js'

/** A served eip155 network with a swap router. */
export interface SwapChain {
  chain: EvmChain
  router: Address
  weth: Address
  tokens: readonly BlockchainToken[]
}

/**
 * The swap setup of a network: 'Chain is not supported' when the server does not serve it, 'Network
 * not supported for Swaps' when it has no router (every mainnet here: swaps run on the local pools).
 *
 * @example
 * const { router, weth } = resolveSwapChain(chains, 'eip155:31337')
 */
export function resolveSwapChain(chains: ChainRegistry, caipNetworkId: string): SwapChain {
  if (!chains.find(caipNetworkId)) throw new ChainNotSupportedError({ chain: caipNetworkId })
  const chain = chains.requireEvm(caipNetworkId)
  const contracts = chain.contracts
  if (!contracts?.router || !contracts.weth) throw new SwapsNotSupportedError({ chain: caipNetworkId })
  return { chain, router: contracts.router, weth: contracts.weth, tokens: contracts.tokens }
}
