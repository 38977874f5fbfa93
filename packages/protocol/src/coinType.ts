/** SLIP-44's coin type of Ethereum, which ENSIP-11 keeps for chain 1. */
const ETHEREUM_COIN_TYPE = 60
const EVM_BIT = 0x80000000

/**
 * The ENSIP-11 coin type of an EVM chain id, the key of a name record's address for that chain (client
 * and server agree on it): `(0x80000000 | chainId) >>> 0`, except mainnet (1) which keeps 60. Undefined
 * for a chain id of 2147483648 or above, negative, or not an integer.
 *
 * @example
 * evmChainCoinType(1) // 60
 * evmChainCoinType(10) // 2147483658
 */
export function evmChainCoinType(chainId: number): number | undefined {
  if (chainId === 1) return ETHEREUM_COIN_TYPE
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_BIT) return undefined
  return (EVM_BIT | chainId) >>> 0
}

/**
 * The EVM chain id of an ENSIP-11 coin type: 60 is Ethereum mainnet (SLIP-44), and `0x80000000 | id`
 * is chain `id`. Any other coin type is not an EVM chain: undefined. The reverse of `evmChainCoinType`.
 *
 * @example
 * coinTypeToChainId(60) // 1
 * coinTypeToChainId(2147514985) // 31337
 */
export function coinTypeToChainId(coinType: number): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_BIT || coinType >= EVM_BIT * 2) return undefined
  return coinType - EVM_BIT
}
