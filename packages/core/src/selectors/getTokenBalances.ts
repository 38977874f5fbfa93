import type { TokenBalance } from '../types/state.js'

function isZero(numeric: string): boolean {
  const value = Number(numeric)
  return !Number.isFinite(value) || value === 0
}

/**
 * The token balances the Tokens tab lists (spec section 5): tokens whose quantity decimals is '0'
 * and zero balances filtered out, sorted by fiat value, highest first (tokens without a value last,
 * then by name).
 *
 * @example
 * getTokenBalances(account.tokenBalance) // [{ symbol: 'ETH', value: 30000, … }, …]
 */
export function getTokenBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances
    .filter((balance) => balance.quantity.decimals !== '0' && !isZero(balance.quantity.numeric))
    .sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.name.localeCompare(b.name))
}

/** The total fiat value of `balances` (USD): the sum of the listed tokens' values. */
export function getTotalPortfolioValue(balances: readonly TokenBalance[]): number {
  return getTokenBalances(balances).reduce((total, balance) => total + (balance.value ?? 0), 0)
}
