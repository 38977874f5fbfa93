import { getAccount, getNetwork } from '@foyer/core'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/** `{caipNetworkId}:{address}` of the active account (undefined when not connected): refetch key. */
export function useAccountKey(): string | undefined {
  const foyer = useFoyerInstance()
  return useStoreSelector(foyer.stores.chains, () => {
    const address = getAccount(foyer)?.address
    const network = getNetwork(foyer)?.caipNetwork?.caipNetworkId
    return address && network ? `${network}:${address}` : undefined
  })
}
