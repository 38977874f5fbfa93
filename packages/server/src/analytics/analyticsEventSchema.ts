import { z } from 'zod'

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

const text = z
  .string()
  .min(1)
  .max(MAX_TEXT)
  .refine(storableText, 'Contains a character that cannot be stored')

/**
 * The body of `POST /e` (spec section 3, analytics event). Whatever passes this schema is insertable,
 * so one bad event can never block the queue behind it.
 */
export const analyticsEventSchema = z.strictObject({
  eventId: z.uuid(),
  url: text,
  domain: text,
  timestamp: z.number().int().nonnegative().max(MAX_TIMESTAMP_MS),
  props: z
    .record(z.string(), z.unknown())
    .refine((props) => isStorableJson(props), 'Contains a value that cannot be stored'),
})

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>
