import { Account, EpochSchedule, FailedTransactionMetadata, LiteSvm } from 'litesvm/dist/internal.js'
import { fromBase58, toBase58 } from '../base58.js'
import { createLedgerHistory } from './createLedgerHistory.js'
import { createSlotClock, SLOTS_PER_EPOCH } from './createSlotClock.js'
import { loadTransaction, verifySignatures } from './loadTransaction.js'
import type { WireTransaction } from './parseWireTransaction.js'
import { readLedgerAccount } from './readLedgerAccount.js'
import { simulateTransaction } from './simulateTransaction.js'
import {
  type DescribedTransactionError,
  describeTransactionError,
  namedTransactionError,
} from './transactionErrors.js'
import { memoOf, outcomeOf } from './transactionOutcome.js'
import type {
  LedgerAccount,
  LedgerBlock,
  LoadedTransaction,
  SendResult,
  SimulationResult,
  TransactionRecord,
} from './types.js'
import { usesDurableNonce } from './usesDurableNonce.js'

export { BLOCKHASH_VALIDITY, SLOTS_PER_EPOCH } from './createSlotClock.js'

/** The LiteSVM instance plus what a validator keeps that LiteSVM does not: slots, blockhashes, history. */
export interface Ledger {
  slot(): bigint
  blockHeight(): bigint
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint }
  isBlockhashValid(blockhash: string): boolean
  transactionCount(): bigint
  getAccount(address: string): LedgerAccount | null
  setAccount(address: string, account: Omit<LedgerAccount, 'rentEpoch'>): void
  getProgramAccounts(program: string): { address: string; account: LedgerAccount }[]
  minimumBalanceForRentExemption(dataLength: bigint): bigint
  /** Decodes and sanitizes wire bytes; throws the RPC's -32602 answers. */
  loadTransaction(bytes: Uint8Array): LoadedTransaction
  verifySignatures(transaction: LoadedTransaction): boolean
  simulate(transaction: LoadedTransaction, options?: { replaceRecentBlockhash?: boolean }): SimulationResult
  send(transaction: LoadedTransaction, options?: { blockTime?: number }): SendResult
  getTransaction(signature: string): TransactionRecord | undefined
  /** Transactions that name `address` among their account keys, oldest first. */
  transactionsOf(address: string): readonly TransactionRecord[]
  /** The block produced in `slot`, or undefined for a slot that has none (yet). */
  getBlock(slot: bigint): LedgerBlock | undefined
  /** Slots from `first` to `last` (both included) that hold a block, ascending. */
  blockSlots(first: bigint, last: bigint): bigint[]
}

function sendBytes(svm: LiteSvm, bytes: Uint8Array, version: WireTransaction['version']) {
  return version === 'legacy' ? svm.sendLegacyTransaction(bytes) : svm.sendVersionedTransaction(bytes)
}

/** Puts `account` at `address` (rent-exempt forever, as genesis accounts are). */
function writeLedgerAccount(svm: LiteSvm, address: string, account: Omit<LedgerAccount, 'rentEpoch'>): void {
  svm.setAccount(
    fromBase58(address),
    new Account(
      account.lamports,
      account.data,
      fromBase58(account.owner),
      account.executable,
      2n ** 64n - 1n,
    ),
  )
}

/**
 * Starts an in-process LiteSVM with the SPL programs (Token, Token-2022, Associated Token, Memo) and the
 * native mints, and wraps it with the state a validator's RPC needs and LiteSVM lacks: a slot that moves
 * one block per transaction, a fresh blockhash per block with the cluster's 150-block validity (LiteSVM's
 * own check only accepts its latest blockhash, so it is turned off and done here), signature checks,
 * and the history of every transaction that landed, indexed by signature and by account.
 */
export function createLedger(): Ledger {
  const svm = new LiteSvm()
  svm.setSigverify(false)
  svm.setBlockhashCheck(false)
  svm.setTransactionHistory(0n) // duplicates are caught here, against the ledger's own history
  svm.withNativeMints()
  svm.setEpochSchedule(new EpochSchedule(SLOTS_PER_EPOCH, SLOTS_PER_EPOCH, false, 0n, 0n))

  const clock = createSlotClock(svm)
  const history = createLedgerHistory()

  function getAccount(address: string): LedgerAccount | null {
    return readLedgerAccount(svm, address)
  }

  /** The checks a bank makes before it runs a transaction: a recent blockhash (or nonce), not yet processed. */
  function ageError(transaction: LoadedTransaction): DescribedTransactionError | undefined {
    if (!clock.isBlockhashValid(transaction.recentBlockhash) && !usesDurableNonce(transaction, getAccount)) {
      return namedTransactionError('BlockhashNotFound')
    }
    if (history.getTransaction(transaction.signature)) return namedTransactionError('AlreadyProcessed')
    return undefined
  }

  function snapshot(keys: readonly string[]) {
    return keys.map(getAccount)
  }

  return {
    slot: clock.slot,
    blockHeight: clock.slot,
    latestBlockhash: clock.latestBlockhash,
    isBlockhashValid: clock.isBlockhashValid,
    transactionCount: () => BigInt(history.count()),
    getAccount,
    setAccount: (address, account) => writeLedgerAccount(svm, address, account),
    getProgramAccounts: (program) =>
      svm.getProgramAccounts(fromBase58(program)).flatMap((entry) => {
        const address = toBase58(entry.address)
        const account = getAccount(address)
        return account ? [{ address, account }] : []
      }),
    minimumBalanceForRentExemption: (dataLength) => svm.minimumBalanceForRentExemption(dataLength),

    loadTransaction: (bytes) => loadTransaction(bytes, getAccount),
    verifySignatures,

    simulate: (transaction, options = {}) =>
      simulateTransaction(svm, transaction, options, { ageError, getAccount }),

    send(transaction, options = {}) {
      const ageFailure = ageError(transaction)
      if (ageFailure) return { landed: false, err: ageFailure }
      const blockTime = options.blockTime ?? Math.floor(Date.now() / 1000)
      clock.setClock(blockTime)
      const pre = snapshot(transaction.accountKeys)
      const result = sendBytes(svm, transaction.bytes, transaction.version)
      const post = snapshot(transaction.accountKeys)
      const failed = result instanceof FailedTransactionMetadata
      const err = failed ? describeTransactionError(result.err()) : null
      // A failed transaction lands (and pays its fee) only if it got as far as charging the fee.
      if (err && pre[0]?.lamports === post[0]?.lamports) return { landed: false, err }
      const meta = failed ? result.meta() : result
      const record: TransactionRecord = {
        signature: transaction.signature,
        slot: clock.slot(),
        blockTime,
        transaction,
        meta: outcomeOf(transaction, meta, err, pre, post, getAccount),
        memo: memoOf(transaction),
      }
      // The block of this slot: it starts from the blockhash its transaction saw and ends with the next one.
      const previousBlockhash = svm.latestBlockhash()
      const blockSlot = clock.slot()
      clock.advanceSlot()
      history.add(record, {
        slot: blockSlot,
        parentSlot: blockSlot === 0n ? 0n : blockSlot - 1n,
        blockHeight: blockSlot,
        blockTime,
        previousBlockhash,
        blockhash: svm.latestBlockhash(),
        transactions: [record],
      })
      return { landed: true, record }
    },

    getTransaction: history.getTransaction,
    transactionsOf: history.transactionsOf,
    getBlock: history.getBlock,
    blockSlots: (first, last) => history.blockSlots(first, last, clock.slot()),
  }
}
