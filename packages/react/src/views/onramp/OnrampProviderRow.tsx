import type { OnrampPrice, OnrampProvider } from '@foyer/core/views'
import { useT } from '../../i18n/useT.js'

/** A provider's fee range ('1.00–2.00 % fee'), when it gave one. */
function FeeRange({ provider }: { provider: OnrampProvider }) {
  const t = useT()
  return (
    <span className="muted small onramp-detail">
      {provider.feeRange
        ? t('onramp.feeRange', { min: provider.feeRange.min, max: provider.feeRange.max })
        : null}
    </span>
  )
}

/** A provider of Buy crypto: its name and fee range, and its quote (or a spinner while its checkout opens). */
export function OnrampProviderRow({
  provider,
  prices,
  problem,
  opening,
  onChoose,
}: {
  provider: OnrampProvider
  prices: Record<string, OnrampPrice | undefined> | undefined
  problem: boolean
  opening: string | undefined
  onChoose(): void
}) {
  const t = useT()
  const price = prices?.[provider.id]
  return (
    <li>
      <button type="button" className="row" disabled={problem || opening !== undefined} onClick={onChoose}>
        <span className="row-label">
          <span>{provider.name}</span>
          <FeeRange provider={provider} />
        </span>
        <span className="onramp-quote">
          {opening === provider.id ? (
            <span className="spinner" aria-hidden="true" />
          ) : problem ? null : prices === undefined ? (
            <span className="muted small">{t('onramp.quoting')}</span>
          ) : price ? (
            <bdi>{t('onramp.youGet', { amount: price.purchaseAmount, symbol: price.symbol })}</bdi>
          ) : (
            <span className="muted small">{t('onramp.quoteUnavailable')}</span>
          )}
        </span>
      </button>
    </li>
  )
}

/**
 * A provider of the spec's sample data (the server's on-ramp options could not be had): shown for what
 * it is, marked 'Sample', with no quote and no way to buy; the row says so instead of a button.
 */
export function SampleProviderRow({ provider }: { provider: OnrampProvider }) {
  const t = useT()
  return (
    <li>
      <div className="row row-placeholder">
        <span className="row-label">
          <span>
            {provider.name} <span className="tag tag-muted">{t('onramp.sampleTag')}</span>
          </span>
          <FeeRange provider={provider} />
        </span>
        <span className="muted small onramp-quote">{t('onramp.sampleNotBuyable')}</span>
      </div>
    </li>
  )
}
