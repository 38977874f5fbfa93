import { formatBalance, getAccount, type SwapTokenOption } from '@foyer/core'
import {
  accountTypeOf,
  canSwap,
  flipSwap,
  getSwapStore,
  initSwap,
  previewSwap,
  SwapError,
  selectSwapToken,
} from '@foyer/core/views'
import { useEffect, useId, useMemo, useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { LoadingStatus } from '../../ui/LoadingStatus.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { TokenImage } from '../../ui/TokenImage.js'
import { SwapPayBox, SwapQuoteSummary, TokenButton, useSwapNetwork } from './SwapFormParts.js'
import { SwapReview } from './SwapReview.js'
import { swapAmountError } from './swapAmountError.js'
import { swapStyles } from './swapStyles.js'

/**
 * Swap (spec section 4): what to pay (amount, token, balance, Max) and what to receive (the quote, the
 * token), the flip between them, the minimum received with the 1 % slippage, the network fee, and
 * Swap, which asks the wallet for the allowance first when the router needs one. Quotes
 * follow the typing after a pause. On a network the server has no swap on: 'Network not supported for
 * Swaps'.
 */
export function SwapView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const store = useMemo(() => getSwapStore(foyer), [foyer])
  const state = useStoreSelector(store, (value) => value)
  const ids = { amount: useId(), error: useId() }
  const network = useSwapNetwork()
  // Smart accounts skip the gas check (spec section 5).
  const smartAccount = useStoreSelector(
    foyer.stores.chains,
    () => accountTypeOf(getAccount(foyer)) === 'smartAccount',
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the network changes
  useEffect(() => {
    void initSwap(foyer)
  }, [foyer, network?.caipNetworkId])

  if (state.status === 'idle' || state.status === 'loading') return <LoadingStatus text={t('swap.loading')} />
  if (state.status === 'unsupported') return <p className="muted center">{t('swap.unsupported')}</p>
  if (state.status === 'failed')
    return (
      <div className="stack center">
        <p className="error-text" role="alert">
          {new SwapError('init').shortMessage}
        </p>
        <button type="button" className="button button-secondary" onClick={() => foyer.goBack()}>
          {t('modal.back')}
        </button>
      </div>
    )

  const from = state.tokens.find((token) => token.address === state.from)
  const to = state.tokens.find((token) => token.address === state.to)
  const inputError = swapAmountError(state, t, { smartAccount })
  const quote =
    state.quote &&
    state.quote.amount === state.amount &&
    state.quote.from === state.from &&
    state.quote.to === state.to
      ? state.quote
      : undefined
  if (state.step !== 'form' && from && to && quote)
    return <SwapReview state={state} from={from} to={to} quote={quote} />
  const busy = state.step !== 'form'
  let action = t('swap.review')
  if (!to) action = t('swap.chooseTarget')
  else if (state.amount.trim() === '') action = t('swap.enterAmount')

  return (
    <form
      className="stack swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void previewSwap(foyer)
      }}
    >
      <SwapPayBox amount={state.amount} from={from} busy={busy} ids={ids} invalid={Boolean(inputError)} />
      {inputError ? (
        <p id={ids.error} className="error-text field-error">
          {inputError}
        </p>
      ) : null}
      <button
        type="button"
        className="icon-button swap-flip"
        aria-label={t('swap.flip')}
        disabled={busy}
        onClick={() => flipSwap(foyer)}
      >
        ⇅
      </button>
      <fieldset className="swap-box" disabled={busy}>
        <legend className="field-label">{t('swap.youReceive')}</legend>
        <div className="field-row">
          <output className="search-input swap-output" aria-live="polite" aria-label={t('swap.received')}>
            {state.quoting ? t('swap.quoting') : quote ? <bdi>{quote.toAmount}</bdi> : '0'}
          </output>
          <TokenButton
            token={to}
            label={to ? t('swap.toToken', { symbol: to.symbol }) : t('swap.selectToken')}
            onClick={() => foyer.push('SwapSelectToken', { swapSide: 'to' })}
          />
        </div>
      </fieldset>
      {state.quoteError ? (
        <p className="error-text" role="alert">
          {state.quoteError}
        </p>
      ) : null}
      {quote && to ? <SwapQuoteSummary quote={quote} to={to} /> : null}
      {/* The failure's toast announces it; this line keeps it in view. */}
      {state.error ? <p className="error-text swap-error">{state.error}</p> : null}
      <button type="submit" className="button button-block" disabled={!canSwap(state, { smartAccount })}>
        {action}
      </button>
    </form>
  )
}

/** A titled list of tokens to choose from; nothing when it is empty. */
function TokenSection({
  title,
  tokens,
  onChoose,
}: {
  title: string
  tokens: SwapTokenOption[]
  onChoose(token: SwapTokenOption): void
}) {
  const id = useId()
  if (tokens.length === 0) return null
  return (
    <>
      <h3 className="field-label" id={id}>
        {title}
      </h3>
      <ul className="stack swap-tokens" aria-labelledby={id}>
        {tokens.map((token) => (
          <li key={token.address}>
            <button type="button" className="row" onClick={() => onChoose(token)}>
              <TokenImage src={token.logoUri} symbol={token.symbol} size={28} className="network-image" />
              <span className="row-label">
                {token.symbol} <span className="muted small">{token.name}</span>
              </span>
              {token.balance !== '0' ? <bdi className="muted">{formatBalance(token.balance)}</bdi> : null}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * SwapSelectToken: the account's tokens first (with their balance), then every token the server swaps
 * on this network; search by name, symbol or address.
 */
export function SwapSelectTokenView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const store = useMemo(() => getSwapStore(foyer), [foyer])
  const tokens = useStoreSelector(store, (value) => value.tokens)
  const side = useStoreSelector(foyer.stores.router, (value) => value.data?.swapSide) ?? 'to'
  const [query, setQuery] = useState('')
  const ids = { search: useId() }
  const wanted = query.trim().toLowerCase()
  const matching = tokens.filter(
    (token) =>
      !wanted ||
      token.symbol.toLowerCase().includes(wanted) ||
      token.name.toLowerCase().includes(wanted) ||
      token.address.toLowerCase().includes(wanted),
  )
  const yours = matching.filter((token) => token.balance !== '0')
  const others = matching.filter((token) => token.balance === '0')
  const choose = (token: SwapTokenOption) => {
    selectSwapToken(foyer, side, token.address)
    foyer.goBack()
  }
  return (
    <div className="stack">
      <ShadowStyle css={swapStyles} />
      <input
        id={ids.search}
        className="search-input"
        type="search"
        autoComplete="off"
        aria-label={t('swap.search')}
        placeholder={t('swap.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <TokenSection title={t('swap.yourTokens')} tokens={yours} onChoose={choose} />
      <TokenSection title={t('swap.allTokens')} tokens={others} onChoose={choose} />
      {matching.length === 0 ? <p className="muted center">{t('swap.noResults', { query })}</p> : null}
    </div>
  )
}
