import type { Database, Queryable } from '../db/types.js'
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

const ROWS_PER_STATEMENT = 500

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
  const lock = (tx: Queryable) =>
    tx.query('select pg_advisory_xact_lock(hashtext($1))', [`foyer-indexer:${chain}`])
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
        await insertRows(
          tx,
          'chain_blocks (chain, number, hash, parent_hash, mined_at)',
          batch.blocks.map((block) => [
            chain,
            block.number.toString(),
            block.hash,
            block.parentHash,
            block.minedAt,
          ]),
          'on conflict (chain, number) do nothing',
        )
        await insertRows(
          tx,
          'chain_transactions (chain, hash, block_number, block_hash, tx_index, from_address, to_address, value, method_id, status, mined_at)',
          batch.transactions.map((row) => [
            chain,
            row.hash,
            row.blockNumber.toString(),
            row.blockHash,
            row.txIndex,
            row.from,
            row.to,
            row.value,
            row.methodId,
            row.status,
            row.minedAt,
          ]),
          'on conflict (chain, hash) do nothing',
        )
        await insertRows(
          tx,
          'chain_transfers (chain, block_number, block_hash, tx_hash, log_index, kind, token_address, from_address, to_address, value, token_id, mined_at, status)',
          batch.transfers.map((row) => [
            chain,
            row.blockNumber.toString(),
            row.blockHash,
            row.txHash,
            row.logIndex,
            row.kind,
            row.tokenAddress,
            row.from,
            row.to,
            row.value,
            row.tokenId,
            row.minedAt,
            row.status,
          ]),
          'on conflict (chain, tx_hash, log_index) do nothing',
        )
        return true
      })
    },

    async deleteAbove(ancestor) {
      await db.transaction(async (tx) => {
        await lock(tx)
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

/** Multi-row `insert into <target> values (…), (…) <conflict>`, a few hundred rows per statement. */
export async function insertRows(q: Queryable, target: string, rows: readonly unknown[][], conflict: string) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT)
    const params: unknown[] = []
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value)
        return `$${params.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await q.query(`insert into ${target} values ${tuples.join(', ')} ${conflict}`, params)
  }
}
