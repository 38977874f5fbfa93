import { InvalidChainIdError } from '@foyer/core/adapter'
import { evmChainCoinType } from '@foyer/protocol'

export type ChainIdToCoinTypeErrorType = InvalidChainIdError

/**
 * ENSIP-11 coin type of an EVM chain (protocol's `evmChainCoinType`): `(0x80000000 | chainId) >>> 0`,
 * except mainnet (1) which keeps SLIP-44's 60. A chain id of 2147483648 or above (or negative, or not
 * an integer) throws `InvalidChainIdError` ('Invalid chainId').
 *
 * @example
 * chainIdToCoinType(1) // 60
 * chainIdToCoinType(10) // 2147483658
 */
export function chainIdToCoinType(chainId: number): number {
  const coinType = evmChainCoinType(chainId)
  if (coinType === undefined) throw new InvalidChainIdError()
  return coinType
}
