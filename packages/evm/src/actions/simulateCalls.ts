import type { CallsSimulation, ContractCall, Network, TransferSimulation } from '@foyer/core'
import { balanceSimulatorAbi, balanceSimulatorCode } from '@foyer/protocol'
import {
  type Address,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  isHex,
} from 'viem'
import type { EvmAdapterContext } from '../internal/context.js'
import { getRpcClient } from '../internal/getRpcClient.js'
import { toTransaction } from './transfer.js'

export interface SimulateCallsParameters {
  network: Network
  from: string
  /** The calls, made in order as `from` (an approval, then the call that spends it). */
  calls: readonly ContractCall[]
  /** Token contracts whose balance of `from` to watch (the native balance always is). */
  watch: readonly string[]
}

const address = { type: 'address', name: '' } as const
const uint = { type: 'uint256', name: '' } as const
/** ERC-6093's token errors (OpenZeppelin 5's ERC-20): the reasons a token call usually reverts with. */
const erc20Errors = [
  { type: 'error', name: 'ERC20InsufficientBalance', inputs: [address, uint, uint] },
  { type: 'error', name: 'ERC20InvalidSender', inputs: [address] },
  { type: 'error', name: 'ERC20InvalidReceiver', inputs: [address] },
  { type: 'error', name: 'ERC20InsufficientAllowance', inputs: [address, uint, uint] },
  { type: 'error', name: 'ERC20InvalidApprover', inputs: [address] },
  { type: 'error', name: 'ERC20InvalidSpender', inputs: [address] },
] as const

/** The revert's reason: Error(string)'s text, a Panic's code, a known error's name, else its selector. */
function revertReason(data: Hex): string | undefined {
  if (data === '0x') return undefined
  try {
    // viem adds Solidity's own Error(string) and Panic(uint256) to the ABI given.
    const decoded = decodeErrorResult({ abi: erc20Errors, data }) as {
      errorName: string
      args?: readonly unknown[]
    }
    if (decoded.errorName === 'Error') return String(decoded.args?.[0] ?? '')
    if (decoded.errorName === 'Panic') return `Panic 0x${BigInt(decoded.args?.[0] as bigint).toString(16)}`
    return decoded.errorName
  } catch {
    return data.slice(0, 10)
  }
}

/**
 * What the calls do to the sender's balances, run in order against the chain's current state and sent
 * nowhere: one `eth_call` from the sender to the sender, whose code is replaced for that call (a state
 * override) by BalanceSimulator, which reads the balances, makes each call as the sender, and reads them
 * again. So an approval and the swap that spends it are simulated together, as the wallet will send
 * them. Works on any node with eth_call state overrides (geth, Erigon, Nethermind, Reth, Hardhat,
 * Anvil). The native change leaves out gas: eth_call charges none. Undefined when it cannot say: the
 * sender has code of its own (a smart account, whose logic the override would replace), or the node
 * refuses the call.
 *
 * @example
 * await simulateCalls(context, { network, from, calls: [approve, swap], watch: [fUSD, HBR] })
 * // { reverted: false, changes: [{ token: undefined, change: 0n }, { token: fUSD, change: -100000000n }, …] }
 */
export async function simulateCalls(
  context: EvmAdapterContext,
  { network, from, calls, watch }: SimulateCallsParameters,
): Promise<CallsSimulation | undefined> {
  const client = getRpcClient(context, network)
  const sender = from as Address
  try {
    const code = await client.request({ method: 'eth_getCode', params: [sender, 'latest'] })
    if (code !== '0x') return undefined
    const data = encodeFunctionData({
      abi: balanceSimulatorAbi,
      functionName: 'simulate',
      args: [
        calls.map((call) => ({ target: call.to as Address, value: call.value, data: call.data as Hex })),
        watch as Address[],
      ],
    })
    const answer = await client.request({
      method: 'eth_call',
      params: [{ from: sender, to: sender, data }, 'latest', { [sender]: { code: balanceSimulatorCode } }],
    })
    if (!isHex(answer) || answer === '0x') return undefined
    const [failed, result, changes] = decodeFunctionResult({
      abi: balanceSimulatorAbi,
      functionName: 'simulate',
      data: answer,
    })
    if (failed < BigInt(calls.length))
      return { reverted: true, reason: revertReason(result), call: Number(failed) }
    return {
      reverted: false,
      changes: changes.map((change, index) => ({
        token: index === 0 ? undefined : watch[index - 1],
        change,
      })),
    }
  } catch {
    return undefined
  }
}

/**
 * What a Send's transfer does to the sender's balances: the transfer as its one call (see
 * `simulateCalls`).
 *
 * @example
 * await simulateTransfer(context, { network, from, to, token: undefined, amount: 10n ** 18n, watch: [fUSD] })
 * // { reverted: false, changes: [{ token: undefined, change: -1000000000000000000n }, { token: fUSD, change: 0n }] }
 */
export async function simulateTransfer(
  context: EvmAdapterContext,
  p: {
    network: Network
    from: string
    to: string
    token: string | undefined
    amount: bigint
    watch: readonly string[]
  },
): Promise<TransferSimulation | undefined> {
  const transaction = toTransaction(p)
  const result = await simulateCalls(context, {
    network: p.network,
    from: p.from,
    watch: p.watch,
    calls: [
      {
        to: transaction.to,
        value: 'value' in transaction && transaction.value ? BigInt(transaction.value) : 0n,
        data: 'data' in transaction && transaction.data ? transaction.data : '0x',
      },
    ],
  })
  return result?.reverted ? { reverted: true, reason: result.reason } : result
}
