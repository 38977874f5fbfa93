import { getConnectedAccount } from '../state/connectedAccount.js'
import { describeSimulation } from '../state/describeSimulation.js'
import type { Foyer } from '../types/foyer.js'
import type { SendSimulation } from '../types/send.js'

const HEX = /^0x[0-9a-fA-F]*$/

/** The transaction of an eth_sendTransaction request, when its params carry one. */
export function readRequestedTransaction(
  params: unknown,
): { to: string | undefined; value: bigint; data: string } | undefined {
  const [transaction] = Array.isArray(params) ? params : []
  if (typeof transaction !== 'object' || transaction === null) return undefined
  const { to, value, data } = transaction as { to?: unknown; value?: unknown; data?: unknown }
  if (to !== undefined && to !== null && (typeof to !== 'string' || !HEX.test(to))) return undefined
  if (value !== undefined && (typeof value !== 'string' || !HEX.test(value) || value.length <= 2))
    return undefined
  if (data !== undefined && (typeof data !== 'string' || !HEX.test(data))) return undefined
  return {
    to: typeof to === 'string' ? to : undefined,
    value: typeof value === 'string' ? BigInt(value) : 0n,
    data: typeof data === 'string' ? data : '0x',
  }
}

/**
 * What a transaction the host asks the embedded wallet to send will do to the account, simulated against
 * the chain before the visitor approves it (ApproveTransaction): the native balance, and the token the
 * transaction calls when the account holds it. 'unavailable' when it cannot be simulated (a contract
 * creation, a chain without the simulator); 'reverts' with the decoded reason when the chain would refuse.
 *
 * @example
 * const simulation = await previewApproval(foyer, { method: 'eth_sendTransaction', params: [tx] })
 */
export async function previewApproval(
  foyer: Foyer,
  { method, params }: { method: string; params?: unknown },
): Promise<SendSimulation> {
  const account = getConnectedAccount(foyer, 'eip155')
  const transaction = method === 'eth_sendTransaction' ? readRequestedTransaction(params) : undefined
  if (!account?.adapter?.simulateCalls || !transaction?.to) return { status: 'unavailable' }
  const token = account.entry.accountState.tokenBalance.find(
    (item) => item.address?.toLowerCase() === transaction.to?.toLowerCase(),
  )
  let result: Awaited<ReturnType<NonNullable<typeof account.adapter.simulateCalls>>>
  try {
    result = await account.adapter.simulateCalls({
      network: account.network,
      from: account.address,
      calls: [{ to: transaction.to, value: transaction.value, data: transaction.data }],
      watch: token?.address ? [token.address] : [],
    })
  } catch {
    result = undefined
  }
  return describeSimulation(result, account.network.nativeCurrency, () =>
    token ? { symbol: token.symbol, decimals: Number(token.quantity.decimals) } : undefined,
  )
}
