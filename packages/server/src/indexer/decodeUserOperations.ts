import { decodeEventLog, decodeFunctionData, type Hex, toEventSelector } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { decodeAccountCalls } from './decodeAccountCalls.js'
import { decodeOrUndefined } from './decodeOrUndefined.js'

export interface DecodeUserOperationsParameters {
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

/** The EntryPoint whose user operations the indexer reads (v0.8), lower-case as the indexer stores addresses. */
export const ENTRY_POINT = entryPoint08Address.toLowerCase()
const USER_OPERATION_EVENT = toEventSelector(
  'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)',
)

/**
 * A user operation the EntryPoint ran in a transaction, as its `UserOperationEvent` tells: who sent it,
 * whether it succeeded, and the first call its callData makes (what the account's activity names).
 */
export interface UserOperationRecord {
  /** Its position among the transaction's operations. */
  index: number
  sender: string
  nonce: bigint
  success: boolean
  /** The first call's target and selector, when `decodeAccountCalls` reads the callData; else null. */
  callTo: string | null
  callMethodId: string | null
  /** The ETH it sent: only when it succeeded and its calls are known to have all run. */
  transfers: UserOperationTransfer[]
}

/**
 * The user operations of a transaction to EntryPoint v0.8 (`handleOps` or `handleAggregatedOps`, called by
 * the transaction itself), in order; none for any other transaction. An operation is listed only when the
 * EntryPoint's `UserOperationEvent` (matched by sender and nonce, which the EntryPoint never lets repeat)
 * says that it ran, with that event's success; its transfers are the ETH its calls sent when it succeeded
 * and `decodeAccountCalls` knows all of them ran (calls of no value left out). A reverted transaction has
 * no logs, so nothing. Calldata or logs that do not decode are skipped, never thrown.
 *
 * Not seen: user operations sent through another contract (a bundler's multicall), accounts whose
 * callData is `executeUserOp` (the EntryPoint hands them the whole operation) or an execute this does not
 * read (listed, with no call and no transfer), and the ETH the EntryPoint takes from an account for gas.
 *
 * @example
 * decodeUserOperations({ to: transaction.to, input: transaction.input, logs: receipt.logs })
 * // [{ index: 0, sender: '0x3c44…', nonce: 0n, success: true, callTo: '0x7099…', callMethodId: null, transfers: […] }]
 */
export function decodeUserOperations({
  to,
  input,
  logs,
}: DecodeUserOperationsParameters): UserOperationRecord[] {
  if (to?.toLowerCase() !== ENTRY_POINT) return []
  const call = decodeOrUndefined(() => decodeFunctionData({ abi: entryPoint08Abi, data: input }))
  const operations =
    call?.functionName === 'handleOps'
      ? call.args[0]
      : call?.functionName === 'handleAggregatedOps'
        ? call.args[0].flatMap((group) => group.userOps)
        : []
  if (operations.length === 0) return []
  const ran = operationResults(logs)
  const records: UserOperationRecord[] = []
  for (const [index, operation] of operations.entries()) {
    const sender = operation.sender.toLowerCase()
    const success = ran.get(`${sender}:${operation.nonce}`)
    if (success === undefined) continue
    const calls = decodeAccountCalls(operation.callData)
    records.push({
      index,
      sender,
      nonce: operation.nonce,
      success,
      callTo: calls?.[0]?.to ?? null,
      callMethodId: calls?.[0]?.methodId ?? null,
      transfers: success
        ? (calls ?? [])
            .filter((accountCall) => accountCall.value > 0n)
            .map((accountCall) => ({ from: sender, to: accountCall.to, value: accountCall.value }))
        : [],
    })
  }
  return records
}

/** `sender:nonce` → success of each operation whose `UserOperationEvent` the EntryPoint emitted. */
function operationResults(logs: DecodeUserOperationsParameters['logs']): Map<string, boolean> {
  const results = new Map<string, boolean>()
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
    if (event) results.set(`${event.args.sender.toLowerCase()}:${event.args.nonce}`, event.args.success)
  }
  return results
}
