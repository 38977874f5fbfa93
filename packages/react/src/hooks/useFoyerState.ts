import type { CaipNetworkId, ChainNamespace } from '@foyer/core'
import { useFoyerInstance } from './useFoyerInstance.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerStateReturnType {
  /** Whether the modal is open. */
  open: boolean
  /** CAIP network id of the active network. */
  selectedNetworkId: CaipNetworkId | undefined
  /** The active namespace. */
  activeChain: ChainNamespace | undefined
  /** Whether the modal is busy. */
  loading: boolean
}

/**
 * The modal's state: open, loading, active namespace and network.
 *
 * @example
 * const { open, selectedNetworkId } = useFoyerState()
 */
export function useFoyerState(): UseFoyerStateReturnType {
  const foyer = useFoyerInstance()
  const modal = useStoreSelector(foyer.stores.modal, (state) => ({
    open: state.open,
    loading: state.loading,
  }))
  const chain = useStoreSelector(foyer.stores.chains, (state) => {
    const namespace = state.activeNamespace
    const entry = namespace ? state.chains[namespace] : undefined
    return { activeChain: namespace, selectedNetworkId: entry?.networkState.caipNetwork?.caipNetworkId }
  })
  return { ...modal, ...chain }
}
