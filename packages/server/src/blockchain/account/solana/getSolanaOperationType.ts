import type { OperationType } from '../types.js'

export interface GetSolanaOperationTypeParameters {
  account: string
  /** The transaction's transfers that involve the account (null `from`: a mint, null `to`: a burn). */
  transfers: readonly { from: string | null; to: string | null }[]
}

/**
 * What a Solana transaction did, seen from `account`, with the eip155 history's names: 'mint' (only
 * received, from a mint), 'burn' (only sent, to a burn), 'trade' (sent and received), 'send',
 * 'receive'; 'execute' when it moved nothing of the account's (any other program call it paid for).
 *
 * @example
 * getSolanaOperationType({ account, transfers: [{ from: account, to: bob }] }) // 'send'
 */
export function getSolanaOperationType({
  account,
  transfers,
}: GetSolanaOperationTypeParameters): OperationType {
  if (transfers.length === 0) return 'execute'
  const incoming = transfers.filter((transfer) => transfer.to === account && transfer.from !== account)
  const outgoing = transfers.filter((transfer) => transfer.from === account && transfer.to !== account)
  if (incoming.length > 0 && outgoing.length === 0 && incoming.some((transfer) => transfer.from === null))
    return 'mint'
  if (outgoing.length > 0 && incoming.length === 0 && outgoing.some((transfer) => transfer.to === null))
    return 'burn'
  if (incoming.length > 0 && outgoing.length > 0) return 'trade'
  if (incoming.length > 0) return 'receive'
  return 'send'
}
