import { getAccount, getNetwork, type Network } from '@foyer/core'
import { useId, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { copyText } from '../../ui/copyText.js'
import { ExplorerLink } from '../../ui/ExplorerLink.js'
import { CopyIcon } from '../../ui/icons.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { QrCode } from '../../ui/QrCode.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { receiveStyles } from './receiveStyles.js'

/** The mark in the QR code's centre: the connected wallet's icon, else (or when it fails) the network's. */
function QrLogo({ icon, network }: { icon: string | undefined; network: Network | undefined }) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (icon && failed !== icon) return <img src={icon} alt="" onError={() => setFailed(icon)} />
  return <NetworkImage network={network} className="qr-logo-network" />
}

/**
 * Receive: the connected address as a QR code (wallet icon in the centre), the full address with a copy
 * button, the block explorer link, and the configured networks of the same namespace, where this
 * address can receive funds.
 */
export function ReceiveView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const headingId = useId()
  const account = useStoreSelector(foyer.stores.chains, () => getAccount(foyer))
  const networkState = useStoreSelector(foyer.stores.chains, () => getNetwork(foyer))
  const address = account?.address
  if (!account || !address || !networkState) return null
  const network = networkState.caipNetwork
  const networks = networkState.requestedCaipNetworks

  const copy = () =>
    copyText(foyer, address, { copied: t('account.addressCopied'), failed: t('account.copyFailed') })

  return (
    <div className="stack">
      <ShadowStyle css={receiveStyles} />
      <div className="center">
        <QrCode
          value={address}
          label={t('receive.qrLabel')}
          logo={<QrLogo icon={account.connectedWalletInfo?.icon} network={network} />}
        />
        <p className="receive-address">{address}</p>
        <button type="button" className="button button-block" onClick={copy}>
          <CopyIcon />
          {t('account.copyAddress')}
        </button>
      </div>
      <ExplorerLink network={network} address={address} />
      <h3 id={headingId} className="section-heading">
        {t('receive.networksHeading')}
      </h3>
      <p className="muted">{t('receive.networksHint')}</p>
      <ul className="network-names" aria-labelledby={headingId}>
        {networks.map((item) => (
          <li key={item.caipNetworkId} className="network-name">
            <NetworkImage network={item} className="network-image network-image-small" />
            {item.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
