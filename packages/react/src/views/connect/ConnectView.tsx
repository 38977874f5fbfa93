import { connect } from '@foyer/core'
import {
  ensureRecentWallets,
  getConnectorsForConnectView,
  isLegalPending,
  loadLoginFlows,
} from '@foyer/core/views'
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { WalletIcon } from '../../ui/icons.js'
import { whenIdle } from '../../utils/whenIdle.js'
import { EmailLoginForm } from '../email/EmailLoginForm.js'
import { SocialButtons } from '../social/SocialButtons.js'
import { surfaceError } from '../surfaceError.js'
import { ConnectWalletList } from './ConnectWalletList.js'
import { LegalCheckbox, LegalNotice } from './LegalCheckbox.js'
import { useConnectDirectory } from './useConnectDirectory.js'
import { useConnectMethods } from './useConnectMethods.js'

/**
 * Connect: the connect methods in core's order (spec section 2: email, social, wallet; wallet first when
 * an installed wallet is there), with the 'or' divider between each two: the email field, the social
 * buttons (`features.socials`, as core offers them) and the wallets. The wallet list shows the connectors
 * in the spec's order (WalletConnect, recent, installed, featured, custom, external connectors, then 4
 * recommended wallets of the directory), then an
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
  // Switching to a namespace without a connection lists that namespace's wallets only; the directory's
  // wallets connect through WalletConnect's EVM session, so they are left out meanwhile.
  const switchingNamespace = useStoreSelector(foyer.stores.chains, (state) => state.switchingNamespace)
  const switching = switchingNamespace !== undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: core's selectors read these stores
  const wallets = useMemo(
    () => getConnectorsForConnectView(foyer),
    [foyer, connectors, recentWallets, switchingNamespace],
  )
  const { methods, shown, withEmail, socials } = useConnectMethods(foyer, connectors, switchingNamespace)
  const withSocials = socials.length > 0
  // The email login's and Farcaster's code, at idle while they are offered (not in the modal's chunk).
  const withLoginFlows = withEmail || socials.includes('farcaster')
  useEffect(() => {
    if (withLoginFlows) whenIdle(() => void loadLoginFlows().catch(() => undefined))
  }, [withLoginFlows])
  // With `features.emailShowWallets: false` the wallets wait behind 'Continue with a wallet'.
  const [walletsRevealed, setWalletsRevealed] = useState(false)
  const { features } = foyer.options
  const listed = useMemo(() => wallets.map((item) => item.connector), [wallets])
  const { withDirectory, directory, pendingRows, allWallets } = useConnectDirectory(listed, switching)
  // With `features.legalCheckbox`, every wallet waits for the visitor's tick.
  const legalPending = useStoreSelector(foyer.stores.connection, () => isLegalPending(foyer))

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

  if (!methods.includes('wallet') && !withEmail && !withSocials) {
    return <p className="muted center">{t('notAvailable.text')}</p>
  }
  if (wallets.length === 0 && directory.length === 0 && !withDirectory && !withEmail && !withSocials) {
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

  const walletsHidden =
    withEmail && methods.includes('wallet') && !foyer.options.features.emailShowWallets && !walletsRevealed

  // Core shows the connecting view (QR code for WalletConnect, the wallet's prompt otherwise).
  const select = (connectorId: string) =>
    connect(foyer, { connectorId }).catch((error: unknown) => surfaceError(foyer, error))

  return (
    <>
      <SwitchingReason />
      {features.legalCheckbox ? <LegalCheckbox /> : null}
      <fieldset className="legal-gate" disabled={legalPending}>
        {legalPending ? <legend className="visually-hidden">{t('legal.pending')}</legend> : null}
        {/* The methods in core's order, the 'or' divider between each two that show (spec section 2). */}
        {shown.map((method, index) => (
          <Fragment key={method}>
            {index > 0 ? <p className="muted center or-divider">{t('connect.or')}</p> : null}
            {method === 'email' ? <EmailLoginForm /> : null}
            {method === 'social' ? <SocialButtons providers={socials} /> : null}
            {method === 'wallet' && walletsHidden ? (
              <ContinueWithWallet onClick={() => setWalletsRevealed(true)} />
            ) : null}
            {method === 'wallet' && !walletsHidden ? (
              <ConnectWalletList
                listRef={list}
                wallets={wallets}
                directory={directory}
                pendingRows={pendingRows}
                allWallets={allWallets}
                onSelect={select}
              />
            ) : null}
          </Fragment>
        ))}
      </fieldset>
      {features.legalCheckbox ? null : <LegalNotice />}
      <button type="button" className="link-button" onClick={() => foyer.push('WhatIsAWallet')}>
        {t('connect.noWallet')}
      </button>
    </>
  )
}

/** While a network switch waits for a wallet of another family: the network picked, and why Connect shows. */
function SwitchingReason() {
  const foyer = useFoyerInstance()
  const t = useT()
  const network = useStoreSelector(foyer.stores.chains, ({ switchingNamespace, chains }) =>
    switchingNamespace ? chains[switchingNamespace]?.networkState.caipNetwork?.name : undefined,
  )
  if (!network) return null
  return (
    <p className="muted center" role="status">
      {t('connect.switchingNamespace', { network })}
    </p>
  )
}

/** 'Continue with a wallet': the row the wallets wait behind with `features.emailShowWallets: false`. */
function ContinueWithWallet({ onClick }: { onClick(): void }) {
  const t = useT()
  return (
    <button type="button" className="row" onClick={onClick}>
      <span className="wallet-image fallback-icon" aria-hidden="true">
        <WalletIcon />
      </span>
      <span className="row-label">{t('connect.continueWithWallet')}</span>
    </button>
  )
}
