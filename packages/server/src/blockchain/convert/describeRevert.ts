import { BaseError, decodeErrorResult, type Hex } from 'viem'
import { erc20ErrorsAbi, swapRouterAbi, wrappedNativeAbi } from '../shared/abis.js'

const knownErrors = [...swapRouterAbi, ...erc20ErrorsAbi, ...wrappedNativeAbi]

/**
 * A short, readable reason for a failed simulation: the custom error's name when the revert data is
 * one the swap contracts or an ERC-20 define ('ERC20InsufficientAllowance'), else viem's short message.
 *
 * @example
 * describeRevert(error) // 'SlippageExceeded'
 */
export function describeRevert(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error)
  let data: Hex | undefined
  error.walk((cause) => {
    const candidate = (cause as { data?: unknown }).data
    if (typeof candidate === 'string' && /^0x[0-9a-fA-F]{8}/.test(candidate)) data = candidate as Hex
    else if (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof (candidate as { data?: unknown }).data === 'string'
    )
      data = (candidate as { data: Hex }).data
    return data !== undefined
  })
  if (data) {
    try {
      return decodeErrorResult({ abi: knownErrors, data }).errorName
    } catch (decodeError) {
      // Not one of the known errors: fall through to viem's own summary, keeping the selector.
      return `${error.shortMessage} (${data.slice(0, 10)}; ${decodeError instanceof Error ? decodeError.name : 'undecoded'})`
    }
  }
  return error.details || error.shortMessage
}
