import { getExplorerAddressUrl, getExplorerTransactionUrl, type Network } from '@foyer/core'
import { useT } from '../i18n/useT.js'
import { ExternalIcon } from './icons.js'

export interface ExplorerLinkProps {
  /** The network whose block explorer shows the address (usually the active one). */
  network: Network | undefined
  address?: string
  /** A transaction hash: links to the transaction's page instead of an address's. */
  transaction?: string
  /** 'row': a full-width row 'View on {explorer}'; 'icon': a small icon link to sit beside the address. */
  variant?: 'row' | 'icon'
}

/**
 * A link to `address` (or the `transaction`) on the block explorer of `network`, opened in a new tab; nothing when the network
 * has no explorer.
 *
 * @example
 * <ExplorerLink network={network} address={address} variant="icon" />
 */
export function ExplorerLink({ network, address, transaction, variant = 'row' }: ExplorerLinkProps) {
  const t = useT()
  const href =
    transaction !== undefined
      ? getExplorerTransactionUrl(network, transaction)
      : address !== undefined
        ? getExplorerAddressUrl(network, address)
        : undefined
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
  const label = t(transaction !== undefined ? 'explorer.viewTransactionOn' : 'explorer.viewOn', { explorer })
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
