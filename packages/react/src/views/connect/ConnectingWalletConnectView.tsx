import { type Connector, connect } from '@foyer/core'
import { getWalletLink, isMobile, openWalletLink } from '@foyer/core/views'
import { useEffect, useRef } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { copyText } from '../../ui/copyText.js'
import { QrCode } from '../../ui/QrCode.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { surfaceError } from '../surfaceError.js'
import { PairingFailed, PairingRing, PairingUnavailable, PairingWaiting } from './PairingStates.js'

export interface ConnectingWalletConnectProps {
  /** The basic view (no wallet chosen): the first WalletConnect connector, no wallet icon. */
  basic?: boolean
}

const isWalletConnect = (connector: Connector) => connector.type === 'WALLET_CONNECT'

/**
 * ConnectingWalletConnect: the pairing URI as a QR code with the wallet's icon in the centre and a 'Copy
 * link' button (on a phone, for a wallet with an app link: the wallet's icon and 'Continue in …' instead,
 * as the app opens by itself; 'Open …' opens it again); a spinner while the URI is (re)created (the
 * connector regenerates it when it expires); on failure (relay unreachable, proposal rejected) the
 * message with 'Try again'. Starts pairing when it opens and none is running.
 */
export function ConnectingWalletConnectView({ basic = false }: ConnectingWalletConnectProps) {
  const foyer = useFoyerInstance()
  const t = useT()
  const routeConnectorId = useStoreSelector(foyer.stores.router, (state) => state.data?.connectorId)
  const connector = useStoreSelector(foyer.stores.chains, (state) =>
    state.connectors.find((item) =>
      !basic && routeConnectorId ? item.id === routeConnectorId : isWalletConnect(item),
    ),
  )
  const connectorId = connector?.id
  const walletConnect = useStoreSelector(foyer.stores.connection, (state) => state.walletConnect)
  const error = useStoreSelector(foyer.stores.connection, (state) => state.error)
  const pending = useStoreSelector(foyer.stores.connection, (state) => state.pendingConnectorId)
  // A wallet chosen from the directory: its icon in the QR code and a button that opens it.
  const wallet = useStoreSelector(foyer.stores.router, (state) => (basic ? undefined : state.data?.wallet))
  const uri = walletConnect?.uri
  const link = wallet && uri ? getWalletLink(foyer, { wallet, uri }) : undefined
  const openWallet = () => {
    if (wallet && uri) openWalletLink(foyer, { wallet, uri })
  }
  // On a phone the wallet app opens by itself as soon as the pairing URI exists (once per URI), and the
  // view says to continue there: a QR code on the phone's own screen is nothing to scan.
  const onPhone = (foyer.options.isMobile ?? isMobile)()
  const opened = useRef<string | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per URI
  useEffect(() => {
    if (!link || !uri || opened.current === uri || !onPhone) return
    opened.current = uri
    openWallet()
  }, [uri, link?.href])

  const start = () => {
    if (!connectorId) return
    connect(foyer, { connectorId }).catch((reason: unknown) => surfaceError(foyer, reason))
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: pair once when the view opens
  useEffect(() => {
    const { pendingConnectorId, error: lastError } = foyer.stores.connection.getState()
    if (connectorId && pendingConnectorId !== connectorId && !lastError) start()
  }, [connectorId])

  const failed = Boolean(error) || (walletConnect?.error === true && pending !== connectorId)
  const waiting = !failed && (!uri || walletConnect?.buffering === true)

  const copy = async () => {
    if (!uri) return
    await copyText(foyer, uri, {
      copied: t('walletConnect.linkCopied'),
      failed: t('walletConnect.copyFailed'),
    })
  }

  if (!connector) return <PairingUnavailable />
  const imageUrl = wallet?.imageUrl ?? connector.imageUrl
  if (failed) return <PairingFailed error={error} imageUrl={imageUrl} onRetry={start} />
  if (waiting) return <PairingWaiting imageUrl={imageUrl} />

  const inWallet = onPhone && link && wallet
  return (
    <div className="center">
      {inWallet ? (
        <>
          <PairingRing state="loading" imageUrl={imageUrl} />
          <p className="headline">{t('connecting.continueIn', { wallet: wallet.name })}</p>
          <p className="muted">{t('connecting.acceptRequest')}</p>
        </>
      ) : (
        <>
          <QrCode
            value={uri ?? ''}
            label={t('walletConnect.qrLabel')}
            logo={basic ? undefined : <WalletImage src={imageUrl} />}
          />
          <p className="headline">{t('walletConnect.scan')}</p>
          <p className="muted">{t('walletConnect.scanDetail')}</p>
        </>
      )}
      {link && wallet ? (
        <button type="button" className="button" onClick={openWallet}>
          {t('walletConnect.openWallet', { wallet: wallet.name })}
        </button>
      ) : null}
      <button type="button" className="button" onClick={() => void copy()}>
        {t('walletConnect.copyLink')}
      </button>
      {wallet ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => foyer.push('GetWallet', { wallet: { id: wallet.id, name: wallet.name } })}
        >
          {t('walletConnect.getWallet', { wallet: wallet.name })}
        </button>
      ) : null}
    </div>
  )
}

/** ConnectingWalletConnectBasic: the same pairing, without a chosen wallet. */
export function ConnectingWalletConnectBasicView() {
  return <ConnectingWalletConnectView basic />
}
