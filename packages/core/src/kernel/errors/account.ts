import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** The history was asked for with no connected address (spec section 8). */
export class TransactionsAccountRequiredError extends FoyerError {
  override name = 'TransactionsAccountRequiredError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.transactionsAccountRequired'), { ...parameters, code: 'TRANSACTIONS_ACCOUNT_REQUIRED' })
  }
}

/** The history could not be fetched (spec section 8: 'Failed to fetch transactions'). */
export class FetchTransactionsError extends FoyerError {
  override name = 'FetchTransactionsError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('toast.fetchTransactionsFailed'), { ...parameters, code: 'FETCH_TRANSACTIONS_FAILED' })
  }
}

/** The token balances could not be fetched (spec section 8: 'Token Balance Unavailable'). */
export class TokenBalanceUnavailableError extends FoyerError {
  override name = 'TokenBalanceUnavailableError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('toast.balanceUnavailable'), { ...parameters, code: 'TOKEN_BALANCE_UNAVAILABLE' })
  }
}

/** Account data (balances, history) was asked for on an instance without a Foyer server (`apiUrl`). */
export class NoServerError extends FoyerError {
  override name = 'NoServerError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.noServer'), { ...parameters, code: 'NO_SERVER' })
  }
}
