import { type SwapState, type SwapTokenOption, truncateAddress } from '@foyer/core'
import { editSwap, executeSwap } from '@foyer/core/views'
import { useId } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'
import { LoadingStatus } from '../../ui/LoadingStatus.js'
import { SimulationSummary } from '../../ui/SimulationSummary.js'
import { SwapNetworkFee } from './SwapFormParts.js'

/**
 * The swap reviewed before the wallet is asked: what is paid and received, the wallet steps (the
 * approval when the router needs one, then the swap), and what they do to the account's balances,
 * simulated together on the chain. A swap the chain would refuse cannot be confirmed.
 */
export function SwapReview({
  state,
  from,
  to,
  quote,
}: {
  state: SwapState
  from: SwapTokenOption
  to: SwapTokenOption
  quote: NonNullable<SwapState['quote']>
}) {
  const foyer = useFoyerInstance()
  const t = useT()
  const ids = { steps: useId() }
  const { preview } = state
  const sending = state.step === 'approving' || state.step === 'swapping'
  const paid = `${state.amount} ${from.symbol}`
  let action = preview?.approval ? t('swap.approveAndSwap') : t('swap.swap')
  if (state.step === 'approving') action = t('swap.approving')
  else if (state.step === 'swapping') action = t('swap.swapping')
  if (!preview) return <LoadingStatus text={t('send.simulating')} />
  return (
    <div className="stack swap">
      <dl className="send-summary">
        <dt>{t('swap.youPay')}</dt>
        <dd>
          <bdi>{paid}</bdi>
        </dd>
        <dt>{t('swap.youReceive')}</dt>
        <dd>
          <bdi>
            ≈ {quote.toAmount} {to.symbol}
          </bdi>
        </dd>
        <SwapNetworkFee gasFee={quote.gasFee} />
      </dl>
      <section className="stack" aria-labelledby={ids.steps}>
        <h3 className="field-label" id={ids.steps}>
          {t('swap.walletSteps')}
        </h3>
        <ol className="swap-steps" aria-labelledby={ids.steps}>
          {preview.approval ? (
            <li title={preview.approval.spender}>
              {approvalStep(t, preview.approval.spender, preview.swap.to, paid)}
            </li>
          ) : null}
          <li>{t('swap.stepSwap', { from: paid, minimum: `${quote.minimum} ${to.symbol}` })}</li>
        </ol>
      </section>
      <SimulationSummary simulation={preview.simulation} />
      {sending ? (
        <p className="muted center" role="status">
          {t('send.checkWallet')}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => editSwap(foyer)}
          disabled={sending}
        >
          {t('send.edit')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void executeSwap(foyer)}
          disabled={
            sending || preview.simulation.status === 'loading' || preview.simulation.status === 'reverts'
          }
        >
          {sending ? <span className="spinner" aria-hidden="true" /> : null}
          {action}
        </button>
      </div>
    </div>
  )
}

/**
 * The approval step's text: who may spend the amount, as the adapter names it (EVM: checksummed),
 * shortened (the list item's title holds it whole); called the swap router when it is the contract the
 * swap itself goes through, which is what a visitor is asked to trust.
 */
function approvalStep(t: ReturnType<typeof useT>, spender: string, router: string, amount: string) {
  const key = spender.toLowerCase() === router.toLowerCase() ? 'swap.stepApproveRouter' : 'swap.stepApprove'
  return t(key, { spender: truncateAddress(spender), amount })
}
