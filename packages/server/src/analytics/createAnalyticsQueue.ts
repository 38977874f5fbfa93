import type { Database } from '../db/types.js'
import { AnalyticsQueueFullError } from '../errors/http.js'
import type { Logger } from '../logger.js'
import { t } from '../messages.js'
import { type AnalyticsWriter, scheduleWrite } from './analyticsWriter.js'
import { flushAnalytics } from './flushAnalytics.js'
import type { FlushParameters, QueuedAnalyticsEvent } from './types.js'

export type { FlushParameters, QueuedAnalyticsEvent } from './types.js'

export interface CreateAnalyticsQueueParameters {
  db: Database
  logger: Logger
  /** Events held at most; beyond that `enqueue` throws `AnalyticsQueueFullError` (503). 10 000 by default. */
  maxSize?: number
  /** Events per INSERT. 500 by default. */
  batchSize?: number
  /** First retry delay after a failed write; doubles on each failure. 100 ms by default. */
  baseDelayMs?: number
  /** Longest retry delay. 5 000 ms by default. */
  maxDelayMs?: number
}

export interface AnalyticsQueue {
  /** Queues an event for writing; throws `AnalyticsQueueFullError` when the queue is full. */
  enqueue(event: QueuedAnalyticsEvent): void
  /** Writes now (skipping a pending back-off) and resolves when the queue is empty. */
  flush(parameters?: FlushParameters): Promise<void>
  /** Events accepted but not yet written. */
  readonly pending: number
  /** Events dropped because the database refused their data (never expected: the schema prevents it). */
  readonly dropped: number
  /** Flushes (bounded by `timeoutMs`), then stops the writer; events still unwritten are logged. */
  close(parameters?: FlushParameters): Promise<void>
}

/**
 * The analytics writer: `POST /e` answers 202 once an event is in this bounded in-memory queue, and
 * the writer inserts batches with `on conflict (event_id) do nothing`, so a retried batch never
 * duplicates. When the database fails it keeps the events and retries with exponential back-off;
 * nothing accepted is lost while the process lives (a crash loses what is still queued).
 *
 * @example
 * const queue = createAnalyticsQueue({ db, logger })
 * queue.enqueue({ ...event, projectId: 'demo', receivedAt: Date.now() })
 * await queue.flush()
 */
export function createAnalyticsQueue({
  db,
  logger,
  maxSize = 10_000,
  batchSize = 500,
  baseDelayMs = 100,
  maxDelayMs = 5_000,
}: CreateAnalyticsQueueParameters): AnalyticsQueue {
  const writer: AnalyticsWriter = {
    db,
    logger,
    batchSize,
    baseDelayMs,
    maxDelayMs,
    queue: [],
    writing: undefined,
    timer: undefined,
    failures: 0,
    dropped: 0,
    closed: false,
    lastError: undefined,
    drained: new Set(),
  }
  return {
    enqueue(event) {
      if (writer.queue.length >= maxSize) throw new AnalyticsQueueFullError({ retryAfterSeconds: 1 })
      writer.queue.push(event)
      scheduleWrite(writer, 0)
    },
    flush: (parameters) => flushAnalytics(writer, parameters),
    get pending() {
      return writer.queue.length
    },
    get dropped() {
      return writer.dropped
    },
    async close(parameters) {
      try {
        await flushAnalytics(writer, parameters)
      } catch (error) {
        logger.error(t('analytics.unsaved', { count: writer.queue.length }), { error })
      } finally {
        writer.closed = true
        if (writer.timer) clearTimeout(writer.timer)
        writer.timer = undefined
      }
    },
  }
}
