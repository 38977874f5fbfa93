import type { AnalyticsEvent } from '@foyer/protocol'

/** An accepted event waiting for the database. */
export interface QueuedAnalyticsEvent extends AnalyticsEvent {
  projectId: string
  /** When the server accepted it (ms since the epoch); stored as `received_at`. */
  receivedAt: number
}

export interface FlushParameters {
  /** Give up waiting (the events stay queued) after this long. 30 000 ms by default. */
  timeoutMs?: number
}
