import { type FoyerError, UserRejectedRequestError } from '@foyer/core'
import { InsufficientFundsError } from '@foyer/core/adapter'
import { messagesOf } from './toWalletError.js'

/**
 * What a validator, or a wallet relaying its preflight, says when the sender cannot pay: the System
 * program's 'insufficient lamports', a fee payer without an account ('Attempt to debit an account but
 * found no record of a prior credit'), the runtime's InsufficientFundsForFee / ForRent, and custom error
 * 1 (the System program's ResultWithNegativeLamports and the Token program's InsufficientFunds), in the
 * error's messages or in the program logs it carries.
 */
const insufficientFunds =
  /insufficient (funds|lamports)|debit an account but found no record of a prior credit|insufficientfundsfor(fee|rent)|insufficient funds for (fee|rent)|custom program error: (0x1|#1)\b/i

/**
 * Recognises a Solana transaction that failed because the sender lacks SOL or tokens, in what a wallet
 * or node answered, and returns `InsufficientFundsError` (the original is its `cause`). Undefined when
 * nothing is recognised, or when the person rejected the request.
 *
 * @example
 * explainTransactionError(new Error('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1'))
 * // InsufficientFundsError: Not enough funds to pay for this transaction and its network fee.
 */
export function explainTransactionError(error: unknown): FoyerError | undefined {
  if (error instanceof UserRejectedRequestError) return undefined
  const text = messagesOf(error)
  const match = insufficientFunds.exec(text)
  if (!match) return undefined
  const start = text.lastIndexOf('\n', match.index) + 1
  const end = text.indexOf('\n', match.index)
  return new InsufficientFundsError({
    details: text.slice(start, end === -1 ? undefined : end),
    cause: error,
  })
}
