import type { Wallet } from '@foyer/protocol'

/**
 * The wallets of `lists` in order, each id once (the first occurrence wins). The directory client
 * dedupes every answer; views that append pages dedupe the joined list with this.
 *
 * @example
 * wallets = dedupeWallets(wallets, (await directory.fetchAllWallets(2)).data)
 */
export function dedupeWallets(...lists: readonly (readonly Wallet[])[]): Wallet[] {
  const seen = new Set<string>()
  const result: Wallet[] = []
  for (const list of lists)
    for (const wallet of list) {
      if (seen.has(wallet.id)) continue
      seen.add(wallet.id)
      result.push(wallet)
    }
  return result
}
