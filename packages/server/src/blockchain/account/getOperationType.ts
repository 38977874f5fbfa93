import type { OperationType } from './types.js'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
/** approve(address,uint256) and setApprovalForAll(address,bool). */
const APPROVAL_METHODS = new Set(['0x095ea7b3', '0xa22cb465'])

export interface GetOperationTypeParameters {
  /** The account whose history this is (lower-case). */
  account: string
  transaction: { from: string; to: string | null; methodId: string | null }
  /** The transaction's transfers that involve the account (lower-case addresses). */
  transfers: readonly { from: string; to: string }[]
}

/**
 * What a transaction did, seen from `account`: 'mint' (received from the zero address), 'burn'
 * (sent to it), 'trade' (sent and received, a swap or a wrap), 'send', 'receive'; without a transfer
 * of the account: 'approve' (approve / setApprovalForAll), 'deploy' (contract creation) or 'execute' (any other call).
 *
 * @example
 * getOperationType({ account, transaction, transfers: [{ from: account, to: bob }] }) // 'send'
 */
export function getOperationType({
  account,
  transaction,
  transfers,
}: GetOperationTypeParameters): OperationType {
  const incoming = transfers.filter((transfer) => transfer.to === account && transfer.from !== account)
  const outgoing = transfers.filter((transfer) => transfer.from === account && transfer.to !== account)
  if (transfers.length === 0) {
    if (transaction.from !== account) return 'execute'
    if (transaction.to === null) return 'deploy'
    if (transaction.methodId !== null && APPROVAL_METHODS.has(transaction.methodId)) return 'approve'
    return 'execute'
  }
  if (
    incoming.length > 0 &&
    outgoing.length === 0 &&
    incoming.some((transfer) => transfer.from === ZERO_ADDRESS)
  )
    return 'mint'
  if (
    outgoing.length > 0 &&
    incoming.length === 0 &&
    outgoing.some((transfer) => transfer.to === ZERO_ADDRESS)
  )
    return 'burn'
  if (incoming.length > 0 && outgoing.length > 0) return 'trade'
  if (incoming.length > 0) return 'receive'
  return 'send'
}
