import { formatBalance, type getAccount, getTotalPortfolioValue } from '@foyer/core'
import { formatFiat } from '@foyer/core/views'
import type { ReactNode } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'

/** The account's native balance (a skeleton while it loads, a dash when unknown) and its portfolio value. */
export function AccountBalance({ account }: { account: NonNullable<ReturnType<typeof getAccount>> }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const tokensStatus = useStoreSelector(foyer.stores.accountData, (state) => state.tokens.status)

  let balance: ReactNode
  if (account.balanceLoading) {
    balance = (
      <>
        <span className="skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('account.balanceLoading')}</span>
      </>
    )
  } else if (account.balance === undefined) {
    balance = (
      <span title={t('account.balanceUnavailable')}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('account.balanceUnavailable')}</span>
      </span>
    )
  } else {
    balance = formatBalance(account.balance, account.balanceSymbol)
  }

  return (
    <>
      <p className="balance" data-testid="account-balance">
        <bdi>{balance}</bdi>
      </p>
      {/* The line keeps its place while the tokens load (or failed): nothing below moves when they
          arrive, so a click aimed at a wallet feature lands where it was aimed. */}
      {tokensStatus === 'ready' ? (
        <p className="portfolio-value">
          <span className="muted">{t('account.portfolioValue')} </span>
          {formatFiat(getTotalPortfolioValue(account.tokenBalance))}
        </p>
      ) : (
        <p className="portfolio-value" aria-hidden="true">
          {tokensStatus === 'error' ? '\u00a0' : <span className="skeleton" />}
        </p>
      )}
    </>
  )
}
