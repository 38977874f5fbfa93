import { ERC7579_EXECUTIONS, ERC7579_MODE_BATCH, ERC7579_MODE_SINGLE } from '@foyer/protocol'
import {
  type Address,
  concat,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  pad,
  size,
  slice,
  toHex,
} from 'viem'
import { InvalidRequestError } from '../errors.js'
import { foyerAccountAbi } from './abi.js'

/** A call the account makes. */
export interface SmartAccountCall {
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
}

/**
 * The account's calldata for `calls`: ERC-7579 `execute(mode, executionCalldata)`, in single mode
 * (`target ++ value ++ callData`, packed) for one call and batch mode (`abi.encode(Execution[])`) for more.
 *
 * @example
 * encodeCalls([{ to, value: 1n }]) // '0xe9ae5c53…'
 */
export function encodeCalls(calls: readonly SmartAccountCall[]): Hex {
  const [only] = calls
  if (calls.length === 0) throw new InvalidRequestError('A user operation needs at least one call')
  if (calls.length === 1 && only) {
    const executionCalldata = concat([only.to, pad(toHex(only.value ?? 0n), { size: 32 }), only.data ?? '0x'])
    return encodeFunctionData({
      abi: foyerAccountAbi,
      functionName: 'execute',
      args: [ERC7579_MODE_SINGLE, executionCalldata],
    })
  }
  const batch = calls.map((call) => ({
    target: call.to,
    value: call.value ?? 0n,
    callData: call.data ?? '0x',
  }))
  return encodeFunctionData({
    abi: foyerAccountAbi,
    functionName: 'execute',
    args: [ERC7579_MODE_BATCH, encodeAbiParameters(ERC7579_EXECUTIONS, [batch])],
  })
}

/**
 * The calls in the account's calldata `data` (encodeCalls undone).
 *
 * @example
 * decodeCalls(encodeCalls([{ to, value: 1n }])) // [{ to, value: 1n, data: '0x' }]
 */
export function decodeCalls(data: Hex): { to: Address; value: bigint; data: Hex }[] {
  const { functionName, args } = decodeFunctionData({ abi: foyerAccountAbi, data })
  if (functionName !== 'execute')
    throw new InvalidRequestError(`Not an ERC-7579 execute call: ${functionName}`)
  const [mode, executionCalldata] = args
  if (mode === ERC7579_MODE_SINGLE) {
    if (size(executionCalldata) < 52) throw new InvalidRequestError('Truncated ERC-7579 single execution')
    return [
      {
        to: getAddress(slice(executionCalldata, 0, 20)),
        value: BigInt(slice(executionCalldata, 20, 52)),
        data: size(executionCalldata) > 52 ? slice(executionCalldata, 52) : '0x',
      },
    ]
  }
  if (mode === ERC7579_MODE_BATCH) {
    const [batch] = decodeAbiParameters(ERC7579_EXECUTIONS, executionCalldata)
    return batch.map((call) => ({ to: call.target, value: call.value, data: call.callData }))
  }
  throw new InvalidRequestError(`Unsupported ERC-7579 execution mode ${mode}`)
}
