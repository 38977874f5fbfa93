import { requestMessage, walletsQuerySchema } from '@foyer/protocol'
import * as z from 'zod/mini'
import { t } from './t.js'
import type { GetWalletsQuery } from './types.js'

export { DEFAULT_WALLET_ENTRIES as DEFAULT_ENTRIES, MAX_WALLET_ENTRIES as MAX_ENTRIES } from '@foyer/protocol'

const listParameters = ['chains', 'include', 'exclude'] as const
const scalarParameters = ['page', 'entries', 'search', 'badge_type'] as const

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
  const result = z.safeParse(walletsQuerySchema, input)
  if (!result.success) {
    return { success: false, message: result.error.issues[0]?.message ?? requestMessage('directory.page') }
  }
  const { badge_type, ...rest } = result.data
  return { success: true, query: { ...rest, badgeType: badge_type } }
}
