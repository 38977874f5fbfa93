import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'
import { requestMessage as m } from './requestMessages.js'

// The query of the wallet directory's `GET /getWallets` (its answer is ../directory.ts's page).

/** Entries of a page when the query names none. */
export const DEFAULT_WALLET_ENTRIES = 40
/** The most entries a page holds. */
export const MAX_WALLET_ENTRIES = 100
const MAX_LIST_LENGTH = 200
const MAX_SEARCH_LENGTH = 100

const caipNetworkId = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const walletId = /^[0-9a-f]{64}$/

function commaList(name: string, pattern: RegExp, message: string, normalize = (item: string) => item) {
  return z._default(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value: string) =>
          value
            .split(',')
            .map((item) => normalize(item.trim()))
            .filter((item) => item.length > 0),
        ),
      ),
      z
        .array(z.string().check(z.regex(pattern, message)))
        .check(z.maxLength(MAX_LIST_LENGTH, m('directory.listTooLong', { name, max: MAX_LIST_LENGTH }))),
    ),
    [],
  )
}

/**
 * `GET /getWallets` query, one string per parameter (a list parameter's repeated values joined by
 * commas beforehand): page, entries, chains, include, exclude, search, badge_type.
 */
export const walletsQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    page: z._default(
      z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/, m('directory.page'))), z.transform(Number)),
      1,
    ),
    entries: z._default(
      z.pipe(
        z.pipe(
          z.string().check(z.regex(/^[1-9]\d{0,2}$/, m('directory.entries', { max: MAX_WALLET_ENTRIES }))),
          z.transform(Number),
        ),
        z.number().check(z.maximum(MAX_WALLET_ENTRIES, m('directory.entries', { max: MAX_WALLET_ENTRIES }))),
      ),
      DEFAULT_WALLET_ENTRIES,
    ),
    chains: commaList('chains', caipNetworkId, m('directory.chains')),
    include: commaList('include', walletId, m('directory.ids', { name: 'include' }), (id) =>
      id.toLowerCase(),
    ),
    exclude: commaList('exclude', walletId, m('directory.ids', { name: 'exclude' }), (id) =>
      id.toLowerCase(),
    ),
    search: z._default(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((value: string) => value.trim()),
        ),
        z.string().check(z.maxLength(MAX_SEARCH_LENGTH, m('directory.search', { max: MAX_SEARCH_LENGTH }))),
      ),
      '',
    ),
    badge_type: z.optional(z.enum(['certified', 'none'], { error: m('directory.badgeType') })),
  }),
)

/** `{id}` of the wallet image routes. */
export const walletImageParamsSchema = /* @__PURE__ */ defineSchema(() => z.object({ id: z.string() }))
