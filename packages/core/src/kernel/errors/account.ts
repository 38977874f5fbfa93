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

/**
 * The price of a token could not be fetched (spec section 8: 'Failed to fetch network token price'),
 * such as the one Send shows the amount's fiat value with.
 */
export class TokenPriceError extends FoyerError {
  override name = 'TokenPriceError'
  static readonly code = 'TOKEN_PRICE_FAILED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.tokenPrice'), { ...parameters, code: 'TOKEN_PRICE_FAILED' })
  }
}

/** The active network is needed and there is none (spec section 8: 'CaipNetwork is undefined'). */
export class CaipNetworkUndefinedError extends FoyerError {
  override name = 'CaipNetworkUndefinedError'
  static readonly code = 'CAIP_NETWORK_UNDEFINED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.caipNetworkUndefined'), { ...parameters, code: 'CAIP_NETWORK_UNDEFINED' })
  }
}

/**
 * The connected account is needed with its network and there is none (spec section 8: 'CaipNetwork or
 * CaipAddress is undefined').
 */
export class CaipAccountUndefinedError extends FoyerError {
  override name = 'CaipAccountUndefinedError'
  static readonly code = 'CAIP_ACCOUNT_UNDEFINED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.caipAccountUndefined'), { ...parameters, code: 'CAIP_ACCOUNT_UNDEFINED' })
  }
}

/**
 * An email-wallet action with no account signed in by email (spec section 8: 'Address or auth connector
 * not found').
 */
export class AuthAccountNotFoundError extends FoyerError {
  override name = 'AuthAccountNotFoundError'
  static readonly code = 'AUTH_ACCOUNT_NOT_FOUND'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.authAccountNotFound'), { ...parameters, code: 'AUTH_ACCOUNT_NOT_FOUND' })
  }
}

/** Account data (balances, history) was asked for on an instance without a Foyer server (`apiUrl`). */
export class NoServerError extends FoyerError {
  override name = 'NoServerError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.noServer'), { ...parameters, code: 'NO_SERVER' })
  }
}

/**
 * The embedded wallet could not switch its account type (no smart account on that network, or the
 * frame refused): spec section 4, "a failed set falls back to EOA", and this says so.
 */
export class AccountTypeSwitchError extends FoyerError {
  override name = 'AccountTypeSwitchError'
  static readonly code = 'ACCOUNT_TYPE_SWITCH_FAILED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.accountTypeSwitch'), { ...parameters, code: 'ACCOUNT_TYPE_SWITCH_FAILED' })
  }
}
