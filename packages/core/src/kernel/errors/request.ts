import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** The method is not on the RPC allowlist of spec section 6: it never reaches the wallet. */
export class RpcMethodNotAllowedError extends FoyerError {
  override name = 'RpcMethodNotAllowedError'
  static readonly code = 'RPC_METHOD_NOT_ALLOWED'
  readonly method: string
  constructor({ method, ...parameters }: ErrorParameters & { method: string }) {
    super(t('error.rpcMethodNotAllowed'), { details: method, ...parameters, code: 'RPC_METHOD_NOT_ALLOWED' })
    this.method = method
  }
}

/** wallet_sendCalls with a call whose `to` (or `data`) is not 0x-prefixed hex. */
export class InvalidSendCallsError extends FoyerError {
  override name = 'InvalidSendCallsError'
  static readonly code = 'INVALID_SEND_CALLS'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidSendCalls'), { ...parameters, code: 'INVALID_SEND_CALLS' })
  }
}

/** A request was made with no wallet connected in the namespace. */
export class NotConnectedError extends FoyerError {
  override name = 'NotConnectedError'
  static readonly code = 'NOT_CONNECTED'
  constructor({ namespace, ...parameters }: ErrorParameters & { namespace: string }) {
    super(t('error.notConnected', { namespace }), { ...parameters, code: 'NOT_CONNECTED' })
  }
}

/** The adapter of the namespace cannot forward RPC requests to its wallets. */
export class RequestNotSupportedError extends FoyerError {
  override name = 'RequestNotSupportedError'
  static readonly code = 'REQUEST_NOT_SUPPORTED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.requestNotSupported'), { ...parameters, code: 'REQUEST_NOT_SUPPORTED' })
  }
}

/** The transaction's nonce is too low or already used (another transaction went first). */
export class TransactionNonceError extends FoyerError {
  override name = 'TransactionNonceError'
  static readonly code = 'TX_NONCE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.tx.nonce'), { ...parameters, code: 'TX_NONCE' })
  }
}

/** The fees offered are below what the network takes now (base fee rose, or tip too low). */
export class TransactionFeeError extends FoyerError {
  override name = 'TransactionFeeError'
  static readonly code = 'TX_FEE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.tx.fee'), { ...parameters, code: 'TX_FEE' })
  }
}

/** The gas limit is too low for the transaction, or above the block's limit. */
export class TransactionGasError extends FoyerError {
  override name = 'TransactionGasError'
  static readonly code = 'TX_GAS'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.tx.gas'), { ...parameters, code: 'TX_GAS' })
  }
}

/** The account cannot pay the amount plus the fees. */
export class InsufficientFundsError extends FoyerError {
  override name = 'InsufficientFundsError'
  static readonly code = 'TX_INSUFFICIENT_FUNDS'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.tx.insufficientFunds'), { ...parameters, code: 'TX_INSUFFICIENT_FUNDS' })
  }
}

/** The contract refused the call (it reverted). */
export class TransactionRevertedError extends FoyerError {
  override name = 'TransactionRevertedError'
  static readonly code = 'TX_REVERTED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.tx.reverted'), { ...parameters, code: 'TX_REVERTED' })
  }
}

/**
 * The wallet or the chain did not take a transfer, for no reason the adapter can name (spec section 8,
 * Solana's 'Failed to send transaction. Please try again.').
 */
export class SendTransactionError extends FoyerError {
  override name = 'SendTransactionError'
  static readonly code = 'SEND_TRANSACTION_FAILED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.sendTransaction'), { ...parameters, code: 'SEND_TRANSACTION_FAILED' })
  }
}

/**
 * An amount that cannot be read as one (spec section 8: 'Incorrect amount', with 'Please enter a valid
 * amount' as its details).
 */
export class IncorrectAmountError extends FoyerError {
  override name = 'IncorrectAmountError'
  static readonly code = 'INCORRECT_AMOUNT'
  constructor(parameters: Omit<ErrorParameters, 'details'> = {}) {
    super(t('error.incorrectAmount'), {
      ...parameters,
      details: t('swap.invalidAmount'),
      code: 'INCORRECT_AMOUNT',
    })
  }
}

/** The adapter of the active network cannot send transfers (it has no Send capability). */
export class SendNotSupportedError extends FoyerError {
  override name = 'SendNotSupportedError'
  static readonly code = 'SEND_NOT_SUPPORTED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('send.notSupported'), { ...parameters, code: 'SEND_NOT_SUPPORTED' })
  }
}
