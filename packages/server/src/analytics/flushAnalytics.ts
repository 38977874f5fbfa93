import { AnalyticsFlushTimeoutError } from '../errors/server.js'
import { type AnalyticsWriter, scheduleWrite } from './analyticsWriter.js'
import type { FlushParameters } from './types.js'

/**
 * Writes now, skipping a pending back-off, and resolves when the queue is empty; rejects with
 * `AnalyticsFlushTimeoutError` after `timeoutMs` (the events stay queued).
 */
export function flushAnalytics(
  writer: AnalyticsWriter,
  { timeoutMs = 30_000 }: FlushParameters = {},
): Promise<void> {
  if (writer.queue.length === 0 && !writer.writing) return Promise.resolve()
  if (writer.timer) {
    clearTimeout(writer.timer)
    writer.timer = undefined
  }
  scheduleWrite(writer, 0)
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(deadline)
      writer.drained.delete(done)
      resolve()
    }
    const deadline = setTimeout(() => {
      writer.drained.delete(done)
      reject(
        new AnalyticsFlushTimeoutError({ timeoutMs, pending: writer.queue.length, cause: writer.lastError }),
      )
    }, timeoutMs)
    writer.drained.add(done)
  })
}
