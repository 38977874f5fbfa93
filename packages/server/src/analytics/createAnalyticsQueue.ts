import type { AnalyticsEvent } from '@foyer/protocol'
import type { Database } from '../db/types.js'
import { AnalyticsQueueFullError } from '../errors/http.js'
import { AnalyticsFlushTimeoutError } from '../errors/server.js'
import type { Logger } from '../logger.js'
import { t } from '../messages.js'

/** An accepted event waiting for the database. */
export interface QueuedAnalyticsEvent extends AnalyticsEvent {
  projectId: string
  /** When the server accepted it (ms since the epoch); stored as `received_at`. */
  receivedAt: number
}

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

export interface FlushParameters {
  /** Give up waiting (the events stay queued) after this long. 30 000 ms by default. */
  timeoutMs?: number
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

const INSERT = `
  insert into analytics_events (project_id, event_id, url, domain, ts, props, received_at)
  select project_id, event_id::uuid, url, domain, to_timestamp(ts / 1000.0), props, to_timestamp(received_at / 1000.0)
  from jsonb_to_recordset($1::jsonb)
    as e(project_id text, event_id text, url text, domain text, ts double precision, props jsonb, received_at double precision)
  on conflict (event_id) do nothing
`

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
  const queue: QueuedAnalyticsEvent[] = []
  let writing: Promise<void> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let dropped = 0
  let closed = false
  let lastError: unknown
  const drained = new Set<() => void>()

  const schedule = (delayMs: number) => {
    if (closed || writing || timer) return
    timer = setTimeout(() => {
      timer = undefined
      writing = writeAll().finally(() => {
        writing = undefined
        if (queue.length === 0) for (const resolve of drained) resolve()
        else schedule(backoff())
      })
    }, delayMs)
    timer.unref?.()
  }

  const backoff = () => Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1))

  const fail = (error: unknown) => {
    failures++
    lastError = error
    logger.warn(t('analytics.writeFailed', { delayMs: backoff() }), { pending: queue.length, error })
  }

  // Never rejects: a failed write leaves the events queued and is retried after a back-off.
  async function writeAll(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize)
      try {
        await insert(batch)
        queue.splice(0, batch.length)
      } catch (error) {
        if (!isDataError(error)) return fail(error)
        // The database refused the batch's data: write its events alone and drop only the refused ones.
        for (const event of batch) {
          try {
            await insert([event])
          } catch (single) {
            if (!isDataError(single)) return fail(single)
            dropped++
            logger.error(t('analytics.unsaved', { count: 1 }), { eventId: event.eventId, error: single })
          }
          queue.shift()
        }
      }
      failures = 0
    }
  }

  const insert = (batch: QueuedAnalyticsEvent[]) =>
    db.query(INSERT, [
      JSON.stringify(
        batch.map((event) => ({
          project_id: event.projectId,
          event_id: event.eventId,
          url: event.url,
          domain: event.domain,
          ts: event.timestamp,
          props: event.props,
          received_at: event.receivedAt,
        })),
      ),
    ])

  function flush({ timeoutMs = 30_000 }: FlushParameters = {}): Promise<void> {
    if (queue.length === 0 && !writing) return Promise.resolve()
    if (timer) {
      clearTimeout(timer)
      timer = undefined
    }
    schedule(0)
    return new Promise<void>((resolve, reject) => {
      const done = () => {
        clearTimeout(deadline)
        drained.delete(done)
        resolve()
      }
      const deadline = setTimeout(() => {
        drained.delete(done)
        reject(new AnalyticsFlushTimeoutError({ timeoutMs, pending: queue.length, cause: lastError }))
      }, timeoutMs)
      drained.add(done)
    })
  }

  return {
    enqueue(event) {
      if (queue.length >= maxSize) throw new AnalyticsQueueFullError({ retryAfterSeconds: 1 })
      queue.push(event)
      schedule(0)
    },
    flush,
    get pending() {
      return queue.length
    },
    get dropped() {
      return dropped
    },
    async close(parameters) {
      try {
        await flush(parameters)
      } catch (error) {
        logger.error(t('analytics.unsaved', { count: queue.length }), { error })
      } finally {
        closed = true
        if (timer) clearTimeout(timer)
        timer = undefined
      }
    },
  }
}

// SQLSTATE class 22 (data exception): the data is refused, retrying the same data cannot succeed.
function isDataError(error: unknown): boolean {
  const code = error !== null && typeof error === 'object' && 'code' in error ? error.code : undefined
  return typeof code === 'string' && code.startsWith('22')
}
