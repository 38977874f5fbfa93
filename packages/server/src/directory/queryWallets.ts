import type { DirectoryWallet, GetWalletsQuery, GetWalletsResponse } from './types.js'

/**
 * Filters, orders and pages the directory for `GET /getWallets`. A wallet matches `chains` when it
 * supports any of them; `include` keeps only the listed ids, `exclude` drops them; `search` is a
 * case-insensitive substring of the name; `badgeType` must equal the wallet's `badge_type`.
 * `count` is the total after filters; `data` is page `page` (1-based) of `entries` wallets, by `order`.
 *
 * @example
 * queryWallets(directoryWallets, { page: 1, entries: 4, chains: [], include: [], exclude: [], search: 'meta', badgeType: undefined })
 * // { count: 1, data: [{ name: 'MetaMask', … }] }
 */
export function queryWallets(
  wallets: readonly DirectoryWallet[],
  query: GetWalletsQuery,
): GetWalletsResponse {
  const chains = new Set(query.chains)
  const include = new Set(query.include)
  const exclude = new Set(query.exclude)
  const search = query.search.toLocaleLowerCase('en-US')
  const matches = wallets
    .filter(
      (wallet) =>
        (include.size === 0 || include.has(wallet.id)) &&
        !exclude.has(wallet.id) &&
        (chains.size === 0 || wallet.chains.some((chain) => chains.has(chain))) &&
        (search === '' || wallet.name.toLocaleLowerCase('en-US').includes(search)) &&
        (query.badgeType === undefined || wallet.badge_type === query.badgeType),
    )
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'en-US'))
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries) }
}
