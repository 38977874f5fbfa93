import type { ConnectionError } from '@foyer/core'
import { UserRejectedRequestError } from '@foyer/core'
import { useT } from '../../i18n/useT.js'
import { WalletImage } from '../../ui/WalletImage.js'

/** No WalletConnect connector is configured: nothing to pair with. */
export function PairingUnavailable() {
  const t = useT()
  return (
    <div className="center">
      <p className="headline" role="alert">
        {t('walletConnect.unavailable')}
      </p>
      <p className="muted">{t('walletConnect.unavailableDetail')}</p>
    </div>
  )
}

/** The wallet's icon in the ring that shows the pairing's state. */
export function PairingRing({
  state,
  imageUrl,
}: {
  state: 'error' | 'loading'
  imageUrl: string | undefined
}) {
  return (
    <div className="ring" data-state={state}>
      <WalletImage src={imageUrl} />
    </div>
  )
}

/** The pairing failed (relay unreachable, proposal declined): the reason and 'Try again'. */
export function PairingFailed({
  error,
  imageUrl,
  onRetry,
}: {
  error: ConnectionError | undefined
  imageUrl: string | undefined
  onRetry: () => void
}) {
  const t = useT()
  const declined = error?.code === UserRejectedRequestError.code
  return (
    <div className="center">
      <PairingRing state="error" imageUrl={imageUrl} />
      <p className="headline error-text" role="alert">
        {declined ? t('connecting.declined') : (error?.message ?? t('walletConnect.preparing'))}
      </p>
      {declined && error?.message ? <p className="muted">{error.message}</p> : null}
      <button type="button" className="button" onClick={onRetry}>
        {t('connecting.tryAgain')}
      </button>
    </div>
  )
}

/** The pairing URI is being (re)created. */
export function PairingWaiting({ imageUrl }: { imageUrl: string | undefined }) {
  const t = useT()
  return (
    <div className="center">
      <PairingRing state="loading" imageUrl={imageUrl} />
      <p className="headline" role="status">
        {t('walletConnect.preparing')}
      </p>
    </div>
  )
}
