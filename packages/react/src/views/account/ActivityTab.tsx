import {
  fetchTransactions,
  formatBalance,
  groupTransactionsByDate,
  type Transaction,
  truncateAddress,
} from '@foyer/core'
import { getTransactionSign, lazyFormatPer, toFoyerError, toLocalDay } from '@foyer/core/views'
import { useEffect, useRef } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { type FoyerMessageKey, hasMessage } from '../../i18n/t.js'
import { useFoyerLocale, useT } from '../../i18n/useT.js'
import { TokenImage } from '../../ui/TokenImage.js'
import { TabFailure } from './TabFailure.js'
import { useAccountKey } from './useAccountKey.js'

/**
 * An entry's day and time in the modal's language ('28. November 2026', '21:50'; English read 'November
 * 28, 2026' and '9:50 PM' in every language), with Latin digits like the amounts beside it (spec section 9
 * formats those en-US). Made on their first use in each language (lazyFormat says why).
 */
const dayFormat = lazyFormatPer(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      numberingSystem: 'latn',
    }),
)
const timeFormat = lazyFormatPer(
  (locale) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', numberingSystem: 'latn' }),
)

const emptyHistory = {
  items: [] as Transaction[],
  next: undefined as string | undefined,
  loading: false,
  empty: false,
  error: false,
  fetched: false,
}

/**
 * Activity tab: the account's history on the connected chain, grouped by day, newest first, loaded
 * page by page (cursor) as the list is scrolled to its end; loading, empty, failed and end states.
 */
export function ActivityTab() {
  const foyer = useFoyerInstance()
  const t = useT()
  const { locale } = useFoyerLocale()
  const key = useAccountKey()
  const history = useStoreSelector(foyer.stores.accountData, (state) =>
    state.key === key ? state.transactions : emptyHistory,
  )
  const sentinel = useRef<HTMLDivElement>(null)
  const now = foyer.options.now ?? Date.now

  const load = (reset = false) => {
    fetchTransactions(foyer, { reset }).catch((error: unknown) =>
      console.warn(toFoyerError(error).shortMessage, error),
    )
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: first page once per account
  useEffect(() => {
    if (key && !foyer.stores.accountData.getState().transactions.fetched) load(true)
  }, [foyer, key])

  const canLoadMore = history.fetched && history.next !== undefined && !history.loading && !history.error
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe while more can load
  useEffect(() => {
    const element = sentinel.current
    if (!element || !canLoadMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [canLoadMore, history.items.length])

  if (!history.fetched && (history.loading || !history.error)) {
    return (
      <div className="tab-state" aria-busy="true">
        <span className="skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('account.activity.loading')}</span>
      </div>
    )
  }
  if (history.error && history.items.length === 0) {
    return <TabFailure message="account.activity.failed" onRetry={() => load(!history.fetched)} />
  }
  if (history.empty) {
    return (
      <div className="tab-state">
        <p>{t('account.activity.empty')}</p>
        <p className="muted">{t('account.activity.emptyHint')}</p>
      </div>
    )
  }

  const today = toLocalDay(new Date(now()).toISOString())
  const yesterday = toLocalDay(new Date(now() - 86_400_000).toISOString())
  const dayLabel = (day: string) => {
    if (day === today) return t('account.activity.today')
    if (day === yesterday) return t('account.activity.yesterday')
    const [year, month, date] = day.split('-').map(Number)
    return year && month && date ? dayFormat(locale).format(new Date(year, month - 1, date)) : day
  }

  return (
    <>
      {groupTransactionsByDate(history.items).map((group) => (
        <section key={group.date} aria-label={dayLabel(group.date)}>
          <h3 className="activity-day">{dayLabel(group.date)}</h3>
          <ul className="asset-list">
            {group.transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </section>
      ))}
      {history.error ? <TabFailure message="account.activity.failed" onRetry={() => load()} /> : null}
      {history.loading ? (
        <div className="tab-state" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('account.activity.loadingMore')}</span>
        </div>
      ) : null}
      {canLoadMore ? (
        <>
          <div ref={sentinel} className="scroll-sentinel" aria-hidden="true" />
          <button type="button" className="button" onClick={() => load()}>
            {t('account.activity.loadMore')}
          </button>
        </>
      ) : null}
    </>
  )
}

function operationKey(operationType: string): FoyerMessageKey {
  const key = `account.activity.op.${operationType}`
  return hasMessage(key) ? key : 'account.activity.op.unknown'
}

/** One history entry: operation, transfers with their sign (spec section 4) and quantities (3 decimals). */
function TransactionRow({ transaction }: { transaction: Transaction }) {
  const t = useT()
  const { locale } = useFoyerLocale()
  const { metadata, transfers } = transaction
  const operationSign = getTransactionSign(metadata.operationType)
  // For sends, receipts and swaps each transfer's direction says which way the money went (a send
  // leaves: minus; a receipt arrives: plus); otherwise the operation's sign (spec section 4).
  const byDirection = ['send', 'receive', 'trade'].includes(metadata.operationType)
  const signOf = (direction: string | undefined) =>
    byDirection && direction === 'out' ? '-' : byDirection && direction === 'in' ? '+' : operationSign
  const counterparty =
    metadata.operationType === 'send'
      ? t('account.activity.to', { address: truncateAddress(metadata.sentTo) })
      : metadata.operationType === 'receive'
        ? t('account.activity.from', { address: truncateAddress(metadata.sentFrom) })
        : undefined
  const first = transfers[0]
  const icon = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url
  const iconName = first?.fungible_info?.symbol ?? first?.nft_info?.name ?? ''
  const minedAt = new Date(metadata.minedAt)
  const amounts = transfers.map((transfer) => {
    if (transfer.nft_info) return transfer.nft_info.name ?? ''
    const symbol = transfer.fungible_info?.symbol ?? ''
    return `${formatBalance(transfer.quantity?.numeric ?? '0')} ${symbol}`.trim()
  })
  return (
    <li className="asset">
      {first ? (
        <TokenImage src={icon} symbol={iconName} size={32} />
      ) : (
        <span className="asset-icon" aria-hidden="true" />
      )}
      <span className="asset-main">
        <span>{t(operationKey(metadata.operationType))}</span>
        {counterparty ? <span className="muted">{counterparty}</span> : null}
        <span className="muted">
          {metadata.status === 'pending'
            ? t('account.activity.pending')
            : metadata.status === 'failed'
              ? t('account.activity.failedStatus')
              : Number.isNaN(minedAt.getTime())
                ? ''
                : timeFormat(locale).format(minedAt)}
        </span>
      </span>
      <span className="asset-side">
        {amounts.map((amount, index) => {
          const sign = signOf(transfers[index]?.direction)
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: transfers have no id and never reorder
              key={index}
              className={sign === '+' ? 'sign-plus' : sign === '-' ? 'sign-minus' : undefined}
            >
              {sign ?? ''}
              {amount}
            </span>
          )
        })}
      </span>
    </li>
  )
}
