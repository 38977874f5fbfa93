const EVM_BIT = 0x80000000
const ETHEREUM_COIN_TYPE = 60

/**
 * The EVM chain id of an ENSIP-11 coin type: 60 is Ethereum mainnet (SLIP-44), and `0x80000000 | id`
 * is chain `id`. Any other coin type is not an EVM chain: undefined. The reverse of core's
 * `chainIdToCoinType`.
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
