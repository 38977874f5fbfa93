import type { Database, Queryable } from '../db/types.js'
import { beginChainWrite } from './chainWrites.js'
import { insertBlockBatch } from './insertBlockBatch.js'
import { insertRows } from './insertRows.js'
import type { BlockBatch, TokenRow } from './types.js'

export interface StoredBlock {
  number: number
  hash: string
}

export interface IndexerStore {
  /** The highest stored block of the chain, or undefined before the first. */
  tip(): Promise<StoredBlock | undefined>
  /** Stored blocks at or below `atOrBelow`, highest first, at most `limit`. */
  blocksDownFrom(atOrBelow: number, limit: number): Promise<StoredBlock[]>
  /**
   * Stores a batch (and token metadata) in one transaction if the stored tip is still `expectedTip`
   * (undefined: no block stored); false when another writer moved it meanwhile (nothing stored).
   */
  storeBatch(
    expectedTip: StoredBlock | undefined,
    batch: BlockBatch,
    tokens: readonly TokenRow[],
  ): Promise<boolean>
  /** Deletes the blocks above `ancestor` with their transactions and transfers, in one transaction. */
  deleteAbove(ancestor: number): Promise<void>
  /** Addresses (lower-case) of the token contracts whose metadata is stored. */
  knownTokens(): Promise<Set<string>>
  /** Stores token metadata, keeping rows already there. */
  storeTokens(tokens: readonly TokenRow[]): Promise<void>
}

/**
 * The indexer's reads and writes of one chain. Writers of the same chain (two servers sharing one
 * PostgreSQL) are serialised by a transaction-scoped advisory lock, and every insert ignores rows that
 * are already there, so storing a block twice changes nothing.
 *
 * @example
 * const store = createIndexerStore(db, 'eip155:31337')
 * await store.storeBatch(await store.tip(), batch, [])
 */
export function createIndexerStore(db: Database, chain: string): IndexerStore {
  const lock = (tx: Queryable) => beginChainWrite(tx, chain)
  const tipOf = async (q: Queryable) => {
    const { rows } = await q.query<StoredBlock>(
      'select number, hash from chain_blocks where chain = $1 order by number desc limit 1',
      [chain],
    )
    return rows[0]
  }
  const insertTokens = (q: Queryable, tokens: readonly TokenRow[]) =>
    insertRows(
      q,
      'chain_tokens (chain, address, kind, name, symbol, decimals)',
      tokens.map((token) => [chain, token.address, token.kind, token.name, token.symbol, token.decimals]),
      'on conflict (chain, address) do nothing',
    )

  return {
    tip: () => tipOf(db),

    async blocksDownFrom(atOrBelow, limit) {
      const { rows } = await db.query<StoredBlock>(
        'select number, hash from chain_blocks where chain = $1 and number <= $2 order by number desc limit $3',
        [chain, atOrBelow, limit],
      )
      return rows
    },

    storeBatch(expectedTip, batch, tokens) {
      return db.transaction(async (tx) => {
        await lock(tx)
        const tip = await tipOf(tx)
        if (tip?.number !== expectedTip?.number || tip?.hash !== expectedTip?.hash) return false
        await insertTokens(tx, tokens)
        await insertBlockBatch(tx, chain, batch)
        return true
      })
    },

    async deleteAbove(ancestor) {
      await db.transaction(async (tx) => {
        await lock(tx)
        await tx.query('delete from chain_account_transactions where chain = $1 and block_number > $2', [
          chain,
          ancestor,
        ])
        await tx.query('delete from chain_user_operations where chain = $1 and block_number > $2', [
          chain,
          ancestor,
        ])
        await tx.query('delete from chain_transfers where chain = $1 and block_number > $2', [
          chain,
          ancestor,
        ])
        await tx.query('delete from chain_transactions where chain = $1 and block_number > $2', [
          chain,
          ancestor,
        ])
        await tx.query('delete from chain_blocks where chain = $1 and number > $2', [chain, ancestor])
      })
    },

    async knownTokens() {
      const { rows } = await db.query<{ address: string }>(
        'select address from chain_tokens where chain = $1',
        [chain],
      )
      return new Set(rows.map((row) => row.address))
    },

    async storeTokens(tokens) {
      await insertTokens(db, tokens)
    },
  }
}
