import { t } from '../chaindata/messages.js'
import type { Database, HeldLock } from '../db/types.js'
import { createConsoleLogger, type Logger } from '../logger.js'
import type { ChainSync } from './createChainSync.js'
import { createChainSyncs } from './createChainSyncs.js'
import { UnknownIndexerChainError } from './errors.js'
import type { IndexerChain, IndexerStatus } from './types.js'

export interface CreateIndexerParameters {
  db: Database
  chains: readonly IndexerChain[]
  /** Pause between two syncs of a chain that reached its head; 1000 ms by default. */
  pollIntervalMs?: number
  /** Blocks left unindexed behind the head (0 on the local chains, where blocks are final at once). */
  confirmations?: number
  /** Blocks read and stored per transaction; 100 by default. */
  blocksPerBatch?: number
  /** Longest pause after repeated failures (the pause doubles from `pollIntervalMs`); 30 s by default. */
  maxRetryDelayMs?: number
  logger?: Logger
}

export interface Indexer {
  /** Follows every chain in the background until `stop()`. Calling it twice does nothing. */
  start(): void
  /** Stops following; resolves once the batch being stored (if any) is committed. */
  stop(): Promise<void>
  /**
   * Indexes every chain (or one) up to its current head; rejects with the first chain's failure. It
   * does not wait for the indexing lease (tests and benchmarks call it; writes stay serialised).
   */
  syncOnce(parameters?: { chainId?: string }): Promise<void>
  status(): IndexerStatus
  /** The chains this server indexes now: those whose indexing lease it holds (see `start`). */
  indexing(): string[]
}

export type SyncOnceErrorType = UnknownIndexerChainError | Error

/**
 * The chain indexer: follows each configured chain block by block over its JSON-RPC (blocks with
 * their transactions, receipts for the status, eth_getLogs for ERC-20 and ERC-721 `Transfer`s; on a
 * Solana network ('solana:…') getBlocks and getBlock with its SOL and SPL transfers) and
 * stores blocks, transactions and transfers in the database, one transaction per batch of blocks. It
 * resumes after the last stored block (a restart leaves no gap and stores nothing twice) and drops
 * the blocks of a reorganised branch before indexing the new one. Failures are logged, kept in
 * `status().chains[i].lastError`, and retried with a growing pause.
 *
 * Several servers on one database index each chain once: a chain is followed only by the server that
 * holds its indexing lease (a session-level advisory lock, `db.tryLock`), and the others ask for it
 * again every `pollIntervalMs`, so when the holder dies (its connection ends, PostgreSQL frees the lock)
 * another takes over within that pause. It resumes from the stored tip; a batch is stored only if the
 * tip is still the one it was read against, so no block is stored twice or skipped.
 *
 * @example
 * const indexer = createIndexer({ db, chains: [{ caipNetworkId: 'eip155:31337', rpcUrl }] })
 * indexer.start()
 * // …
 * await indexer.stop()
 */
export function createIndexer(parameters: CreateIndexerParameters): Indexer {
  const {
    db,
    chains,
    pollIntervalMs = 1000,
    confirmations = 0,
    blocksPerBatch = 100,
    maxRetryDelayMs = 30_000,
    logger = createConsoleLogger(),
  } = parameters
  // RPC reads in flight when `stop()` is called are abandoned at once (a stuck upstream must not hold
  // the server's shutdown for the transport's timeout); a batch being stored still commits.
  let closing = new AbortController()
  const abortableFetch: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, closing.signal]) : closing.signal,
    })
  const syncs = createChainSyncs({
    db,
    chains,
    confirmations,
    blocksPerBatch,
    logger,
    fetch: abortableFetch,
  })
  let controller: AbortController | undefined
  let loops: Promise<void>[] = []
  const leases = new Map<string, HeldLock>()
  const lease = { db, held: leases, analyzedAt: Number.NEGATIVE_INFINITY }
  const holds = (chainId: string) => leases.get(chainId)?.lost.aborted === false

  return {
    start() {
      if (controller) return
      if (closing.signal.aborted) closing = new AbortController()
      const current = new AbortController()
      controller = current
      loops = [...syncs].map(([chainId, sync]) =>
        followChain(chainId, sync, { pollIntervalMs, maxRetryDelayMs, logger, lease }, current.signal),
      )
    },

    async stop() {
      controller?.abort()
      closing.abort()
      controller = undefined
      const stopping = loops
      loops = []
      await Promise.all(stopping)
    },

    async syncOnce({ chainId } = {}) {
      const selected = chainId === undefined ? [...syncs.values()] : [syncs.get(chainId)]
      if (selected.some((sync) => sync === undefined))
        throw new UnknownIndexerChainError({ chainId: chainId ?? '' })
      if (closing.signal.aborted) closing = new AbortController()
      const results = await Promise.allSettled(selected.map((sync) => sync!.sync()))
      const failure = results.find((result) => result.status === 'rejected')
      if (failure) throw failure.reason
    },

    status: () => ({
      running: controller !== undefined,
      chains: [...syncs].map(([chainId, sync]) => ({ ...sync.status(), indexing: holds(chainId) })),
    }),

    indexing: () => [...syncs.keys()].filter(holds),
  }
}

