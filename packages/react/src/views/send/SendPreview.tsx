import {
  editSend,
  formatBalance,
  type Network,
  type SendState,
  type SendToken,
  sendTokens,
} from '@foyer/core'
import { formatFiat } from '@foyer/core/views'
import { useId } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'
import { SimulationSummary } from '../../ui/SimulationSummary.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { formatFee } from './formatFee.js'
import { sendStyles } from './sendStyles.js'

/**
 * Send's preview: what goes where, on which network, for which fee (and the deposit that opens the
 * receiver's account, explained), what the simulation says it does to the balances; Edit, and Send
 * (the wallet), which waits for the simulation and is refused when it says the chain would refuse.
 */
export function SendPreview({
  state,
  token,
  network,
  fiat,
}: {
  state: SendState
  token: SendToken
  network: Network | undefined
  fiat: number | undefined
}) {
  const foyer = useFoyerInstance()
  const t = useT()
  const ids = { depositHelp: useId() }
  return (
    <div className="stack send">
      <ShadowStyle css={sendStyles} />
      <dl className="send-summary">
        <dt>{t('send.youSend')}</dt>
        <dd>
          {formatBalance(state.amount, token.symbol)}
          {fiat !== undefined && Number.isFinite(fiat) ? (
            <span className="muted"> ≈ {formatFiat(fiat)}</span>
          ) : null}
        </dd>
        <dt>{t('send.to')}</dt>
        <dd>
          {state.receiverProfile?.name ? <strong>{state.receiverProfile.name} </strong> : null}
          {/* Whole, so that it can be checked against the receiver's own before the wallet is asked. */}
          <bdi className="muted">{state.receiverAddress}</bdi>
        </dd>
        <dt>{t('send.network')}</dt>
        <dd>{network?.name}</dd>
        <dt>{t('send.fee')}</dt>
        <dd>
          {state.fee ? formatFee(state.fee) : t('send.feeUnknown')}
          {state.fee?.usd !== undefined ? (
            <span className="muted"> ≈ {formatFiat(state.fee.usd)}</span>
          ) : null}
        </dd>
        {state.deposit ? (
          <>
            <dt>{t('send.deposit')}</dt>
            <dd aria-describedby={ids.depositHelp}>
              {formatFee(state.deposit)}
              {state.deposit.usd !== undefined ? (
                <span className="muted"> ≈ {formatFiat(state.deposit.usd)}</span>
              ) : null}
            </dd>
            <dd id={ids.depositHelp} className="send-summary-note muted">
              {t('send.depositHelp')}
            </dd>
          </>
        ) : null}
      </dl>
      <SimulationSummary simulation={state.simulation} />
      {state.sending ? (
        <p className="muted center" role="status">
          {t('send.checkWallet')}
        </p>
      ) : null}
      {state.error ? <p className="error-text center">{state.error}</p> : null}
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => editSend(foyer)}
          disabled={state.sending}
        >
          {t('send.edit')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void sendTokens(foyer)}
          disabled={
            state.sending || state.simulation?.status === 'loading' || state.simulation?.status === 'reverts'
          }
        >
          {t('send.send')}
        </button>
      </div>
    </div>
  )
}
