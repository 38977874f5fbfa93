import { getExplorerAddressUrl, type Network } from '@foyer/core'
import { useT } from '../i18n/useT.js'
import { ExternalIcon } from './icons.js'

export interface ExplorerLinkProps {
  /** The network whose block explorer shows the address (usually the active one). */
  network: Network | undefined
  address: string
  /** 'row': a full-width row 'View on {explorer}'; 'icon': a small icon link to sit beside the address. */
  variant?: 'row' | 'icon'
}

/**
 * A link to `address` on the block explorer of `network`, opened in a new tab; nothing when the network
 * has no explorer.
 *
 * @example
 * <ExplorerLink network={network} address={address} variant="icon" />
 */
export function ExplorerLink({ network, address, variant = 'row' }: ExplorerLinkProps) {
  const t = useT()
  const href = getExplorerAddressUrl(network, address)
  const explorer = network?.blockExplorers?.default.name
  if (!href || !explorer) return null
  const newTab = t('explorer.newTab')
  if (variant === 'icon') {
    const label = t('explorer.viewAddressOn', { explorer })
    return (
      <a
        className="icon-button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} ${newTab}`}
        title={label}
      >
        <ExternalIcon />
      </a>
    )
  }
  const label = t('explorer.viewOn', { explorer })
  return (
    <a
      className="row"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${newTab}`}
    >
      <span className="fallback-icon network-image">
        <ExternalIcon />
      </span>
      <span className="row-label">{label}</span>
    </a>
  )
}
