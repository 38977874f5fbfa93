import { disconnect } from '@foyer/core'
import { toFoyerError } from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'
import { NetworkList } from './NetworkList.js'

/** UnsupportedChain: the wallet is on a network the app did not request; offer the requested ones. */
export function UnsupportedChainView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const leave = () => {
    disconnect(foyer).catch((error: unknown) => {
      foyer.showToast({ type: 'error', message: toFoyerError(error).shortMessage })
    })
  }
  return (
    <div className="stack">
      <p className="muted center">{t('unsupportedChain.description')}</p>
      <NetworkList markActive={false} />
      <button type="button" className="button button-secondary button-block" onClick={leave}>
        {t('unsupportedChain.disconnect')}
      </button>
    </div>
  )
}
