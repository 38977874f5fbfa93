import type { Wallet } from '@foyer/protocol'
import type { Foyer } from '../types/foyer.js'
import { getCustomWallets } from './getCustomWallets.js'

export interface GetAllWalletsEntriesParameters {
  /** The search's results (for its query) rather than the directory's pages. */
  search?: boolean
}

export interface GetAllWalletsEntriesReturnType {
  wallets: Wallet[]
  /** How many wallets there are in all (the directory's count, with the custom wallets it lacks). */
  count: number
}

/**
 * What All Wallets lists: the host's custom wallets first (with `search`, those whose name contains the
 * search's query), then the directory's wallets fetched so far (its pages, or the search's results)
 * except those a custom wallet stands for (same id).
 *
 * @example
 * getAllWalletsEntries(foyer, { search: true }).wallets
 * // [{ id: 'acme', name: 'Acme Wallet', … }, { id: '…', name: 'Acme Pay', … }]
 */
export function getAllWalletsEntries(
  foyer: Foyer,
  { search = false }: GetAllWalletsEntriesParameters = {},
): GetAllWalletsEntriesReturnType {
  const state = foyer.stores.directory.getState()
  const custom = getCustomWallets(foyer, search ? { query: state.search.query } : {})
  const ids = new Set(custom.map((wallet) => wallet.id))
  const directory = search ? state.search.wallets : state.wallets
  const others = directory.filter((wallet) => !ids.has(wallet.id))
  const count =
    (search ? state.search.count : state.count) + custom.length - (directory.length - others.length)
  return { wallets: [...custom, ...others], count }
}
