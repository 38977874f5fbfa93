import { formatBalance, type SwapState, type SwapTokenOption } from '@foyer/core'
import { SWAP_SLIPPAGE_PERCENT, setSwapAmount, setSwapMax } from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { TokenImage } from '../../ui/TokenImage.js'
import { formatFee } from '../send/formatFee.js'
import { swapStyles } from './swapStyles.js'

/** The active namespace's network, whose native currency pays the swap's network fee. */
export function useSwapNetwork() {
  const foyer = useFoyerInstance()
  return useStoreSelector(foyer.stores.chains, (value) =>
    value.activeNamespace ? value.chains[value.activeNamespace]?.networkState.caipNetwork : undefined,
  )
}

/** The quote's network fee, in the active network's native currency (a term of a summary list). */
export function SwapNetworkFee({ gasFee }: { gasFee: NonNullable<SwapState['quote']>['gasFee'] }) {
  const t = useT()
  const network = useSwapNetwork()
  return (
    <>
      <dt>{t('swap.networkFee')}</dt>
      <dd>
        <bdi>{formatFee({ native: gasFee, symbol: network?.nativeCurrency.symbol ?? '' })}</bdi>
      </dd>
    </>
  )
}

/** The button that shows a side's token and opens the token list. */
export function TokenButton({
  token,
  label,
  onClick,
}: {
  token: SwapTokenOption | undefined
  label: string
  onClick(): void
}) {
  const t = useT()
  return (
    <button type="button" className="button button-secondary swap-token" aria-label={label} onClick={onClick}>
      {token ? (
        <TokenImage src={token.logoUri} symbol={token.symbol} size={20} className="avatar-small" />
      ) : null}
      {token ? token.symbol : t('swap.selectToken')}
    </button>
  )
}

/** What to pay: the amount, its token, the balance and Max. */
export function SwapPayBox({
  amount,
  from,
  busy,
  ids,
  invalid,
}: {
  amount: string
  from: SwapTokenOption | undefined
  busy: boolean
  ids: { amount: string; error: string }
  invalid: boolean
}) {
  const foyer = useFoyerInstance()
  const t = useT()
  return (
    <fieldset className="swap-box" disabled={busy}>
      <legend className="field-label">{t('swap.youPay')}</legend>
      {/* The Swap form's styles, held while the form shows (its select-token view holds them too). */}
      <ShadowStyle css={swapStyles} />
      <div className="field-row">
        <input
          id={ids.amount}
          className="search-input"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('swap.amount')}
          placeholder={t('send.amountPlaceholder')}
          value={amount}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? ids.error : undefined}
          onChange={(event) => setSwapAmount(foyer, event.target.value)}
        />
        <TokenButton
          token={from}
          label={t('swap.fromToken', { symbol: from?.symbol ?? '—' })}
          onClick={() => foyer.push('SwapSelectToken', { swapSide: 'from' })}
        />
      </div>
      <p className="muted field-error swap-balance">
        <bdi>{t('swap.balance', { balance: formatBalance(from?.balance, from?.symbol) })}</bdi>{' '}
        <button type="button" className="link-button swap-max" onClick={() => setSwapMax(foyer)}>
          {t('send.max')}
        </button>
      </p>
    </fieldset>
  )
}

/**
 * The quote's terms: the minimum received, the network fee, the slippage. No provider fee: none is
 * charged (the pools' own fee is in the quote), and a fee is shown only when it is taken.
 */
export function SwapQuoteSummary({
  quote,
  to,
}: {
  quote: NonNullable<SwapState['quote']>
  to: SwapTokenOption
}) {
  const t = useT()
  return (
    <dl className="send-summary">
      <dt>{t('swap.minimum')}</dt>
      <dd>
        <bdi>
          {quote.minimum} {to.symbol}
        </bdi>
      </dd>
      <SwapNetworkFee gasFee={quote.gasFee} />
      <dt>{t('swap.slippage')}</dt>
      <dd>{SWAP_SLIPPAGE_PERCENT} %</dd>
    </dl>
  )
}
