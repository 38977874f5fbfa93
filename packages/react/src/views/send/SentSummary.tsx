import { finishSend, formatBalance, type SentTransfer, truncateAddress } from '@foyer/core'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { ExplorerLink } from '../../ui/ExplorerLink.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { sendStyles } from './sendStyles.js'

const statusKeys = {
  pending: { short: 'send.statusPending', long: 'send.sentPending' },
  confirmed: { short: 'send.statusConfirmed', long: 'send.sentConfirmed' },
  failed: { short: 'send.statusFailed', long: 'send.sentFailed' },
} as const

/**
 * The success state of a send: what went where, its status (pending until mined, then confirmed or
 * failed, announced politely), the transaction on the explorer, and Done (back to where Send was opened,
 * with an empty form).
 */
export function SentSummary({ sent }: { sent: SentTransfer }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const network = useStoreSelector(foyer.stores.chains, (value) =>
    value.activeNamespace ? value.chains[value.activeNamespace]?.networkState.caipNetwork : undefined,
  )
  const keys = statusKeys[sent.status]
  return (
    <div className="stack send">
      <ShadowStyle css={sendStyles} />
      <p className="headline center">{t('send.sentTitle')}</p>
      <p className={sent.status === 'failed' ? 'error-text center' : 'muted center'} role="status">
        {t(keys.long)}
      </p>
      <dl className="send-summary">
        <dt>{t('send.youSend')}</dt>
        <dd>{formatBalance(sent.amount, sent.symbol)}</dd>
        <dt>{t('send.to')}</dt>
        <dd>
          {sent.receiverName ? <strong>{sent.receiverName} </strong> : null}
          <bdi className="muted">{truncateAddress(sent.receiverAddress)}</bdi>
        </dd>
        <dt>{t('send.network')}</dt>
        <dd>{network?.caipNetworkId === sent.caipNetworkId ? network.name : sent.caipNetworkId}</dd>
        <dt>{t('send.status')}</dt>
        <dd>{t(keys.short)}</dd>
        <dt>{t('send.transaction')}</dt>
        <dd className="mono">
          <bdi>{truncateAddress(sent.hash)}</bdi>
        </dd>
      </dl>
      {network?.caipNetworkId === sent.caipNetworkId ? (
        <ExplorerLink network={network} transaction={sent.hash} />
      ) : null}
      <button
        type="button"
        className="button button-block"
        onClick={() => {
          finishSend(foyer)
          foyer.goBack()
        }}
      >
        {t('send.done')}
      </button>
    </div>
  )
}
