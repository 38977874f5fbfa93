import { cancelSignIn, FoyerError, getAccount, signIn } from '@foyer/core'
import { useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { WalletImage } from '../../ui/WalletImage.js'

type Status = { kind: 'idle' } | { kind: 'signing' } | { kind: 'failed'; message: string }

/**
 * SIWXSignMessage: asks the connected wallet to sign the app's sign-in message. Sign → the wallet
 * prompts; success closes the modal (core). A declined signature shows 'Signature declined' and the
 * view stays for another try. Cancel disconnects when the app requires sign-in, otherwise closes.
 */
export function SIWXSignMessageView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const connectorId = useStoreSelector(foyer.stores.chains, () => getAccount(foyer)?.connectorId)
  const wallet = useStoreSelector(foyer.stores.chains, (state) =>
    state.connectors.find((connector) => connector.id === connectorId),
  )
  const appName = foyer.options.metadata?.name ?? t('siwx.thisApp')
  const required = foyer.options.siwx?.getRequired?.() ?? false

  const sign = () => {
    setStatus({ kind: 'signing' })
    signIn(foyer).catch((error: unknown) => {
      setStatus({
        kind: 'failed',
        message: error instanceof FoyerError ? error.shortMessage : t('siwx.failed'),
      })
    })
  }

  return (
    <div className="center">
      <div
        className="ring"
        data-state={status.kind === 'failed' ? 'error' : status.kind === 'signing' ? 'loading' : 'idle'}
      >
        <WalletImage src={wallet?.imageUrl} />
      </div>
      <p className="headline">{t('siwx.headline', { app: appName })}</p>
      <p className="muted">{required ? t('siwx.explainRequired') : t('siwx.explainOptional')}</p>
      {status.kind === 'signing' ? (
        <p className="muted" role="status">
          {t('siwx.checkWallet', { wallet: wallet?.name ?? t('siwx.yourWallet') })}
        </p>
      ) : null}
      {status.kind === 'failed' ? (
        // The toast (role alert) announces it; this line keeps it on screen next to the buttons.
        <p className="headline error-text">{status.message}</p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void cancelSignIn(foyer)}
          disabled={status.kind === 'signing'}
        >
          {t('siwx.cancel')}
        </button>
        <button type="button" className="button" onClick={sign} disabled={status.kind === 'signing'}>
          {status.kind === 'signing' ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
