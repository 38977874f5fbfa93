import { type CaipNetworkId, getNetwork, type Network, switchNetwork } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerInstance } from './useFoyerInstance.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerNetworkReturnType {
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** Switches the active network (asks the wallet when connected). Rejects with a typed FoyerError. */
  switchNetwork(network: Network): Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { caipNetwork, switchNetwork } = useFoyerNetwork()
 */
export function useFoyerNetwork(): UseFoyerNetworkReturnType {
  const foyer = useFoyerInstance()
  const caipNetwork = useStoreSelector(foyer.stores.chains, () => getNetwork(foyer)?.caipNetwork)
  const switchTo = useCallback(
    async (network: Network) => {
      await switchNetwork(foyer, { network })
    },
    [foyer],
  )
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    switchNetwork: switchTo,
  }
}
