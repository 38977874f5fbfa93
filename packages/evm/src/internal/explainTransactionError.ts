import { type FoyerError, UserRejectedRequestError } from '@foyer/core'
import {
  InsufficientFundsError,
  TransactionFeeError,
  TransactionGasError,
  TransactionNonceError,
  TransactionRevertedError,
} from '@foyer/core/adapter'

const patterns: [RegExp, new (p: { details?: string; cause?: unknown }) => FoyerError][] = [
  [/insufficient funds|doesn'?t have enough funds|exceeds balance/, InsufficientFundsError],
  [
    /nonce too low|nonce has already been used|nonce too high|invalid nonce|known transaction/,
    TransactionNonceError,
  ],
  [
    /max fee per gas less than block base fee|fee cap less than block base fee|underpriced|max priority fee per gas higher than max fee|fee too low/,
    TransactionFeeError,
  ],
  [
    /intrinsic gas too low|gas required exceeds|out of gas|exceeds block gas limit|gas limit/,
    TransactionGasError,
  ],
  [/execution reverted|reverted|revert/, TransactionRevertedError],
]

function messagesOf(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const record = current as { message?: unknown; details?: unknown; data?: unknown; cause?: unknown }
    for (const value of [record.message, record.details]) if (typeof value === 'string') parts.push(value)
    const data = record.data as { message?: unknown } | undefined
    if (typeof data?.message === 'string') parts.push(data.message)
    current = record.cause
  }
  return parts.join('\n').toLowerCase()
}

/**
 * Recognises the usual EVM transaction failures (nonce, fees, gas, insufficient funds, revert) in what
 * a wallet or node answered, and returns a typed error that explains it in plain words (the original is
 * its `cause`). Undefined when nothing is recognised, or when the person rejected the request.
 *
 * @example
 * explainTransactionError(new Error('insufficient funds for gas * price + value'))
 * // InsufficientFundsError: Not enough funds to pay for this transaction and its network fee.
 */
export function explainTransactionError(error: unknown): FoyerError | undefined {
  if (error instanceof UserRejectedRequestError) return undefined
  const text = messagesOf(error)
  if (!text) return undefined
  for (const [pattern, ErrorClass] of patterns) {
    const match = pattern.exec(text)
    if (match) return new ErrorClass({ details: lineAround(text, match.index), cause: error })
  }
  return undefined
}

function lineAround(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1
  const end = text.indexOf('\n', index)
  return text.slice(start, end === -1 ? undefined : end)
}
