import {
  type Connector,
  connect,
  type DirectoryState,
  ensureRecentWallets,
  fetchConnectWallets,
  findInstalledConnector,
  getConnectMethodsOrder,
  getConnectorsForConnectView,
  getPendingDirectoryRows,
  isLegalPending,
  type Wallet,
} from '@foyer/core/internal'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'
import { QrIcon, WalletIcon } from '../ui/icons.js'
import { onListKeyDown } from '../ui/listKeys.js'
import { WalletImage } from '../ui/WalletImage.js'
import { DirectoryWalletRow } from './AllWalletsViewRow.js'
import { EmailLoginForm } from './email/EmailLoginForm.js'
import { LegalCheckbox, LegalNotice } from './LegalCheckbox.js'
import { surfaceError } from './surfaceError.js'

const selectLists = ({ featured, recommended, count }: DirectoryState) => ({ featured, recommended, count })

/** The All Wallets count as a label: exact below 10, else rounded down to tens with '+'. */
function formatCount(count: number): string {
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}

/** Featured then recommended directory wallets, each once, leaving out those already listed as connectors. */
function directoryItems(featured: Wallet[], recommended: Wallet[], listed: readonly Connector[]) {
  const seen = new Set<string>()
  const items: { wallet: Wallet; featured: boolean }[] = []
  for (const [list, isFeatured] of [
    [featured, true],
    [recommended, false],
  ] as const)
    for (const wallet of list) {
      if (seen.has(wallet.id) || findInstalledConnector(wallet, listed)) continue
      seen.add(wallet.id)
      items.push({ wallet, featured: isFeatured })
    }
  return items
}

/**
 * Connect: the connect methods in core's order. Only 'wallet' exists today; email and social entry
 * points land with their issue and render nothing until then. The wallet list shows the connectors
 * (recent, installed, ...), then the host's featured and 4 recommended wallets of the directory, then an
 * 'All Wallets' entry with the directory count. With `features.collapseWallets` the directory wallets
 * stay behind the All Wallets entry; with `features.allWallets: false` there is no entry; without
 * `apiUrl` there is no directory part at all. Until the directory answers, placeholder rows hold the
 * directory wallets' place: the card is centred, and a list that grew under the pointer would move the
 * row a visitor is about to click. While switching to a namespace that has no connection yet (a network
 * of it chosen in Networks), core lists that namespace's wallets only, and the directory part is left out.
 */
