import {
  canPreviewSend,
  editSend,
  finishSend,
  formatBalance,
  formatFiat,
  getSendFormErrors,
  loadSendTokens,
  previewSend,
  type SentTransfer,
  sendTokens,
  setSendAmount,
  setSendMax,
  setSendReceiver,
  setSendToken,
  truncateAddress,
} from '@foyer/core/internal'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'
import { ExplorerLink } from '../ui/ExplorerLink.js'
import { SimulationSummary } from '../ui/SimulationSummary.js'

const NAME_LOOKUP_DELAY_MS = 400
/** Fees are small: three significant digits ('0.0000285 ETH') rather than the 3 decimals of balances. */
const feeFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 })
const formatFee = (fee: { native: string; symbol: string }) =>
  `${feeFormat.format(Number(fee.native))} ${fee.symbol}`

/**
 * WalletSend: token (from the account's balances), amount with Max and its fiat value, receiver
 * (address or name, resolved with its avatar), network fee, and apart from it the deposit that opens
 * the receiver's account when the transfer needs one (a Solana token account), explained; then a
 * preview, and the wallet. Inline errors come before anything is sent. The form lives in core's send
 * store: leaving the view keeps it; a network change resets it.
 */
export function WalletSendView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const store = useMemo(() => foyer.stores.send, [foyer])
  const state = useStoreSelector(store, (value) => value)
  const network = useStoreSelector(foyer.stores.chains, (value) =>
    value.activeNamespace ? value.chains[value.activeNamespace]?.networkState.caipNetwork : undefined,
  )
  const solana = network?.chainNamespace === 'solana'
  const errors = getSendFormErrors(state, network?.chainNamespace)
  const ids = {
    token: useId(),
    amount: useId(),
    receiver: useId(),
    amountError: useId(),
    receiverError: useId(),
    depositHelp: useId(),
  }
  const lookup = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The native balance can arrive after Send opens (a fresh connection): without a server's balances it
  // is the only token, so the list follows it.
  const balance = useStoreSelector(foyer.stores.chains, (value) =>
    value.activeNamespace ? value.chains[value.activeNamespace]?.accountState.balance : undefined,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the network or the balance changes
  useEffect(() => {
    void loadSendTokens(foyer)
  }, [foyer, network?.caipNetworkId, balance])
  useEffect(() => () => clearTimeout(lookup.current), [])

  const token = state.token
  const fiat = token?.price !== undefined && state.amount ? Number(state.amount) * token.price : undefined

  if (state.step === 'sent' && state.sent) {
    return <SentSummary sent={state.sent} />
  }

  if (state.step === 'preview' && token) {
    return (
      <div className="stack send">
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
            <bdi className="muted">{truncateAddress(state.receiverAddress ?? '')}</bdi>
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
              state.sending ||
              state.simulation?.status === 'loading' ||
              state.simulation?.status === 'reverts'
            }
          >
            {t('send.send')}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form
      className="stack send"
      onSubmit={(event) => {
        event.preventDefault()
        void previewSend(foyer)
      }}
    >
      <label className="field-label" htmlFor={ids.token}>
        {t('send.token')}
      </label>
      <select
        id={ids.token}
        className="search-input"
        value={token ? `${token.symbol}:${token.address ?? ''}` : ''}
        disabled={state.tokens.length === 0}
        onChange={(event) => {
          const next = state.tokens.find(
            (item) => `${item.symbol}:${item.address ?? ''}` === event.target.value,
          )
          if (next) setSendToken(foyer, next)
        }}
      >
        {state.tokens.length === 0 ? (
          <option value="">{state.tokensLoading ? t('send.loadingTokens') : t('send.noTokens')}</option>
        ) : null}
        {state.tokens.map((item) => (
          <option key={`${item.symbol}:${item.address ?? ''}`} value={`${item.symbol}:${item.address ?? ''}`}>
            {t('send.tokenOption', { symbol: item.symbol, balance: formatBalance(item.balance) })}
          </option>
        ))}
      </select>

      <label className="field-label" htmlFor={ids.amount}>
        {t('send.amount')}
      </label>
      <div className="field-row">
        <input
          id={ids.amount}
          className="search-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('send.amountPlaceholder')}
          value={state.amount}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? ids.amountError : undefined}
          onChange={(event) => setSendAmount(foyer, event.target.value)}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setSendMax(foyer)}
          disabled={!token}
        >
          {t('send.max')}
        </button>
      </div>
      {errors.amount ? (
        <p id={ids.amountError} className="error-text field-error">
          {errors.amount}
        </p>
      ) : fiat !== undefined && Number.isFinite(fiat) ? (
        <p className="muted field-error">≈ {formatFiat(fiat)}</p>
      ) : null}

      <label className="field-label" htmlFor={ids.receiver}>
        {t('send.receiver')}
      </label>
      <input
        id={ids.receiver}
        className="search-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t(solana ? 'send.receiverPlaceholderSolana' : 'send.receiverPlaceholder')}
        value={state.receiver}
        aria-invalid={errors.receiver ? true : undefined}
        aria-describedby={errors.receiver ? ids.receiverError : undefined}
        onChange={(event) => {
          const value = event.target.value
          store.setState({
            receiver: value,
            receiverAddress: undefined,
            receiverUnknown: false,
            receiverResolving: true,
            deposit: undefined,
          })
          clearTimeout(lookup.current)
          lookup.current = setTimeout(() => void setSendReceiver(foyer, value), NAME_LOOKUP_DELAY_MS)
        }}
      />
      {errors.receiver ? (
        <p id={ids.receiverError} className="error-text field-error">
          {errors.receiver}
        </p>
      ) : state.receiverProfile ? (
        <p className="muted field-error">
          {state.receiverProfile.avatar ? (
            <img className="avatar-small" src={state.receiverProfile.avatar} alt="" width={16} height={16} />
          ) : null}{' '}
          {t('send.resolved', {
            name: state.receiverProfile.name,
            address: truncateAddress(state.receiverAddress ?? ''),
          })}
        </p>
      ) : null}

      <p className="muted">
        {t('send.fee')}: {state.fee ? formatFee(state.fee) : t('send.feeUnknown')}
        {state.fee?.usd !== undefined ? ` ≈ ${formatFiat(state.fee.usd)}` : ''}
      </p>
      {state.deposit ? (
        <>
          <p className="muted" aria-describedby={ids.depositHelp}>
            {t('send.deposit')}: {formatFee(state.deposit)}
            {state.deposit.usd !== undefined ? ` ≈ ${formatFiat(state.deposit.usd)}` : ''}
          </p>
          <p id={ids.depositHelp} className="muted field-error">
            {t('send.depositHelp')}
          </p>
        </>
      ) : null}
      <button type="submit" className="button button-block" disabled={!canPreviewSend(state)}>
        {t('send.preview')}
      </button>
    </form>
  )
}

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
function SentSummary({ sent }: { sent: SentTransfer }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const network = useStoreSelector(foyer.stores.chains, (value) =>
    value.activeNamespace ? value.chains[value.activeNamespace]?.networkState.caipNetwork : undefined,
  )
  const keys = statusKeys[sent.status]
  return (
    <div className="stack send">
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
