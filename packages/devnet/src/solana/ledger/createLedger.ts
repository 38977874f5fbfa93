import { Account, Clock, EpochSchedule, FailedTransactionMetadata, LiteSvm } from 'litesvm/dist/internal.js'
import { fromBase58, toBase58 } from '../base58.js'
import { loadTransaction, verifySignatures } from './loadTransaction.js'
import type { WireTransaction } from './parseWireTransaction.js'
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

/** A blockhash stays usable for this many blocks, as on the cluster (MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY = 150n
export const SLOTS_PER_EPOCH = 432_000n

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const ADVANCE_NONCE_ACCOUNT = 4

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

  let slot = 0n
  const genesisTime = BigInt(Math.floor(Date.now() / 1000))
  const blockhashes = new Map<string, bigint>([[svm.latestBlockhash(), BLOCKHASH_VALIDITY]])
  const history: TransactionRecord[] = []
  const bySignature = new Map<string, TransactionRecord>()
  const byAddress = new Map<string, TransactionRecord[]>()
  const blocks = new Map<bigint, LedgerBlock>()
  setClock(Number(genesisTime))

  function setClock(unixTimestamp: number) {
    const epoch = slot / SLOTS_PER_EPOCH
    svm.setClock(new Clock(slot, genesisTime, epoch, epoch, BigInt(unixTimestamp)))
  }

  function advanceSlot() {
    slot += 1n
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_VALIDITY)
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash)
  }

  function getAccount(address: string): LedgerAccount | null {
    const account = svm.getAccount(fromBase58(address))
    if (!account) return null
    const lamports = account.lamports()
    const owner = toBase58(account.owner())
    // Like the runtime, an account drained to zero lamports no longer exists.
    if (lamports === 0n && owner === SYSTEM_PROGRAM && account.data().length === 0) return null
    return {
      lamports,
      owner,
      executable: account.executable(),
      rentEpoch: account.rentEpoch(),
      data: account.data(),
    }
  }

  function isBlockhashValid(blockhash: string): boolean {
    return blockhashes.has(blockhash)
  }

  /** A durable-nonce transaction: its first instruction advances a nonce account holding the blockhash. */
  function usesDurableNonce(transaction: LoadedTransaction): boolean {
    const first = transaction.instructions[0]
    if (!first || transaction.accountKeys[first.programIdIndex] !== SYSTEM_PROGRAM) return false
    if (
      first.data.length < 4 ||
      new DataView(first.data.buffer, first.data.byteOffset).getUint32(0, true) !== ADVANCE_NONCE_ACCOUNT
    ) {
      return false
    }
    const nonceAccount = transaction.accountKeys[first.accounts[0] ?? -1]
    const data = nonceAccount ? getAccount(nonceAccount)?.data : undefined
    return !!data && data.length >= 72 && toBase58(data.subarray(40, 72)) === transaction.recentBlockhash
  }

  /** The checks a bank makes before it runs a transaction: a recent blockhash (or nonce), not yet processed. */
  function ageError(transaction: LoadedTransaction): DescribedTransactionError | undefined {
    if (!isBlockhashValid(transaction.recentBlockhash) && !usesDurableNonce(transaction)) {
      return namedTransactionError('BlockhashNotFound')
    }
    if (bySignature.has(transaction.signature)) return namedTransactionError('AlreadyProcessed')
    return undefined
  }

  function snapshot(keys: readonly string[]) {
    return keys.map(getAccount)
  }

  function sendBytes(bytes: Uint8Array, version: WireTransaction['version']) {
    return version === 'legacy' ? svm.sendLegacyTransaction(bytes) : svm.sendVersionedTransaction(bytes)
  }

  return {
    slot: () => slot,
    blockHeight: () => slot,
    latestBlockhash: () => {
      const blockhash = svm.latestBlockhash()
      return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash) ?? slot + BLOCKHASH_VALIDITY }
    },
    isBlockhashValid,
    transactionCount: () => BigInt(history.length),
    getAccount,
    setAccount(address, account) {
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
    },
    getProgramAccounts(program) {
      return svm.getProgramAccounts(fromBase58(program)).flatMap((entry) => {
        const address = toBase58(entry.address)
        const account = getAccount(address)
        return account ? [{ address, account }] : []
      })
    },
    minimumBalanceForRentExemption: (dataLength) => svm.minimumBalanceForRentExemption(dataLength),

    loadTransaction: (bytes) => loadTransaction(bytes, getAccount),
    verifySignatures,

    simulate: (transaction, options = {}) =>
      simulateTransaction(svm, transaction, options, { ageError, getAccount }),

    send(transaction, options = {}) {
      const ageFailure = ageError(transaction)
      if (ageFailure) return { landed: false, err: ageFailure }
      const blockTime = options.blockTime ?? Math.floor(Date.now() / 1000)
      setClock(blockTime)
      const pre = snapshot(transaction.accountKeys)
      const result = sendBytes(transaction.bytes, transaction.version)
      const post = snapshot(transaction.accountKeys)
      const failed = result instanceof FailedTransactionMetadata
      const err = failed ? describeTransactionError(result.err()) : null
      // A failed transaction lands (and pays its fee) only if it got as far as charging the fee.
      if (err && pre[0]?.lamports === post[0]?.lamports) return { landed: false, err }
      const meta = failed ? result.meta() : result
      const record: TransactionRecord = {
        signature: transaction.signature,
        slot,
        blockTime,
        transaction,
        meta: outcomeOf(transaction, meta, err, pre, post, getAccount),
        memo: memoOf(transaction),
      }
      history.push(record)
      bySignature.set(record.signature, record)
      for (const key of new Set(transaction.accountKeys)) {
        const list = byAddress.get(key) ?? []
        list.push(record)
        byAddress.set(key, list)
      }
      // The block of this slot: it starts from the blockhash its transaction saw and ends with the next one.
      const previousBlockhash = svm.latestBlockhash()
      const blockSlot = slot
      advanceSlot()
      blocks.set(blockSlot, {
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

    getTransaction: (signature) => bySignature.get(signature),
    transactionsOf: (address) => byAddress.get(address) ?? [],
    getBlock: (blockSlot) => blocks.get(blockSlot),
    blockSlots(first, last) {
      const found: bigint[] = []
      const end = last < slot ? last : slot
      for (let each = first; each <= end; each++) if (blocks.has(each)) found.push(each)
      return found
    },
  }
}