export function ConnectView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const connectors = useStoreSelector(foyer.stores.chains, (state) => state.connectors)
  const recentWallets = useStoreSelector(foyer.stores.connection, (state) => state.recentWallets)
  // The stored recent wallets are read when the modal first shows them, before the list is painted.
  useLayoutEffect(() => ensureRecentWallets(foyer), [foyer])
  // biome-ignore lint/correctness/useExhaustiveDependencies: core's selectors read these two stores
  const methods = useMemo(() => getConnectMethodsOrder(foyer), [foyer, connectors])
  // Switching to a namespace without a connection lists that namespace's wallets only; the directory's
  // wallets connect through WalletConnect's EVM session, so they are left out meanwhile.
  const switchingNamespace = useStoreSelector(foyer.stores.chains, (state) => state.switchingNamespace)
  const switching = switchingNamespace !== undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: core's selectors read these stores
  const wallets = useMemo(
    () => getConnectorsForConnectView(foyer),
    [foyer, connectors, recentWallets, switchingNamespace],
  )
  // The email wallet is an EVM account: not offered while switching to another namespace.
  const withEmail = methods.includes('email') && (!switching || switchingNamespace === 'eip155')
  // With `features.emailShowWallets: false` the wallets wait behind 'Continue with a wallet'.
  const [walletsRevealed, setWalletsRevealed] = useState(false)
  const { featured, recommended, count } = useStoreSelector(foyer.stores.directory, selectLists)
  const { apiUrl, features } = foyer.options
  const withDirectory = Boolean(apiUrl) && !switching
  const listed = useMemo(() => wallets.map((item) => item.connector), [wallets])
  const directory = useMemo(
    () => (withDirectory && !features.collapseWallets ? directoryItems(featured, recommended, listed) : []),
    [withDirectory, features.collapseWallets, featured, recommended, listed],
  )
  const allWalletsEntry = withDirectory && features.allWallets
  // Placeholders hold the directory rows' place until they arrive, so that no row moves under the pointer.
  const pendingRows = useStoreSelector(foyer.stores.directory, () =>
    withDirectory ? getPendingDirectoryRows(foyer) : 0,
  )
  // With `features.legalCheckbox`, every wallet waits for the visitor's tick.
  const legalPending = useStoreSelector(foyer.stores.connection, () => isLegalPending(foyer))

  useEffect(() => {
    if (apiUrl) void fetchConnectWallets(foyer)
  }, [apiUrl, foyer])

  // The list never shrinks while it is shown (e.g. placeholders whose directory answer failed): the card
  // is centred, so a shorter list would move every row above the gap under the visitor's pointer.
  const list = useRef<HTMLUListElement>(null)
  const tallest = useRef(0)
  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    tallest.current = Math.max(tallest.current, element.offsetHeight)
    if (tallest.current > 0) element.style.minHeight = `${tallest.current}px`
  })

  if (!methods.includes('wallet') && !withEmail) {
    return <p className="muted center">{t('notAvailable.text')}</p>
  }
  if (wallets.length === 0 && !withDirectory && !withEmail) {
    return (
      <div className="center">
        <span className="wallet-image fallback-icon" aria-hidden="true">
          <WalletIcon />
        </span>
        <p className="headline">{t('connect.emptyTitle')}</p>
        <p className="muted">{t('connect.emptyDescription')}</p>
      </div>
    )
  }

  const emailFirst = methods.indexOf('email') < methods.indexOf('wallet') || !methods.includes('wallet')
  const walletsHidden =
    withEmail && methods.includes('wallet') && !foyer.options.features.emailShowWallets && !walletsRevealed

  // Core shows the connecting view (QR code for WalletConnect, the wallet's prompt otherwise).
  const select = (connectorId: string) =>
    connect(foyer, { connectorId }).catch((error: unknown) => surfaceError(foyer, error))

  return (
    <>
      {features.legalCheckbox ? <LegalCheckbox /> : null}
      <fieldset className="legal-gate" disabled={legalPending}>
        {legalPending ? <legend className="visually-hidden">{t('legal.pending')}</legend> : null}
        {withEmail && emailFirst ? <EmailLoginForm /> : null}
        {withEmail && methods.includes('wallet') ? (
          <p className="muted center or-divider">{t('connect.or')}</p>
        ) : null}
        {walletsHidden ? (
          <button type="button" className="row" onClick={() => setWalletsRevealed(true)}>
            <span className="wallet-image fallback-icon" aria-hidden="true">
              <WalletIcon />
            </span>
            <span className="row-label">{t('connect.continueWithWallet')}</span>
          </button>
        ) : null}
        {walletsHidden || !methods.includes('wallet') ? null : (
          <ul
            ref={list}
            className="stack"
            aria-label={t('connect.walletsLabel')}
            aria-busy={pendingRows > 0}
            onKeyDown={onListKeyDown}
          >
            {wallets.map(({ connector, recent }) => (
              <li key={connector.id}>
                <button type="button" className="row" onClick={() => select(connector.id)}>
                  {connector.type === 'WALLET_CONNECT' && !connector.imageUrl ? (
                    <span className="wallet-image fallback-icon" aria-hidden="true">
                      <QrIcon />
                    </span>
                  ) : (
                    <WalletImage src={connector.imageUrl} />
                  )}
                  <span className="row-label">{connector.name}</span>
                  {connector.type === 'WALLET_CONNECT' ? (
                    <span className="tag tag-muted">{t('connect.qrCode')}</span>
                  ) : null}
                  {recent ? <span className="tag">{t('connect.recent')}</span> : null}
                  {connector.info?.duplicateRdns ? (
                    <span className="tag tag-warning">{t('connect.duplicateRdns')}</span>
                  ) : null}
                  {connector.installed &&
                  (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') ? (
                    <span className="tag tag-muted">{t('connect.installed')}</span>
                  ) : null}
                </button>
              </li>
            ))}
            {directory.map(({ wallet, featured: isFeatured }) => (
              <li key={`directory:${wallet.id}`}>
                <DirectoryWalletRow wallet={wallet} tag={isFeatured ? t('connect.featured') : undefined} />
              </li>
            ))}
            {Array.from({ length: pendingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <li key={`pending:${index}`} className="row row-placeholder" aria-hidden="true">
                <span className="wallet-image skeleton" />
                <span className="skeleton" />
              </li>
            ))}
            {allWalletsEntry ? (
              <li>
                <button type="button" className="row" onClick={() => foyer.push('AllWallets')}>
                  <span className="wallet-image fallback-icon" aria-hidden="true">
                    <WalletIcon />
                  </span>
                  <span className="row-label">{t('connect.allWallets')}</span>
                  {count > 0 ? <span className="tag tag-muted">{formatCount(count)}</span> : null}
                </button>
              </li>
            ) : null}
          </ul>
        )}
        {withEmail && !emailFirst ? <EmailLoginForm /> : null}
      </fieldset>
      {features.legalCheckbox ? null : <LegalNotice />}
      <button type="button" className="link-button" onClick={() => foyer.push('WhatIsAWallet')}>
        {t('connect.noWallet')}
      </button>
    </>
  )
}
