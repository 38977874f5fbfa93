import { z } from 'zod'
import { t } from './t.js'
import type { GetWalletsQuery } from './types.js'

export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100
const MAX_LIST_LENGTH = 200
const MAX_SEARCH_LENGTH = 100

const listParameters = ['chains', 'include', 'exclude'] as const
const scalarParameters = ['page', 'entries', 'search', 'badge_type'] as const

const caipNetworkId = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const walletId = /^[0-9a-f]{64}$/

function commaList(name: string, pattern: RegExp, message: string, normalize = (item: string) => item) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => normalize(item.trim()))
        .filter((item) => item.length > 0),
    )
    .pipe(
      z
        .array(z.string().regex(pattern, message))
        .max(MAX_LIST_LENGTH, t('query.listTooLong', { name, max: MAX_LIST_LENGTH })),
    )
}

const querySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, t('query.page'))
    .transform(Number)
    .default(1),
  entries: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, t('query.entries', { max: MAX_ENTRIES }))
    .transform(Number)
    .pipe(z.number().max(MAX_ENTRIES, t('query.entries', { max: MAX_ENTRIES })))
    .default(DEFAULT_ENTRIES),
  chains: commaList('chains', caipNetworkId, t('query.chains')).default([]),
  include: commaList('include', walletId, t('query.ids', { name: 'include' }), (id) =>
    id.toLowerCase(),
  ).default([]),
  exclude: commaList('exclude', walletId, t('query.ids', { name: 'exclude' }), (id) =>
    id.toLowerCase(),
  ).default([]),
  search: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(MAX_SEARCH_LENGTH, t('query.search', { max: MAX_SEARCH_LENGTH })))
    .default(''),
  badge_type: z.enum(['certified', 'none'], { error: t('query.badgeType') }).optional(),
})

export type ParseGetWalletsQueryReturnType =
  | { success: true; query: GetWalletsQuery }
  | { success: false; message: string }

/**
 * Validates the query of `GET /getWallets` (as `c.req.queries()` gives it: every value of every key).
 * Empty values count as not given (the spec's clients skip them); list parameters may repeat and are
 * merged; other parameters may appear once. Unknown parameters (projectId, st, sv, clientId…) are left
 * to other middleware. Never throws: a malformed query gives `{ success: false, message }`.
 *
 * @example
 * parseGetWalletsQuery({ page: ['2'], chains: ['eip155:1,eip155:10'] })
 * // { success: true, query: { page: 2, entries: 40, chains: ['eip155:1', 'eip155:10'], … } }
 */
export function parseGetWalletsQuery(raw: Record<string, string[]>): ParseGetWalletsQueryReturnType {
  const input: Record<string, string> = {}
  for (const name of scalarParameters) {
    const values = (raw[name] ?? []).filter((value) => value !== '')
    if (values.length > 1) return { success: false, message: t('query.repeated', { name }) }
    if (values[0] !== undefined) input[name] = values[0]
  }
  for (const name of listParameters) {
    const values = (raw[name] ?? []).filter((value) => value !== '')
    if (values.length > 0) input[name] = values.join(',')
  }
  const result = querySchema.safeParse(input)
  if (!result.success) {
    return { success: false, message: result.error.issues[0]?.message ?? t('query.page') }
  }
  const { badge_type, ...rest } = result.data
  return { success: true, query: { ...rest, badgeType: badge_type } }
}
