import type { TransactionStatus } from '../types.js'

/** A stored Solana block: where the index resumes and what a restarted or forked ledger is checked against. */
export interface SolanaBlockRow {
  slot: number
  blockhash: string
  previousBlockhash: string
  parentSlot: number
  minedAt: string
}

export interface SolanaTransactionRow {
  signature: string
  slot: number
  txIndex: number
  feePayer: string
  /** The recipient (owner) of the transaction's first transfer, if it made one. */
  sentTo: string | null
  /** Lamports. */
  fee: string
  status: TransactionStatus
  minedAt: string
}

/** A SOL or SPL movement between owners (wallet addresses, not token accounts). */
export interface SolanaTransferRow {
  slot: number
  signature: string
  /** Its position among the transaction's transfers (top-level and inner instructions in order). */
  transferIndex: number
  kind: 'native' | 'spl'
  /** The SPL mint; null for SOL. */
  mint: string | null
  /** Null for a mint. */
  from: string | null
  /** Null for a burn. */
  to: string | null
  /** Base units (lamports for SOL) as a decimal string. */
  amount: string
  decimals: number | null
  status: TransactionStatus
  minedAt: string
}

export interface SolanaBlockBatch {
  blocks: SolanaBlockRow[]
  transactions: SolanaTransactionRow[]
  transfers: SolanaTransferRow[]
}
