import type { Database } from '../db/types.js'
import type { Logger } from '../logger.js'
import { t } from '../messages.js'
import type { QueuedAnalyticsEvent } from './types.js'

/** The analytics queue's state: the events, the write in progress or scheduled, and its failures. */
export interface AnalyticsWriter {
  db: Database
  logger: Logger
  batchSize: number
  baseDelayMs: number
  maxDelayMs: number
  queue: QueuedAnalyticsEvent[]
  writing: Promise<void> | undefined
  timer: ReturnType<typeof setTimeout> | undefined
  /** Failed writes in a row: they set the back-off. */
  failures: number
  dropped: number
  /** Set by `close()`: nothing is scheduled any more. */
  closed: boolean
  lastError: unknown
  /** The waiting flushes, called when a write leaves the queue empty. */
  drained: Set<() => void>
}

const INSERT = `
  insert into analytics_events (project_id, event_id, url, domain, ts, props, received_at)
  select project_id, event_id::uuid, url, domain, to_timestamp(ts / 1000.0), props, to_timestamp(received_at / 1000.0)
  from jsonb_to_recordset($1::jsonb)
    as e(project_id text, event_id text, url text, domain text, ts double precision, props jsonb, received_at double precision)
  on conflict (event_id) do nothing
`

/**
 * Starts a write after `delayMs` unless one is running or scheduled (or the queue is closed). After the
 * write, the waiting flushes resolve if the queue is empty; otherwise the next write waits the back-off.
 */
export function scheduleWrite(writer: AnalyticsWriter, delayMs: number): void {
  if (writer.closed || writer.writing || writer.timer) return
  writer.timer = setTimeout(() => {
    writer.timer = undefined
    writer.writing = writeAll(writer).finally(() => {
      writer.writing = undefined
      if (writer.queue.length === 0) for (const resolve of writer.drained) resolve()
      else scheduleWrite(writer, retryDelay(writer))
    })
  }, delayMs)
  writer.timer.unref?.()
}

/** The pause before the next write: doubling with each failure in a row, up to `maxDelayMs`. */
const retryDelay = (writer: AnalyticsWriter) =>
  Math.min(writer.maxDelayMs, writer.baseDelayMs * 2 ** Math.max(0, writer.failures - 1))

function recordFailure(writer: AnalyticsWriter, error: unknown): void {
  writer.failures++
  writer.lastError = error
  writer.logger.warn(t('analytics.writeFailed', { delayMs: retryDelay(writer) }), {
    pending: writer.queue.length,
    error,
  })
}

/** Writes the queue batch by batch. Never rejects: a failed write leaves the events queued and is retried after a back-off. */
async function writeAll(writer: AnalyticsWriter): Promise<void> {
  const { queue, logger } = writer
  while (queue.length > 0) {
    const batch = queue.slice(0, writer.batchSize)
    try {
      await insertEvents(writer.db, batch)
      queue.splice(0, batch.length)
    } catch (error) {
      if (!isDataError(error)) return recordFailure(writer, error)
      // The database refused the batch's data: write its events alone and drop only the refused ones.
      for (const event of batch) {
        try {
          await insertEvents(writer.db, [event])
        } catch (single) {
          if (!isDataError(single)) return recordFailure(writer, single)
          writer.dropped++
          logger.error(t('analytics.unsaved', { count: 1 }), { eventId: event.eventId, error: single })
        }
        queue.shift()
      }
    }
    writer.failures = 0
  }
}

const insertEvents = (db: Database, batch: QueuedAnalyticsEvent[]) =>
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

// SQLSTATE class 22 (data exception): the data is refused, retrying the same data cannot succeed.
function isDataError(error: unknown): boolean {
  const code = error !== null && typeof error === 'object' && 'code' in error ? error.code : undefined
  return typeof code === 'string' && code.startsWith('22')
}