interface FollowOptions {
  pollIntervalMs: number
  maxRetryDelayMs: number
  logger: Logger
  /**
   * The database whose advisory lock is the chain's indexing lease, the leases held, by chain, and when
   * the indexed tables' statistics were last gathered (`analyzeAfterGrowth`).
   */
  lease: { db: Database; held: Map<string, HeldLock>; analyzedAt: number }
}

/** Shortest time between two `analyze` runs of an embedded database. */
const ANALYZE_INTERVAL_MS = 10 * 60_000

/**
 * PGlite has no autovacuum, so without this its planner never learns the indexed tables' sizes and
 * reads a history page by scanning a whole chain's transactions per row (#26). After a sync that
 * stored blocks (or this server's first), at most every 10 minutes. PostgreSQL's autovacuum does this by itself.
 */
async function analyzeAfterGrowth(
  lease: FollowOptions['lease'],
  before: number | null,
  after: number | null,
): Promise<void> {
  // The first sync of this server counts as growth: the blocks may have been stored before it started.
  const grew = after !== null && (after !== before || lease.analyzedAt === Number.NEGATIVE_INFINITY)
  if (lease.db.kind !== 'pglite' || !grew || Date.now() - lease.analyzedAt < ANALYZE_INTERVAL_MS) return
  lease.analyzedAt = Date.now()
  await lease.db.exec('analyze')
}

/**
 * Syncs one chain again and again until `signal` aborts, while this server holds the chain's indexing
 * lease (asked for again each round while another holds it): `pollIntervalMs` apart while it keeps up,
 * a pause doubling up to `maxRetryDelayMs` after each failure in a row (each failure logged). The lease
 * is released when following stops.
 */
async function followChain(
  chainId: string,
  sync: ChainSync,
  { pollIntervalMs, maxRetryDelayMs, logger, lease }: FollowOptions,
  signal: AbortSignal,
): Promise<void> {
  let failures = 0
  try {
    while (!signal.aborted) {
      let delayMs = pollIntervalMs
      try {
        if (await holdLease(chainId, lease)) {
          const before = sync.status().indexedBlock
          await sync.sync(signal)
          failures = 0
          await analyzeAfterGrowth(lease, before, sync.status().indexedBlock)
        }
      } catch (error) {
        // A read abandoned by stop() is not a failure of the chain's: nothing to log or retry.
        if (signal.aborted) break
        failures++
        delayMs = Math.min(pollIntervalMs * 2 ** failures, maxRetryDelayMs)
        logger.warn(t('indexer.syncFailed', { chainId, delayMs }), { error })
      }
      await sleep(delayMs, signal)
    }
  } finally {
    const held = lease.held.get(chainId)
    lease.held.delete(chainId)
    await held?.release()
  }
}

/** Whether this server holds `chainId`'s indexing lease, taking it when it is free. */
async function holdLease(chainId: string, { db, held }: FollowOptions['lease']): Promise<boolean> {
  const current = held.get(chainId)
  if (current && !current.lost.aborted) return true
  held.delete(chainId)
  const taken = await db.tryLock(`foyer-indexer-lease:${chainId}`)
  if (taken) held.set(chainId, taken)
  return taken !== undefined
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
}
