import {
  AbiDecodingDataSizeInvalidError,
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
} from 'viem'

/**
 * True when a contract read failed because of the contract (it reverted, has no code, or answered
 * with data that does not decode), false when the chain could not be reached or failed otherwise.
 * The first kind is an answer ("this contract has no `symbol()`"); the second must be surfaced.
 *
 * @example
 * try { await client.readContract({ ... }) } catch (error) { if (!isContractCallFailure(error)) throw error }
 */
export function isContractCallFailure(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return (
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof AbiDecodingZeroDataError ||
        cause instanceof AbiDecodingDataSizeTooSmallError ||
        cause instanceof AbiDecodingDataSizeInvalidError,
    ) !== null
  )
}
