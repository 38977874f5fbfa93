import type { Network } from '@foyer/core'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'
import { CheckIcon } from '../ui/icons.js'
import { NetworkImage } from '../ui/NetworkImage.js'
import { selectNetwork } from './selectNetwork.js'

/** The requested networks of every namespace; the active one is marked with aria-current and a check. */
export function NetworkList({ markActive }: { markActive: boolean }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const entries = useStoreSelector(foyer.stores.chains, (state) => Object.values(state.chains))
  const activeId = useStoreSelector(foyer.stores.chains, (state) => {
    const namespace = state.activeNamespace
    return namespace ? state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId : undefined
  })
  const networks: Network[] = entries.flatMap((entry) => entry.networkState.requestedCaipNetworks)

  return (
    <ul className="stack" aria-label={t('networks.listLabel')}>
      {networks.map((network) => {
        const active = markActive && network.caipNetworkId === activeId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-current={active ? 'true' : undefined}
              onClick={() => (active ? foyer.goBack() : void selectNetwork(foyer, network))}
            >
              <NetworkImage network={network} />
              <span className="row-label">{network.name}</span>
              {active ? (
                <span className="check" title={t('networks.active')}>
                  <CheckIcon />
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
