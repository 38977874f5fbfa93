import type { LedgerBlock, TransactionRecord } from './types.js'

/** What a validator remembers of the transactions that landed: by signature, by account, by block. */
export interface LedgerHistory {
  count(): number
  /** Keeps a landed transaction and the block of its slot. */
  add(record: TransactionRecord, block: LedgerBlock): void
  getTransaction(signature: string): TransactionRecord | undefined
  transactionsOf(address: string): readonly TransactionRecord[]
  getBlock(slot: bigint): LedgerBlock | undefined
  /** Slots from `first` to `last` (both included, at most `current`) that hold a block, ascending. */
  blockSlots(first: bigint, last: bigint, current: bigint): bigint[]
}

export function createLedgerHistory(): LedgerHistory {
  const history: TransactionRecord[] = []
  const bySignature = new Map<string, TransactionRecord>()
  const byAddress = new Map<string, TransactionRecord[]>()
  const blocks = new Map<bigint, LedgerBlock>()
  return {
    count: () => history.length,
    add(record, block) {
      history.push(record)
      bySignature.set(record.signature, record)
      for (const key of new Set(record.transaction.accountKeys)) {
        const list = byAddress.get(key) ?? []
        list.push(record)
        byAddress.set(key, list)
      }
      blocks.set(block.slot, block)
    },
    getTransaction: (signature) => bySignature.get(signature),
    transactionsOf: (address) => byAddress.get(address) ?? [],
    getBlock: (slot) => blocks.get(slot),
    blockSlots(first, last, current) {
      const found: bigint[] = []
      // bigints: no Math.min
      let end = last
      if (current < end) end = current
      for (let each = first; each <= end; each++) if (blocks.has(each)) found.push(each)
      return found
    },
  }
}
