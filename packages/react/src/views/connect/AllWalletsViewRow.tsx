import { type Connector, connect, type Foyer, type Wallet } from '@foyer/core'
import { findInstalledConnector, getInstalledConnectors, getWalletImageUrl } from '@foyer/core/views'
import { type FocusEvent, useEffect, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { surfaceError } from '../surfaceError.js'

/** Image preload timeout (spec section 9). */
export const imagePreloadTimeoutMs = 2000

/**
 * `src` once the image has loaded; undefined while loading, after an error, or when it takes longer
 * than 2 s, so that a fallback shows instead of a slow or broken image. `failed` once it will not show
 * (no `src`, an error, the timeout): the wallet's initials then stand in for it.
 */
function usePreloadedImage(src: string | undefined): { src: string | undefined; failed: boolean } {
  const [loaded, setLoaded] = useState<string | undefined>(undefined)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!src || typeof Image === 'undefined') return
    let done = false
    const image = new Image()
    const timer = setTimeout(() => {
      done = true
      image.src = ''
      setFailed(src)
    }, imagePreloadTimeoutMs)
    image.onload = () => {
      if (done) return
      clearTimeout(timer)
      setLoaded(src)
    }
    image.onerror = () => {
      clearTimeout(timer)
      if (!done) setFailed(src)
    }
    image.src = src
    return () => {
      done = true
      clearTimeout(timer)
    }
  }, [src])
  return { src: loaded === src ? src : undefined, failed: !src || failed === src }
}

/**
 * Opens a directory wallet: an installed one (same rdns or id as an installed connector) connects
 * through ConnectingExternal; one with a mobile, desktop or web-app link pairs through WalletConnect
 * (when the site has it) with its icon in the QR code and a button that opens it; any other opens
 * GetWallet with its download links.
 */
export function openDirectoryWallet(foyer: Foyer, wallet: Wallet): void {
  const connector = findInstalledConnector(wallet, getInstalledConnectors(foyer))
  if (connector) {
    connect(foyer, { connectorId: connector.id }).catch((error: unknown) => surfaceError(foyer, error))
    return
  }
  const walletConnect = foyer.stores.chains
    .getState()
    .connectors.find((item) => item.type === 'WALLET_CONNECT')
  const links = {
    mobileLink: wallet.mobile_link ?? undefined,
    desktopLink: wallet.desktop_link ?? undefined,
    webappLink: wallet.webapp_link ?? undefined,
  }
  if (walletConnect && (links.mobileLink || links.desktopLink || links.webappLink)) {
    foyer.push('ConnectingWalletConnect', {
      connectorId: walletConnect.id,
      wallet: { id: wallet.id, name: wallet.name, imageUrl: getWalletImageUrl(foyer, wallet), ...links },
    })
    return
  }
  foyer.push('GetWallet', { wallet: { id: wallet.id, name: wallet.name } })
}

export interface DirectoryWalletRowProps {
  wallet: Wallet
  /** The installed connector of this wallet, if any: marked 'Installed'. */
  installed?: Connector | undefined
  /** Extra tag text (e.g. 'Featured'). */
  tag?: string
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void
}

/**
 * One directory (or custom) wallet as a button row: its image (preloaded; the initials when it has none
 * or it fails to load), name, tags.
 */
export function DirectoryWalletRow({ wallet, installed, tag, onFocus }: DirectoryWalletRowProps) {
  const foyer = useFoyerInstance()
  const t = useT()
  const image = usePreloadedImage(installed?.imageUrl ?? getWalletImageUrl(foyer, wallet))
  return (
    <button
      type="button"
      className="row"
      onClick={() => openDirectoryWallet(foyer, wallet)}
      onFocus={onFocus}
    >
      <WalletImage src={image.src} name={image.failed ? wallet.name : undefined} />
      <span className="row-label wallet-name">{wallet.name}</span>
      {tag ? <span className="tag tag-muted">{tag}</span> : null}
      {installed ? <span className="tag tag-muted">{t('connect.installed')}</span> : null}
    </button>
  )
}
