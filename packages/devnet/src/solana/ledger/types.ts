import type { LoadedAddresses } from './loadAddresses.js'
import type { WireTransaction } from './parseWireTransaction.js'
import type { UiTokenAmount } from './tokenAccounts.js'
import type { DescribedTransactionError } from './transactionErrors.js'

/** An account as the ledger holds it. */
export interface LedgerAccount {
  lamports: bigint
  owner: string
  executable: boolean
  rentEpoch: bigint
  data: Uint8Array
}

/** A decoded, sanitized transaction with its lookup-table accounts resolved. */
export interface LoadedTransaction extends WireTransaction {
  /** The first signature, base58: the transaction's id. */
  signature: string
  loadedAddresses: LoadedAddresses
  /** Static keys, then the loaded writable ones, then the loaded read-only ones. */
  accountKeys: string[]
}

/** A token balance of a transaction's meta (pre/postTokenBalances). */
export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** An instruction a program invoked (a CPI), with its depth. */
export interface InnerInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
  stackHeight: number
}

/** What running (or simulating) a transaction gave: the fields shared by meta and simulation results. */
export interface ExecutionOutcome {
  err: DescribedTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  innerInstructions: { index: number; instructions: InnerInstruction[] }[]
  returnData: { programId: string; data: Uint8Array } | null
  /** Sum of the loaded accounts' data sizes (an estimate of the validator's figure). */
  loadedAccountsDataSize: number
}

/** A transaction that landed in a slot, kept to answer getTransaction and getSignaturesForAddress. */
export interface TransactionRecord {
  signature: string
  slot: bigint
  blockTime: number
  transaction: LoadedTransaction
  meta: ExecutionOutcome
  memo: string | null
}

/**
 * The result of a simulation: an outcome and the state every account of the transaction would have
 * after it (empty when it failed), or only an error when the transaction could not run at all.
 */
export type SimulationResult =
  | { executed: true; outcome: ExecutionOutcome; postAccounts: Map<string, LedgerAccount | null> }
  | { executed: false; err: DescribedTransactionError }

/** The result of sending: the landed record, or the error of a transaction dropped without a trace. */
export type SendResult =
  | { landed: true; record: TransactionRecord }
  | { landed: false; err: DescribedTransactionError }

/**
 * A block of the ledger: every landed transaction is a block of its own, in the slot it landed in. Its
 * `previousBlockhash` is the blockhash the transaction saw, its `blockhash` the fresh one made after it.
 */
export interface LedgerBlock {
  slot: bigint
  parentSlot: bigint
  blockHeight: bigint
  blockTime: number
  previousBlockhash: string
  blockhash: string
  transactions: TransactionRecord[]
}
