import { UserRejectedRequestError } from '@foyer/core'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { selectNetwork } from './selectNetwork.js'

/** SwitchNetwork: 'Approve in wallet' with a spinner; on failure the message and 'Try again'. */
export function SwitchNetworkView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const network = useStoreSelector(foyer.stores.router, (state) => state.data?.network)
  const error = useStoreSelector(foyer.stores.connection, (state) => state.error)
  const declined = error?.code === UserRejectedRequestError.code
  return (
    <div className="center">
      <div className="ring" data-state={error ? 'error' : 'loading'}>
        <NetworkImage network={network} />
      </div>
      {error ? (
        <>
          <p className="headline error-text" role="alert">
            {declined ? t('switchNetwork.failed') : error.message}
          </p>
          {declined ? <p className="muted">{error.message}</p> : null}
          {network ? (
            <button type="button" className="button" onClick={() => void selectNetwork(foyer, network)}>
              {t('switchNetwork.tryAgain')}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <p className="headline">{t('switchNetwork.approve')}</p>
          <p className="muted">{t('switchNetwork.description', { network: network?.name ?? '' })}</p>
        </>
      )}
    </div>
  )
}
