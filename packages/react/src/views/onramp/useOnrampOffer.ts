import { getOnrampOffer, type OnrampOffer } from '@foyer/core/views'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/** The active network's offer, loaded once per instance, network and account. */
export function useOnrampOffer(): OnrampOffer | undefined | null {
  const foyer = useFoyerInstance()
  const key = useStoreSelector(foyer.stores.chains, (state) => {
    const entry = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    return `${entry?.networkState.caipNetwork?.caipNetworkId}|${entry?.accountState.address}|${entry?.accountState.status}`
  })
  const [offer, setOffer] = useState<{ key: string; offer: OnrampOffer | undefined }>()
  useEffect(() => {
    let live = true
    void getOnrampOffer(foyer).then((value) => {
      if (live) setOffer({ key, offer: value })
    })
    return () => {
      live = false
    }
  }, [foyer, key])
  // null: still loading.
  return offer?.key === key ? offer.offer : null
}
