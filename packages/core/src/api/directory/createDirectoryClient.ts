import { type Wallet, type WalletsPage, walletsPageSchema } from '@foyer/protocol'
import type { HttpClient } from '../http/createHttpClient.js'
import { dedupeWallets } from './dedupeWallets.js'
import { directoryEntries } from './directoryEntries.js'

type List = readonly string[] | (() => readonly string[] | undefined)

export interface DirectoryDefaults {
  /** CAIP network ids the host requested; wallets supporting any of them are listed. */
  chains?: List
  /** Host's `includeWalletIds`: only these wallets are listed. */
  include?: List
  /** Host's `excludeWalletIds`: never listed. */
  exclude?: List
}

export interface FetchWalletsParameters {
  /** 1-based. Default 1. */
  page?: number
  /** Default 40. */
  entries?: number
  search?: string
  chains?: readonly string[]
  include?: readonly string[]
  exclude?: readonly string[]
  badge_type?: 'certified' | 'none'
  signal?: AbortSignal
}

export interface FetchRecommendedParameters {
  /** Featured wallet ids: already shown, so not recommended. */
  featuredIds?: readonly string[]
  /** Wallets installed in this browser (by directory id and/or rdns): shown as installed, not recommended. */
  installed?: readonly { id?: string; rdns?: string }[]
}

export interface DirectoryClient {
  /** GET /getWallets with any filters; the answer's wallets are deduplicated by id. */
  fetchWallets(parameters?: FetchWalletsParameters): Promise<WalletsPage>
  /** The host's featured wallets, in the order of `ids` (4 entries). No request when `ids` is empty. */
  fetchFeatured(ids: readonly string[]): Promise<Wallet[]>
  /** 4 recommended wallets, leaving out featured and installed ones. */
  fetchRecommended(parameters?: FetchRecommendedParameters): Promise<Wallet[]>
  /** One page of the All Wallets view (40 entries). */
  fetchAllWallets(page?: number): Promise<WalletsPage>
  /** Wallets whose name contains `query` (100 entries). */
  searchWallets(query: string): Promise<WalletsPage>
  /** URL of GET /getWalletImage/{id}, for an <img> src. */
  getWalletImageUrl(imageId: string): string
  /** URL of GET /public/getAssetImage/{id} (network images). */
  getNetworkImageUrl(assetId: string): string
}

export type CreateDirectoryClientReturnType = DirectoryClient

function read(list: List | undefined): readonly string[] {
  const value = typeof list === 'function' ? list() : list
  return value ?? []
}

/**
 * The wallet-directory client (spec section 7): featured and recommended wallets (4 each), All Wallets
 * pages (40) and search (100) through GET /getWallets, each answer deduplicated by id, plus the URLs of
 * the wallet, network, currency and token images. `defaults` carries the host's chains and
 * include/exclude lists so that views only pass what changes.
 *
 * @example
 * const directory = createDirectoryClient(http, { chains: ['eip155:1'], exclude: options.excludeWalletIds })
 * const { data, count } = await directory.fetchAllWallets(1)
 * const src = directory.getWalletImageUrl(data[0].image_id)
 */
export function createDirectoryClient(
  http: HttpClient,
  defaults: DirectoryDefaults = {},
): CreateDirectoryClientReturnType {
  const fetchWallets = async (parameters: FetchWalletsParameters = {}): Promise<WalletsPage> => {
    const { page = 1, entries = directoryEntries.allWallets, signal, ...filters } = parameters
    const include = filters.include ?? read(defaults.include)
    const answer = await http.get({
      path: '/getWallets',
      params: {
        page,
        entries,
        search: filters.search,
        chains: filters.chains ?? read(defaults.chains),
        include: include.length > 0 ? include : undefined,
        exclude: filters.exclude ?? read(defaults.exclude),
        badge_type: filters.badge_type,
      },
      signal,
      schema: walletsPageSchema,
    })
    return { data: dedupeWallets(answer.data), count: answer.count }
  }

  const image = (path: string, id: string): string => http.url(`${path}/${encodeURIComponent(id)}`)

  return {
    fetchWallets,
    async fetchFeatured(ids) {
      if (ids.length === 0) return []
      const { data } = await fetchWallets({ page: 1, entries: directoryEntries.featured, include: ids })
      const position = (wallet: Wallet) => ids.indexOf(wallet.id)
      return data.filter((wallet) => position(wallet) >= 0).sort((a, b) => position(a) - position(b))
    },
    async fetchRecommended({ featuredIds = [], installed = [] } = {}) {
      const installedIds = installed.flatMap((item) => (item.id ? [item.id] : []))
      const installedRdns = new Set(installed.flatMap((item) => (item.rdns ? [item.rdns] : [])))
      const exclude = [...new Set([...read(defaults.exclude), ...featuredIds, ...installedIds])]
      // The directory excludes by id only: ask for one more per installed rdns, so that 4 remain after
      // leaving out the installed wallets it knows under another id.
      const entries = directoryEntries.recommended + installedRdns.size
      const { data } = await fetchWallets({ page: 1, entries, exclude })
      return data
        .filter((wallet) => !wallet.rdns || !installedRdns.has(wallet.rdns))
        .slice(0, directoryEntries.recommended)
    },
    fetchAllWallets: (page = 1) => fetchWallets({ page, entries: directoryEntries.allWallets }),
    searchWallets: (query) =>
      fetchWallets({ page: 1, entries: directoryEntries.search, search: query.trim() }),
    getWalletImageUrl: (imageId) => image('/getWalletImage', imageId),
    getNetworkImageUrl: (assetId) => image('/public/getAssetImage', assetId),
  }
}
