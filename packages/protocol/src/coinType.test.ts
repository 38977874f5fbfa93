import { expect, test } from 'vitest'
import { coinTypeToChainId, evmChainCoinType } from './coinType.js'

test('default: chain id and coin type map both ways', () => {
  for (const chainId of [1, 10, 8453, 31337, 2147483647]) {
    const coinType = evmChainCoinType(chainId)
    expect(coinType, String(chainId)).toBeDefined()
    expect(coinTypeToChainId(coinType as number)).toBe(chainId)
  }
})

test('behavior: chain ids without a coin type, coin types of no EVM chain', () => {
  for (const chainId of [2147483648, -1, 1.5]) expect(evmChainCoinType(chainId)).toBeUndefined()
  for (const coinType of [0, 501, 0x80000000, 0x100000000, 1.5])
    expect(coinTypeToChainId(coinType)).toBeUndefined()
})
