import type { SendSimulation } from '@foyer/core'
import { useId } from 'react'
import { useT } from '../i18n/useT.js'
import { LoadingStatus } from './LoadingStatus.js'
import { ShadowStyle } from './shadowStyle.js'
import { simulationStyles } from './simulationStyles.js'

/**
 * What a transaction (a Send, or a swap with its approval) will do to the account, as the chain
 * simulated it: each balance that goes down or up, or why the chain would refuse it (the wallet is then
 * not asked), or that no preview could be made.
 */
export function SimulationSummary({ simulation }: { simulation: SendSimulation | undefined }) {
  const t = useT()
  const id = useId()
  if (!simulation) return null
  if (simulation.status === 'loading') return <LoadingStatus text={t('send.simulating')} centered={false} />
  if (simulation.status === 'unavailable') return <p className="muted">{t('send.previewUnavailable')}</p>
  if (simulation.status === 'reverts')
    return (
      <p className="error-text" role="alert">
        {simulation.reason ? t('send.wouldFailReason', { reason: simulation.reason }) : t('send.wouldFail')}
      </p>
    )
  return (
    <section className="stack" aria-labelledby={id}>
      <ShadowStyle css={simulationStyles} />
      <h3 className="field-label" id={id}>
        {t('send.balanceChanges')}
      </h3>
      {simulation.changes.length === 0 ? (
        <p className="muted">{t('send.noBalanceChanges')}</p>
      ) : (
        <ul className="simulated-changes" aria-labelledby={id}>
          {simulation.changes.map((change) => (
            <li key={change.symbol} data-change={change.change.startsWith('-') ? 'down' : 'up'}>
              {/* Exact: a preview rounds nothing away. */}
              <bdi>
                {change.change} {change.symbol}
              </bdi>
            </li>
          ))}
        </ul>
      )}
      <p className="muted small">{t('send.simulated')}</p>
    </section>
  )
}
