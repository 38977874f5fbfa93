import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'
import { requestMessage as m } from './requestMessages.js'

// Analytics (spec section 3 and 7): the config, the event ingest (`POST /e`) and the stored events.

// JS Date's range: anything inside converts to a PostgreSQL timestamptz.
const MAX_TIMESTAMP_MS = 8.64e15
const MAX_TEXT = 2048

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Text that PostgreSQL stores as is: no NUL character, no lone UTF-16 surrogate. */
const storableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value)

function isStorableJson(value: unknown, depth = 0): boolean {
  if (depth > 32) return false
  if (typeof value === 'string') return storableText(value)
  if (Array.isArray(value)) return value.every((item) => isStorableJson(item, depth + 1))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => storableText(key) && isStorableJson(item, depth + 1))
  return true
}

const text = /* @__PURE__ */ defineSchema(() =>
  z.string().check(z.minLength(1), z.maxLength(MAX_TEXT), z.refine(storableText, m('analytics.unstorable'))),
)

/** GET /getAnalyticsConfig → whether the server takes events. */
export const analyticsConfigAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ isAnalyticsEnabled: z.boolean() }),
)

/**
 * The body of `POST /e` (spec section 3, analytics event). Whatever passes this schema is insertable,
 * so one bad event can never block the queue behind it.
 */
export const analyticsEventSchema = /* @__PURE__ */ defineSchema(() =>
  z.strictObject({
    eventId: z.uuid(),
    url: text,
    domain: text,
    timestamp: z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_TIMESTAMP_MS)),
    props: z
      .record(z.string(), z.unknown())
      .check(z.refine((props) => isStorableJson(props), m('analytics.unstorableValue'))),
  }),
)
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>

/** POST /e → 202 once the event is queued. */
export const analyticsAcceptedAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ eventId: z.string() }),
)

/** GET /v1/analytics/events query (with `Authorization: Bearer <readToken>`). */
export const analyticsEventsQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 100),
    /** Only events whose page URL contains this text. */
    urlContains: z.optional(z.string().check(z.maxLength(256))),
  }),
)

/** GET /v1/analytics/events → the project's stored events, oldest first. */
export const analyticsEventsAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    events: z.array(
      z.object({
        eventId: z.string(),
        url: z.string(),
        domain: z.string(),
        timestamp: z.number(),
        props: z.unknown(),
      }),
    ),
  }),
)
