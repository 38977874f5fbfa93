import type { ChainEntry, Network } from '@foyer/core'
import { useId } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { CheckIcon } from '../../ui/icons.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { selectNetwork } from './selectNetwork.js'

/**
 * Whether the wallet connected on `entry`'s namespace can use `network`. A wallet that reports the
 * networks it approved (`approvedCaipNetworkIds`, e.g. a WalletConnect session) without
 * `supportsAllNetworks` limits the choice; a wallet that reports nothing supports all of them.
 */
function walletSupports(entry: ChainEntry, network: Network): boolean {
  if (entry.accountState.status !== 'connected') return true
  const { supportsAllNetworks, approvedCaipNetworkIds } = entry.networkState
  if (supportsAllNetworks || approvedCaipNetworkIds === undefined) return true
  return approvedCaipNetworkIds.includes(network.caipNetworkId)
}

interface Row {
  network: Network
  active: boolean
  /** Why the row cannot be chosen, if it cannot: the network is unknown to the app, or to the wallet. */
  blocked: 'unsupported' | 'wallet' | undefined
}

/**
 * The requested networks of every namespace. With `markActive`, the active one is marked (aria-current
 * and a check) and an active network the app did not request is listed first, marked unsupported.
 * Networks the connected wallet does not support are shown disabled (aria-disabled) with the reason as
 * their description.
 */
export function NetworkList({ markActive }: { markActive: boolean }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const id = useId()
  const chains = useStoreSelector(foyer.stores.chains, (state) => state.chains)
  const activeNetwork = useStoreSelector(foyer.stores.chains, (state) => {
    const namespace = state.activeNamespace
    return namespace ? state.chains[namespace]?.networkState.caipNetwork : undefined
  })
  const activeId = markActive ? activeNetwork?.caipNetworkId : undefined

  const requested: Row[] = Object.values(chains).flatMap((entry) =>
    entry.networkState.requestedCaipNetworks.map((network) => ({
      network,
      active: network.caipNetworkId === activeId,
      blocked: walletSupports(entry, network) ? undefined : ('wallet' as const),
    })),
  )
  const activeUnsupported =
    markActive && activeNetwork && !requested.some((row) => row.network.caipNetworkId === activeId)
  const rows: Row[] = activeUnsupported
    ? [{ network: activeNetwork, active: true, blocked: 'unsupported' }, ...requested]
    : requested
  const walletLimited = rows.some((row) => row.blocked === 'wallet')

  return (
    <>
      {walletLimited ? <p className="muted">{t('networks.walletLimited')}</p> : null}
      <ul className="stack" aria-label={t('networks.listLabel')}>
        {rows.map(({ network, active, blocked }, index) => {
          const noteId = `${id}-${index}`
          const choose = () => {
            if (blocked) return
            if (active) foyer.goBack()
            else void selectNetwork(foyer, network)
          }
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="row"
                aria-current={active ? 'true' : undefined}
                aria-disabled={blocked ? 'true' : undefined}
                aria-describedby={blocked ? noteId : undefined}
                onClick={choose}
              >
                <NetworkImage network={network} />
                <span className="row-label">{network.name}</span>
                {blocked ? (
                  <span id={noteId} className="tag tag-muted" aria-hidden="true">
                    {t(blocked === 'wallet' ? 'networks.notSupportedByWallet' : 'networks.unsupported')}
                  </span>
                ) : null}
                {active && !blocked ? (
                  <span className="check" title={t('networks.active')}>
                    <CheckIcon />
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}
