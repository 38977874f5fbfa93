import { FailedTransactionMetadata, type LiteSvm } from 'litesvm/dist/internal.js'
import { fromBase58, toBase58 } from '../base58.js'
import type { DescribedTransactionError } from './transactionErrors.js'
import { describeTransactionError } from './transactionErrors.js'
import { feeOf, outcomeOf, type ReadAccount } from './transactionOutcome.js'
import type { LedgerAccount, LoadedTransaction, SimulationResult } from './types.js'

/**
 * Runs a transaction without landing it, as simulateTransaction does: against the latest blockhash when
 * `replaceRecentBlockhash`, else after the bank's age checks; a failure while loading (fees, missing
 * accounts) reports only its error, a failed run its meta with the fee charged, a good run its meta and
 * the accounts it would leave.
 */
export function simulateTransaction(
  svm: LiteSvm,
  transaction: LoadedTransaction,
  options: { replaceRecentBlockhash?: boolean },
  ledger: {
    ageError(transaction: LoadedTransaction): DescribedTransactionError | undefined
    getAccount: ReadAccount
  },
): SimulationResult {
  let bytes = transaction.bytes
  if (options.replaceRecentBlockhash) {
    bytes = bytes.slice()
    const messageStart = bytes.length - transaction.messageBytes.length
    bytes.set(fromBase58(svm.latestBlockhash()), messageStart + transaction.blockhashOffset)
  } else {
    const err = ledger.ageError(transaction)
    if (err) return { executed: false, err }
  }
  const pre = transaction.accountKeys.map(ledger.getAccount)
  const result =
    transaction.version === 'legacy'
      ? svm.simulateLegacyTransaction(bytes)
      : svm.simulateVersionedTransaction(bytes)
  if (result instanceof FailedTransactionMetadata) {
    const err = describeTransactionError(result.err())
    // Errors raised while loading (fees, missing accounts) leave nothing to report but the error.
    if (typeof err.json === 'string' && result.meta().logs().length === 0) return { executed: false, err }
    const fee = feeOf(transaction)
    const post = pre.map((account, index) =>
      index === 0 && account ? { ...account, lamports: account.lamports - fee } : account,
    )
    return {
      executed: true,
      outcome: outcomeOf(transaction, result.meta(), err, pre, post, ledger.getAccount),
      postAccounts: new Map(),
    }
  }
  const changed = new Map<string, LedgerAccount>()
  for (const entry of result.postAccounts()) {
    const account = entry.account()
    changed.set(toBase58(entry.address), {
      lamports: account.lamports(),
      owner: toBase58(account.owner()),
      executable: account.executable(),
      rentEpoch: account.rentEpoch(),
      data: account.data(),
    })
  }
  const post = transaction.accountKeys.map((key, index) => changed.get(key) ?? pre[index] ?? null)
  const postAccounts = new Map(transaction.accountKeys.map((key, index) => [key, post[index] ?? null]))
  return {
    executed: true,
    outcome: outcomeOf(transaction, result.meta(), null, pre, post, ledger.getAccount),
    postAccounts,
  }
}
