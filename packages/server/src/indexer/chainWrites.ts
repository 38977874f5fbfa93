import type { Queryable } from '../db/types.js'

/**
 * The channel on which every server hears that a chain's index changed (a batch stored, a reorg rewound):
 * the payload is the chain's CAIP-2 id. Sent inside the writing transaction, so it arrives once the
 * rows are visible, never before.
 */
export const INDEXED_CHANNEL = 'foyer_indexed'

/**
 * Starts a write of `chain`'s index in transaction `tx`: takes the chain's transaction-scoped advisory
 * lock (two writers of one chain, even two servers that both believe they hold the indexing lease, are
 * serialised, and each checks the stored tip after it) and queues the `INDEXED_CHANNEL` notification
 * that PostgreSQL sends on commit.
 *
 * @example
 * await db.transaction(async (tx) => { await beginChainWrite(tx, chain); … })
 */
export async function beginChainWrite(tx: Queryable, chain: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1)), pg_notify($2, $3)', [
    `foyer-indexer:${chain}`,
    INDEXED_CHANNEL,
    chain,
  ])
}
