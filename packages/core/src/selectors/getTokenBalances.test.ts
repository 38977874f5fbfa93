import { expect, test } from 'vitest'
import type { TokenBalance } from '../types/state.js'
import { getTokenBalances, getTotalPortfolioValue } from './getTokenBalances.js'

const token = (
  symbol: string,
  numeric: string,
  value: number | undefined,
  decimals = '18',
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  price: 1,
  value,
  iconUrl: '',
  quantity: { decimals, numeric },
})

test('default: sorted by value, highest first; no value last', () => {
  const sorted = getTokenBalances([
    token('fUSD', '100', 100, '6'),
    token('ETH', '10', 30_000),
    token('HBR', '5', undefined),
    token('lBTC', '0.5', 45_000, '8'),
  ])
  expect(sorted.map((balance) => balance.symbol)).toEqual(['lBTC', 'ETH', 'fUSD', 'HBR'])
})

test('behavior: quantity decimals 0 and zero balances are filtered out', () => {
  const kept = getTokenBalances([
    token('NFT', '3', 0, '0'),
    token('ZERO', '0', 0),
    token('ZERO2', '0.000', 0),
    token('BAD', 'x', 0),
    token('ETH', '0.001', 3),
  ])
  expect(kept.map((balance) => balance.symbol)).toEqual(['ETH'])
})

test('getTotalPortfolioValue: sums the listed tokens', () => {
  expect(
    getTotalPortfolioValue([
      token('ETH', '1', 3000),
      token('fUSD', '2.5', 2.5, '6'),
      token('X', '1', 99, '0'),
    ]),
  ).toBe(3002.5)
  expect(getTotalPortfolioValue([])).toBe(0)
})

test('behavior: does not mutate its input', () => {
  const input = [token('A', '1', 1), token('B', '1', 2)]
  getTokenBalances(input)
  expect(input.map((balance) => balance.symbol)).toEqual(['A', 'B'])
})
