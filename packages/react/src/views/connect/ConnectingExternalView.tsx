import { type Connector, connect, UserRejectedRequestError } from '@foyer/core'
import { useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { surfaceError } from '../surfaceError.js'

/**
 * ConnectingExternal: the wallet icon in a spinning ring while the wallet asks the user. On failure the
 * ring turns to an error state with the message and 'Try again'. A wallet that disappears mid-flow
 * (its connector is no longer announced) shows an error too, never an endless spinner.
 */
export function ConnectingExternalView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const connectorId = useStoreSelector(foyer.stores.router, (state) => state.data?.connectorId)
  const connector = useStoreSelector(foyer.stores.chains, (state) =>
    state.connectors.find((item) => item.id === connectorId),
  )
  const error = useStoreSelector(foyer.stores.connection, (state) => state.error)
  // Keep showing the wallet's name and icon if it vanishes.
  const [known, setKnown] = useState<Connector | undefined>(connector)
  if (connector && connector !== known) setKnown(connector)
  const wallet = connector ?? known
  const name = wallet?.name ?? ''
  const vanished = connector === undefined

  const retry = () => {
    if (!connectorId) return
    connect(foyer, { connectorId }).catch((reason: unknown) => surfaceError(foyer, reason))
  }

  let headline: string
  let detail: string | undefined
  if (error) {
    const declined = error.code === UserRejectedRequestError.code
    headline = declined ? t('connecting.declined') : error.message
    detail = declined ? error.message : undefined
  } else if (vanished) {
    headline = t('connecting.walletUnavailable')
    detail = t('connecting.walletUnavailableDetail')
  } else {
    headline = t('connecting.continueIn', { wallet: name })
    detail = t('connecting.acceptRequest')
  }
  const failed = Boolean(error) || vanished

  return (
    <div className="center">
      <div className="ring" data-state={failed ? 'error' : 'loading'}>
        <WalletImage src={wallet?.imageUrl} />
      </div>
      <p className={failed ? 'headline error-text' : 'headline'} role={failed ? 'alert' : undefined}>
        {headline}
      </p>
      {detail ? <p className="muted">{detail}</p> : null}
      {failed ? (
        <button type="button" className="button" onClick={retry}>
          {t('connecting.tryAgain')}
        </button>
      ) : null}
    </div>
  )
}
