import { balanceSimulatorAbi, balanceSimulatorCode } from '@foyer/protocol'
import {
  type Address,
  createPublicClient,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  isHex,
} from 'viem'
import { CHAIN_RPC_OPTIONS } from './signer.js'

/** What a transaction would do to the sender's balances, as the consent prompt shows it. */
export type TransactionPreview =
  | { status: 'changes'; changes: { symbol: string; decimals: number; change: bigint }[] }
  | { status: 'reverts'; reason: string | undefined }
  | { status: 'unavailable' }

/**
 * The transaction run against the chain's current state and sent nowhere, the way the modal's Send preview
 * runs it (`@foyer/protocol`'s BalanceSimulator put at the sender's address for one `eth_call`): the
 * native balance's change, and the called contract's token balance when it is an ERC-20 (its symbol and
 * decimals read from the chain, not from the page). 'reverts' with the reason when the chain would refuse
 * it; 'unavailable' when it cannot say (a contract creation, a sender with code, a node without state
 * overrides). Never throws.
 *
 * @example
 * await previewTransaction({ rpcUrl, from, to, value: 10n ** 17n, data: '0x' }, { symbol: 'ETH', decimals: 18 })
 * // { status: 'changes', changes: [{ symbol: 'ETH', decimals: 18, change: -100000000000000000n }] }
 */
export async function previewTransaction(
  transaction: { rpcUrl: string; from: Address; to: Address | undefined; value: bigint; data: Hex },
  native: { symbol: string; decimals: number },
): Promise<TransactionPreview> {
  const { from, to, value, data } = transaction
  if (!to) return { status: 'unavailable' }
  const client = createPublicClient({ transport: http(transaction.rpcUrl, CHAIN_RPC_OPTIONS) })
  try {
    if ((await client.getCode({ address: from })) !== undefined) return { status: 'unavailable' }
    const token = await readToken(client, to)
    const calldata = encodeFunctionData({
      abi: balanceSimulatorAbi,
      functionName: 'simulate',
      args: [[{ target: to, value, data }], token ? [to] : []],
    })
    const answer = await client.request({
      method: 'eth_call',
      params: [{ from, to: from, data: calldata }, 'latest', { [from]: { code: balanceSimulatorCode } }],
    } as never)
    if (!isHex(answer) || answer === '0x') return { status: 'unavailable' }
    const [failed, result, changes] = decodeFunctionResult({
      abi: balanceSimulatorAbi,
      functionName: 'simulate',
      data: answer,
    })
    if (failed < 1n) return { status: 'reverts', reason: revertReason(result) }
    const [nativeChange = 0n, tokenChange = 0n] = changes
    return {
      status: 'changes',
      changes: [
        { ...native, change: nativeChange },
        ...(token && tokenChange !== 0n ? [{ ...token, change: tokenChange }] : []),
      ].filter((item, index) => index === 0 || item.change !== 0n),
    }
  } catch {
    return { status: 'unavailable' }
  }
}

/** The ERC-20 at `address`, when it answers symbol() and decimals() as one. */
async function readToken(client: ReturnType<typeof createPublicClient>, address: Address) {
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return /^[\w.$-]{1,20}$/.test(symbol) ? { symbol, decimals } : undefined
  } catch {
    return undefined // not a token: only the native balance is watched
  }
}

/** Error(string)'s text, a Panic's code, else the error's selector. */
function revertReason(data: Hex): string | undefined {
  if (data === '0x') return undefined
  try {
    const decoded = decodeErrorResult({ abi: [], data }) as { errorName: string; args?: readonly unknown[] }
    if (decoded.errorName === 'Error') return String(decoded.args?.[0] ?? '')
    if (decoded.errorName === 'Panic') return `Panic 0x${BigInt(decoded.args?.[0] as bigint).toString(16)}`
    return decoded.errorName
  } catch {
    return data.slice(0, 10)
  }
}
