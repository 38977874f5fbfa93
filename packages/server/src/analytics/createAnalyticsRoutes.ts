import { Hono } from 'hono'
import { AnalyticsDisabledError } from '../errors/http.js'
import type { ServerEnv } from '../http/env.js'
import { limitBody } from '../http/limitBody.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { analyticsEventSchema } from './analyticsEventSchema.js'
import type { AnalyticsQueue } from './createAnalyticsQueue.js'

export interface CreateAnalyticsRoutesParameters {
  queue: AnalyticsQueue
  /** From the server config; answered by GET /getAnalyticsConfig. With false, POST /e is a 404. */
  enabled: boolean
}

const MAX_EVENT_BYTES = 64 * 1024

/**
 * Analytics ingest and config (spec section 7): `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }`;
 * `POST /e` validates the event and answers 202 `{ eventId }` once it is queued (503 with Retry-After
 * when the queue is full). Mount after the project guard: it reads the project from the context.
 *
 * @example
 * app.route('/', createAnalyticsRoutes({ queue, enabled: config.analytics.enabled }))
 */
export function createAnalyticsRoutes({ queue, enabled }: CreateAnalyticsRoutesParameters): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>()
  app.get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: enabled }))
  app.post('/e', limitBody(MAX_EVENT_BYTES), async (c) => {
    if (!enabled) throw new AnalyticsDisabledError()
    const event = await parseJsonBody(c, analyticsEventSchema)
    queue.enqueue({ ...event, projectId: c.get('project').id, receivedAt: Date.now() })
    return c.json({ eventId: event.eventId }, 202)
  })
  return app
}
