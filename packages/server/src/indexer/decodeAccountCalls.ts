import { ERC7579_EXECUTIONS } from '@foyer/protocol'
import { decodeAbiParameters, decodeFunctionData, type Hex, hexToBigInt, parseAbi, size, slice } from 'viem'
import { decodeOrUndefined } from './decodeOrUndefined.js'

/** A call a smart account makes: its target, the wei it sends, and its data's selector (null under 4 bytes). */
export interface AccountCall {
  to: string
  value: bigint
  methodId: string | null
}

/** The function selector of a call's data, lower-case; null when the data is shorter than one. */
const methodIdOf = (data: Hex): string | null => (size(data) >= 4 ? slice(data, 0, 4).toLowerCase() : null)

/**
 * The account entry points whose calls are known to have all run once the call returned:
 * ERC-7579 `execute` (FoyerAccount and other modular accounts) and SimpleAccount v0.8's `execute` and
 * `executeBatch` (each reverts as soon as one of its calls fails).
 */
const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

const CALLTYPE_SINGLE = '0x00'
const CALLTYPE_BATCH = '0x01'
const EXECTYPE_DEFAULT = '0x00'
const MODE_SELECTOR_DEFAULT = '0x00000000'

/**
 * The calls a smart account makes for the calldata `callData` of a user operation, when they all run if
 * the call does not revert; `undefined` for anything else, including malformed calldata (it comes from
 * the chain: untrusted, never thrown on).
 *
 * - ERC-7579 `execute(bytes32 mode, bytes executionCalldata)`, mode `callType ‖ execType ‖ 4 unused bytes ‖
 *   modeSelector ‖ payload`: call type single (0x00, `abi.encodePacked(target, value, callData)`) or batch
 *   (0x01, `abi.encode(Execution[])`), exec type default (0x00) and the default mode selector (0). Exec
 *   type try (0x01) is left out: a call may fail there without reverting the execute, so its value may not
 *   have moved. Delegatecall (0xff) and static calls move nothing the calldata tells; other mode selectors
 *   (ERC-7821's and the like) may lay out the execution calldata differently.
 * - SimpleAccount's `execute(address, uint256, bytes)` and v0.8's `executeBatch((address, uint256, bytes)[])`.
 *
 * @example
 * decodeAccountCalls(encodeFunctionData({ abi, functionName: 'execute', args: [mode, executionCalldata] }))
 * // [{ to: '0x7099…', value: 250000000000000000n, methodId: null }]
 */
export function decodeAccountCalls(callData: Hex): AccountCall[] | undefined {
  const decoded = decodeOrUndefined(() => decodeFunctionData({ abi: accountAbi, data: callData }))
  if (!decoded) return undefined
  if (decoded.functionName === 'executeBatch')
    return decoded.args[0].map((call) => ({
      to: call.target.toLowerCase(),
      value: call.value,
      methodId: methodIdOf(call.data),
    }))
  if (decoded.args.length === 3) {
    const [to, value, data] = decoded.args
    return [{ to: to.toLowerCase(), value, methodId: methodIdOf(data) }]
  }
  const [accountMode, executionCalldata] = decoded.args
  return decodeErc7579Execution(accountMode, executionCalldata)
}

function decodeErc7579Execution(mode: Hex, executionCalldata: Hex): AccountCall[] | undefined {
  const callType = slice(mode, 0, 1)
  if (slice(mode, 1, 2) !== EXECTYPE_DEFAULT || slice(mode, 6, 10) !== MODE_SELECTOR_DEFAULT) return undefined
  if (callType === CALLTYPE_SINGLE) {
    // `target ‖ value ‖ callData`, packed; the account reads the first 52 bytes and reverts if they are not there.
    if (size(executionCalldata) < 52) return undefined
    const to = slice(executionCalldata, 0, 20).toLowerCase()
    const data = size(executionCalldata) > 52 ? slice(executionCalldata, 52) : '0x'
    return [{ to, value: hexToBigInt(slice(executionCalldata, 20, 52)), methodId: methodIdOf(data) }]
  }
  if (callType !== CALLTYPE_BATCH) return undefined
  const batch = decodeOrUndefined(() => decodeAbiParameters(ERC7579_EXECUTIONS, executionCalldata)[0])
  return batch?.map((call) => ({
    to: call.target.toLowerCase(),
    value: call.value,
    methodId: methodIdOf(call.callData),
  }))
}
