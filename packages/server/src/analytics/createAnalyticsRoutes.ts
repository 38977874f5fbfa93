import { timingSafeEqual } from 'node:crypto'
import {
  type analyticsAcceptedAnswerSchema,
  type analyticsConfigAnswerSchema,
  analyticsEventSchema,
  type analyticsEventsAnswerSchema,
  analyticsEventsQuerySchema,
  type WireAnswer,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { Database } from '../db/types.js'
import { AnalyticsDisabledError, ReadTokenError } from '../errors/http.js'
import type { ServerEnv } from '../http/env.js'
import { limitBody } from '../http/limitBody.js'
import { parseInput } from '../http/parseInput.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import type { AnalyticsQueue } from './createAnalyticsQueue.js'

export interface CreateAnalyticsRoutesParameters {
  queue: AnalyticsQueue
  /** From the server config; answered by GET /getAnalyticsConfig. With false, POST /e is a 404. */
  enabled: boolean
  /** Opens GET /v1/analytics/events to `Authorization: Bearer <readToken>`; closed without it. */
  readToken?: string | undefined
  db?: Database
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const MAX_EVENT_BYTES = 64 * 1024

/**
 * The page an event is recorded for, from the request's `Origin` rather than the body: `domain` is
 * the origin's host name (as the client's `location.hostname`), `url` is the body's only when it is on
 * that origin, else the origin itself. Without an `Origin` (a non-browser client, which could claim
 * any origin anyway) the body's values stand. An opaque origin ('null') is recorded as 'null'.
 */
export function stampEventPage(
  origin: string | undefined,
  page: { url: string; domain: string },
): { url: string; domain: string } {
  if (origin === undefined) return page
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return { url: 'null', domain: 'null' }
  }
  if (parsed.origin === 'null') return { url: 'null', domain: 'null' }
  let sameOrigin = false
  try {
    sameOrigin = new URL(page.url).origin === parsed.origin
  } catch {
    sameOrigin = false
  }
  return { url: sameOrigin ? page.url : parsed.origin, domain: parsed.hostname }
}

/**
 * Analytics ingest and config (spec section 7): `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }`;
 * `POST /e` validates the event, takes its `domain` and `url` from the request's Origin
 * (`stampEventPage`), and answers 202 `{ eventId }` once it is queued (503 with Retry-After when the
 * queue is full). Mount after the project guard: it reads the project from the context.
 *
 * @example
 * app.route('/', createAnalyticsRoutes({ queue, enabled: config.analytics.enabled }))
 */
export function createAnalyticsRoutes({
  queue,
  enabled,
  readToken,
  db,
}: CreateAnalyticsRoutesParameters): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>()
  // The project's stored events, oldest first (after the queue is written), for a holder of the token.
  app.get('/v1/analytics/events', async (c) => {
    const bearer = c.req.header('authorization')?.replace(/^Bearer /, '')
    if (!readToken || !db || !sameToken(bearer, readToken)) throw new ReadTokenError()
    const { limit, urlContains } = parseInput(analyticsEventsQuerySchema, c.req.query())
    await queue.flush({ timeoutMs: 5_000 }).catch(() => undefined)
    const { rows } = await db.query<{
      event_id: string
      url: string
      domain: string
      ts: Date | string
      props: unknown
    }>(
      `select event_id, url, domain, ts, props from analytics_events
        where project_id = $1 and ($2::text is null or strpos(url, $2) > 0)
        order by ts, id limit $3`,
      [c.get('project').id, urlContains ?? null, limit],
    )
    return c.json({
      events: rows.map((row) => ({
        eventId: row.event_id,
        url: row.url,
        domain: row.domain,
        timestamp: new Date(row.ts).getTime(),
        props: row.props,
      })),
    } satisfies WireAnswer<typeof analyticsEventsAnswerSchema>)
  })
  app.get('/getAnalyticsConfig', (c) =>
    c.json({ isAnalyticsEnabled: enabled } satisfies WireAnswer<typeof analyticsConfigAnswerSchema>),
  )
  app.post('/e', limitBody(MAX_EVENT_BYTES), async (c) => {
    if (!enabled) throw new AnalyticsDisabledError()
    const event = await parseJsonBody(c, analyticsEventSchema)
    const page = stampEventPage(c.req.header('origin'), event)
    queue.enqueue({ ...event, ...page, projectId: c.get('project').id, receivedAt: Date.now() })
    return c.json({ eventId: event.eventId } satisfies WireAnswer<typeof analyticsAcceptedAnswerSchema>, 202)
  })
  return app
}
