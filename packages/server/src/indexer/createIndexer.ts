import { t } from '../chaindata/messages.js'
import type { Database } from '../db/types.js'
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
  /** Indexes every chain (or one) up to its current head; rejects with the first chain's failure. */
  syncOnce(parameters?: { chainId?: string }): Promise<void>
  status(): IndexerStatus
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

  return {
    start() {
      if (controller) return
      if (closing.signal.aborted) closing = new AbortController()
      const current = new AbortController()
      controller = current
      loops = [...syncs].map(([chainId, sync]) =>
        followChain(chainId, sync, { pollIntervalMs, maxRetryDelayMs, logger }, current.signal),
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
      chains: [...syncs.values()].map((sync) => sync.status()),
    }),
  }
}

/**
 * Syncs one chain again and again until `signal` aborts: `pollIntervalMs` apart while it keeps up, a
 * pause doubling up to `maxRetryDelayMs` after each failure in a row (each failure logged).
 */
async function followChain(
  chainId: string,
  sync: ChainSync,
  {
    pollIntervalMs,
    maxRetryDelayMs,
    logger,
  }: { pollIntervalMs: number; maxRetryDelayMs: number; logger: Logger },
  signal: AbortSignal,
): Promise<void> {
  let failures = 0
  while (!signal.aborted) {
    let delayMs = pollIntervalMs
    try {
      await sync.sync(signal)
      failures = 0
    } catch (error) {
      failures++
      delayMs = Math.min(pollIntervalMs * 2 ** failures, maxRetryDelayMs)
      logger.warn(t('indexer.syncFailed', { chainId, delayMs }), { error })
    }
    await sleep(delayMs, signal)
  }
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
