import type { Transaction } from '@foyer/protocol'
import type { AccountNft } from '../types/accountData.js'

export type { AccountNft } from '../types/accountData.js'

function collectionOf(name: string, tokenId: string): string {
  const suffix = ` #${tokenId}`
  return name.endsWith(suffix) ? name.slice(0, -suffix.length) : name
}

/**
 * The NFTs an account holds, derived from its whole history (the server has no NFT list endpoint):
 * per contract and token id, transfers in minus transfers out; those with a positive count are held.
 * Spam NFTs are left out. Newest first (the order of the history).
 *
 * @example
 * getNftsFromTransactions(allPages) // [{ collection: 'Foyer Harbor Passes', tokenId: '3', … }]
 */
export function getNftsFromTransactions(transactions: readonly Transaction[]): AccountNft[] {
  const held = new Map<string, { nft: AccountNft; count: number }>()
  for (const transaction of transactions) {
    for (const transfer of transaction.transfers) {
      const info = transfer.nft_info
      if (!info || info.flags.is_spam || !info.contract_address || info.token_id === undefined) continue
      const delta = transfer.direction === 'in' ? 1 : transfer.direction === 'out' ? -1 : 0
      if (delta === 0) continue
      const id = `${info.contract_address.toLowerCase()}:${info.token_id}`
      let entry = held.get(id)
      if (!entry) {
        const name = info.name ?? `#${info.token_id}`
        entry = {
          nft: {
            id,
            contractAddress: info.contract_address,
            tokenId: info.token_id,
            name,
            collection: collectionOf(name, info.token_id),
            imageUrl: info.content?.preview?.url,
            chainId: transaction.metadata.chain,
          },
          count: 0,
        }
        held.set(id, entry)
      }
      entry.count += delta
    }
  }
  return [...held.values()].filter((entry) => entry.count > 0).map((entry) => entry.nft)
}
