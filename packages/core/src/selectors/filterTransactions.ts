import type { Transaction } from '@foyer/protocol'

/** True when every transfer of `transaction` is a spam NFT (spec section 5: hidden). */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
}

/**
 * The history entries the Activity tab shows (spec section 5): only those on `caipNetworkId` (the
 * connected chain), without the ones whose transfers are all spam NFTs.
 *
 * @example
 * filterTransactions(page.data, 'eip155:31337')
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: string | undefined,
): Transaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === caipNetworkId && !isSpamTransaction(transaction),
  )
}
