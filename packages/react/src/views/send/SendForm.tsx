import {
  type ChainNamespace,
  canPreviewSend,
  formatBalance,
  getSendFormErrors,
  previewSend,
  type SendState,
  setSendAmount,
  setSendMax,
  setSendToken,
  truncateAddress,
} from '@foyer/core'
import { formatFiat } from '@foyer/core/views'
import { useId } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'
import { formatFee } from './formatFee.js'

interface SendFormProps {
  state: SendState
  /** The active network's namespace: its address rule and placeholder. */
  namespace: ChainNamespace | undefined
  fiat: number | undefined
  /** The receiver field changed: core resolves it after a pause. */
  onReceiverChange(value: string): void
}

/**
 * Send's form: the token (from the account's balances), the amount with Max and its fiat value, the
 * receiver (an address or a name, resolved with its avatar), the network fee and the deposit the transfer
 * pays apart when it needs one; inline errors come before anything is sent, and Preview follows.
 */
export function SendForm({ state, namespace, fiat, onReceiverChange }: SendFormProps) {
  const foyer = useFoyerInstance()
  const t = useT()
  const errors = getSendFormErrors(state, namespace)
  return (
    <form
      className="stack send"
      onSubmit={(event) => {
        event.preventDefault()
        void previewSend(foyer)
      }}
    >
      <SendTokenField state={state} />
      <SendAmountField state={state} error={errors.amount} fiat={fiat} />
      <SendReceiverField
        state={state}
        error={errors.receiver}
        solana={namespace === 'solana'}
        onChange={onReceiverChange}
      />
      <SendFeeLines state={state} />
      <button type="submit" className="button button-block" disabled={!canPreviewSend(state)}>
        {t('send.preview')}
      </button>
    </form>
  )
}

const tokenKey = (token: { symbol: string; address?: string | undefined }) =>
  `${token.symbol}:${token.address ?? ''}`

function SendTokenField({ state }: { state: SendState }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const id = useId()
  const { token, tokens } = state
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {t('send.token')}
      </label>
      <select
        id={id}
        className="search-input"
        value={token ? tokenKey(token) : ''}
        disabled={tokens.length === 0}
        onChange={(event) => {
          const next = tokens.find((item) => tokenKey(item) === event.target.value)
          if (next) setSendToken(foyer, next)
        }}
      >
        {tokens.length === 0 ? (
          <option value="">{state.tokensLoading ? t('send.loadingTokens') : t('send.noTokens')}</option>
        ) : null}
        {tokens.map((item) => (
          <option key={tokenKey(item)} value={tokenKey(item)}>
            {t('send.tokenOption', { symbol: item.symbol, balance: formatBalance(item.balance) })}
          </option>
        ))}
      </select>
    </>
  )
}

function SendAmountField({
  state,
  error,
  fiat,
}: {
  state: SendState
  error: string | undefined
  fiat: number | undefined
}) {
  const foyer = useFoyerInstance()
  const t = useT()
  const ids = { amount: useId(), error: useId() }
  return (
    <>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setSendAmount(foyer, event.target.value)}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setSendMax(foyer)}
          disabled={!state.token}
        >
          {t('send.max')}
        </button>
      </div>
      {error ? (
        <p id={ids.error} className="error-text field-error">
          {error}
        </p>
      ) : fiat !== undefined && Number.isFinite(fiat) ? (
        <p className="muted field-error">≈ {formatFiat(fiat)}</p>
      ) : null}
    </>
  )
}

function SendReceiverField({
  state,
  error,
  solana,
  onChange,
}: {
  state: SendState
  error: string | undefined
  solana: boolean
  onChange(value: string): void
}) {
  const t = useT()
  const ids = { receiver: useId(), error: useId() }
  const profile = state.receiverProfile
  return (
    <>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={ids.error} className="error-text field-error">
          {error}
        </p>
      ) : profile ? (
        <p className="muted field-error">
          {profile.avatar ? (
            <img className="avatar-small" src={profile.avatar} alt="" width={16} height={16} />
          ) : null}{' '}
          {t('send.resolved', { name: profile.name, address: truncateAddress(state.receiverAddress ?? '') })}
        </p>
      ) : null}
    </>
  )
}

function SendFeeLines({ state }: { state: SendState }) {
  const t = useT()
  const depositHelp = useId()
  return (
    <>
      <p className="muted">
        {t('send.fee')}: {state.fee ? formatFee(state.fee) : t('send.feeUnknown')}
        {state.fee?.usd !== undefined ? ` ≈ ${formatFiat(state.fee.usd)}` : ''}
      </p>
      {state.deposit ? (
        <>
          <p className="muted" aria-describedby={depositHelp}>
            {t('send.deposit')}: {formatFee(state.deposit)}
            {state.deposit.usd !== undefined ? ` ≈ ${formatFiat(state.deposit.usd)}` : ''}
          </p>
          <p id={depositHelp} className="muted field-error">
            {t('send.depositHelp')}
          </p>
        </>
      ) : null}
    </>
  )
}
