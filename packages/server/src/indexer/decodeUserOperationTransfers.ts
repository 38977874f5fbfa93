import { decodeEventLog, decodeFunctionData, type Hex, toEventSelector } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { decodeAccountCalls } from './decodeAccountCalls.js'
import { decodeOrUndefined } from './decodeOrUndefined.js'

export interface DecodeUserOperationTransfersParameters {
  /** The transaction's recipient (null for a contract creation). */
  to: string | null
  input: Hex
  /** The logs of the transaction's receipt. */
  logs: readonly { address: string; topics: readonly Hex[]; data: Hex }[]
}

/** ETH a smart account sent in a user operation. */
export interface UserOperationTransfer {
  from: string
  to: string
  value: bigint
}

const ENTRY_POINT = entryPoint08Address.toLowerCase()
const USER_OPERATION_EVENT = toEventSelector(
  'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)',
)

/**
 * The ETH that smart accounts sent in the user operations of a transaction to EntryPoint v0.8 (`handleOps`
 * or `handleAggregatedOps`, called by the transaction itself), in the order of the operations and of their
 * calls; none for any other transaction. An operation counts only when the EntryPoint's
 * `UserOperationEvent` (matched by sender and nonce, which the EntryPoint never lets repeat) says it
 * succeeded, and only the calls `decodeAccountCalls` knows all ran; calls of no value are left out. A
 * reverted transaction has no logs, so nothing. Calldata or logs that do not decode are skipped, never thrown.
 *
 * Not seen: user operations sent through another contract (a bundler's multicall), accounts whose
 * callData is `executeUserOp` (the EntryPoint hands them the whole operation) or an execute this does not
 * read, and the ETH the EntryPoint takes from an account for gas (its prefund).
 *
 * @example
 * decodeUserOperationTransfers({ to: transaction.to, input: transaction.input, logs: receipt.logs })
 * // [{ from: '0x3c44…', to: '0x7099…', value: 250000000000000000n }]
 */
export function decodeUserOperationTransfers({
  to,
  input,
  logs,
}: DecodeUserOperationTransfersParameters): UserOperationTransfer[] {
  if (to?.toLowerCase() !== ENTRY_POINT) return []
  const call = decodeOrUndefined(() => decodeFunctionData({ abi: entryPoint08Abi, data: input }))
  const operations =
    call?.functionName === 'handleOps'
      ? call.args[0]
      : call?.functionName === 'handleAggregatedOps'
        ? call.args[0].flatMap((group) => group.userOps)
        : []
  if (operations.length === 0) return []
  const succeeded = successfulOperations(logs)
  const transfers: UserOperationTransfer[] = []
  for (const operation of operations) {
    const from = operation.sender.toLowerCase()
    if (!succeeded.has(`${from}:${operation.nonce}`)) continue
    for (const { to: recipient, value } of decodeAccountCalls(operation.callData) ?? [])
      if (value > 0n) transfers.push({ from, to: recipient, value })
  }
  return transfers
}

/** `sender:nonce` of each operation whose `UserOperationEvent`, emitted by the EntryPoint, says it succeeded. */
function successfulOperations(logs: DecodeUserOperationTransfersParameters['logs']): Set<string> {
  const succeeded = new Set<string>()
  for (const log of logs) {
    if (log.address.toLowerCase() !== ENTRY_POINT || log.topics[0]?.toLowerCase() !== USER_OPERATION_EVENT)
      continue
    const event = decodeOrUndefined(() =>
      decodeEventLog({
        abi: entryPoint08Abi,
        eventName: 'UserOperationEvent',
        topics: log.topics as [Hex, ...Hex[]],
        data: log.data,
      }),
    )
    if (event?.args.success) succeeded.add(`${event.args.sender.toLowerCase()}:${event.args.nonce}`)
  }
  return succeeded
}
