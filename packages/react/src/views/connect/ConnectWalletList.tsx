import type { Connector, Wallet } from '@foyer/core'
import type { RefObject } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'
import { QrIcon, WalletIcon } from '../../ui/icons.js'
import { arrowListProps, onListKeyDown } from '../../ui/listKeys.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { DirectoryWalletRow } from './AllWalletsViewRow.js'

/** The All Wallets count as a label: exact below 10, else rounded down to tens with '+'. */
function formatCount(count: number): string {
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}

/** A connector's row: its image (a QR icon for a WalletConnect one without), name and tags. */
function ConnectorRow({
  connector,
  recent,
  onSelect,
}: {
  connector: Connector
  recent?: boolean
  onSelect: () => void
}) {
  const t = useT()
  return (
    <button type="button" className="row" onClick={onSelect}>
      {connector.type === 'WALLET_CONNECT' && !connector.imageUrl ? (
        <span className="wallet-image fallback-icon" aria-hidden="true">
          <QrIcon />
        </span>
      ) : (
        <WalletImage src={connector.imageUrl} />
      )}
      <span className="row-label wallet-name">{connector.name}</span>
      {connector.type === 'WALLET_CONNECT' ? (
        <span className="tag tag-muted">{t('connect.qrCode')}</span>
      ) : null}
      {recent ? <span className="tag">{t('connect.recent')}</span> : null}
      {connector.info?.duplicateRdns ? (
        <span className="tag tag-warning">{t('connect.duplicateRdns')}</span>
      ) : null}
      {connector.installed && (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') ? (
        <span className="tag tag-muted">{t('connect.installed')}</span>
      ) : null}
    </button>
  )
}

export interface ConnectWalletListProps {
  listRef: RefObject<HTMLUListElement | null>
  /** The connectors in core's order, recent ones marked, external ones (listed after the featured) too. */
  wallets: readonly { connector: Connector; recent?: boolean; external?: boolean }[]
  /** Core's featured, custom and recommended wallets not already listed as connectors. */
  directory: readonly { wallet: Wallet; featured: boolean; custom?: boolean }[]
  /** Placeholders for directory rows still on their way, featured and recommended. */
  pendingRows: { featured: number; recommended: number }
  /** The All Wallets entry, with the directory's count (0: none shown); absent, no entry. */
  allWallets: { count: number } | undefined
  onSelect: (connectorId: string) => void
}

/** Rows that hold a directory wallet's place until it arrives, hidden from assistive technology. */
function Placeholders({ count, group }: { count: number; group: string }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
    <li key={`pending:${group}:${index}`} className="row row-placeholder" aria-hidden="true">
      <span className="wallet-image skeleton" />
      <span className="skeleton" />
    </li>
  ))
}

/**
 * Connect's wallet list in the spec's order (section 9): WalletConnect, recent, installed and featured
 * connectors, the featured and custom wallets (or the featured ones' placeholders), the external
 * connectors, the recommended wallets (or their placeholders), then All Wallets.
 */
export function ConnectWalletList({
  listRef,
  wallets,
  directory,
  pendingRows,
  allWallets,
  onSelect,
}: ConnectWalletListProps) {
  const foyer = useFoyerInstance()
  const t = useT()
  const connectorItems = (external: boolean) =>
    wallets
      .filter((item) => Boolean(item.external) === external)
      .map(({ connector, recent }) => (
        <li key={connector.id}>
          <ConnectorRow connector={connector} recent={recent} onSelect={() => onSelect(connector.id)} />
        </li>
      ))
  const directoryItems = (first: boolean) =>
    directory
      .filter((item) => (item.featured || Boolean(item.custom)) === first)
      .map(({ wallet, featured }) => (
        <li key={`directory:${wallet.id}`}>
          <DirectoryWalletRow wallet={wallet} tag={featured ? t('connect.featured') : undefined} />
        </li>
      ))
  return (
    <ul
      ref={listRef}
      className="stack"
      aria-label={t('connect.walletsLabel')}
      aria-busy={pendingRows.featured + pendingRows.recommended > 0}
      onKeyDown={onListKeyDown}
      {...arrowListProps}
    >
      {connectorItems(false)}
      {directoryItems(true)}
      <Placeholders count={pendingRows.featured} group="featured" />
      {connectorItems(true)}
      {directoryItems(false)}
      <Placeholders count={pendingRows.recommended} group="recommended" />
      {allWallets ? (
        <li>
          <button type="button" className="row" onClick={() => foyer.push('AllWallets')}>
            <span className="wallet-image fallback-icon" aria-hidden="true">
              <WalletIcon />
            </span>
            <span className="row-label">{t('connect.allWallets')}</span>
            {allWallets.count > 0 ? (
              // Left to right in every language: Arabic and Hebrew showed '+160' for '160+' (#31).
              <span className="tag tag-muted" dir="ltr">
                {formatCount(allWallets.count)}
              </span>
            ) : null}
          </button>
        </li>
      ) : null}
    </ul>
  )
}
