import type { Database, Queryable } from '../../db/types.js'
import { beginChainWrite } from '../chainWrites.js'
import { insertRows } from '../insertRows.js'
import type { SolanaBlockBatch } from './types.js'

export interface StoredSolanaBlock {
  slot: number
  blockhash: string
}

export interface SolanaIndexerStore {
  /** The highest stored block of the network, or undefined before the first. */
  tip(): Promise<StoredSolanaBlock | undefined>
  /** Stored blocks at or below slot `atOrBelow`, highest first, at most `limit`. */
  blocksDownFrom(atOrBelow: number, limit: number): Promise<StoredSolanaBlock[]>
  /**
   * Stores a batch in one transaction if the stored tip is still `expectedTip`; false when another
   * writer moved it meanwhile (nothing stored).
   */
  storeBatch(expectedTip: StoredSolanaBlock | undefined, batch: SolanaBlockBatch): Promise<boolean>
  /** Deletes the blocks above slot `ancestor` with their transactions and transfers, in one transaction. */
  deleteAbove(ancestor: number): Promise<void>
}

/**
 * The Solana indexer's reads and writes of one network, serialised between writers (two servers on one
 * PostgreSQL) by the same transaction-scoped advisory lock as the EVM indexer's; inserts ignore rows
 * already there.
 *
 * @example
 * const store = createSolanaIndexerStore(db, 'solana:…')
 * await store.storeBatch(await store.tip(), batch)
 */
export function createSolanaIndexerStore(db: Database, chain: string): SolanaIndexerStore {
  const lock = (tx: Queryable) => beginChainWrite(tx, chain)
  const tipOf = async (q: Queryable) => {
    const { rows } = await q.query<StoredSolanaBlock>(
      'select slot, blockhash from solana_blocks where chain = $1 order by slot desc limit 1',
      [chain],
    )
    return rows[0]
  }

  return {
    tip: () => tipOf(db),

    async blocksDownFrom(atOrBelow, limit) {
      const { rows } = await db.query<StoredSolanaBlock>(
        'select slot, blockhash from solana_blocks where chain = $1 and slot <= $2 order by slot desc limit $3',
        [chain, atOrBelow, limit],
      )
      return rows
    },

    storeBatch(expectedTip, batch) {
      return db.transaction(async (tx) => {
        await lock(tx)
        const tip = await tipOf(tx)
        if (tip?.slot !== expectedTip?.slot || tip?.blockhash !== expectedTip?.blockhash) return false
        await insertRows(
          tx,
          'solana_blocks (chain, slot, blockhash, previous_blockhash, parent_slot, mined_at)',
          batch.blocks.map((block) => [
            chain,
            block.slot,
            block.blockhash,
            block.previousBlockhash,
            block.parentSlot,
            block.minedAt,
          ]),
          'on conflict (chain, slot) do nothing',
        )
        await insertRows(
          tx,
          'solana_transactions (chain, signature, slot, tx_index, fee_payer, sent_to, fee, status, mined_at)',
          batch.transactions.map((row) => [
            chain,
            row.signature,
            row.slot,
            row.txIndex,
            row.feePayer,
            row.sentTo,
            row.fee,
            row.status,
            row.minedAt,
          ]),
          'on conflict (chain, signature) do nothing',
        )
        await insertRows(
          tx,
          'solana_transfers (chain, slot, signature, transfer_index, kind, mint, from_owner, to_owner, amount, decimals, status, mined_at)',
          batch.transfers.map((row) => [
            chain,
            row.slot,
            row.signature,
            row.transferIndex,
            row.kind,
            row.mint,
            row.from,
            row.to,
            row.amount,
            row.decimals,
            row.status,
            row.minedAt,
          ]),
          'on conflict (chain, signature, transfer_index) do nothing',
        )
        return true
      })
    },

    async deleteAbove(ancestor) {
      await db.transaction(async (tx) => {
        await lock(tx)
        for (const table of ['solana_transfers', 'solana_transactions', 'solana_blocks'])
          await tx.query(`delete from ${table} where chain = $1 and slot > $2`, [chain, ancestor])
      })
    },
  }
}
