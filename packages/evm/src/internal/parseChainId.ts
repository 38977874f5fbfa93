import { InvalidProviderResponseError } from '../errors/provider.js'
import { describeValue } from './describeValue.js'

/**
 * Reads a chain id as wallets send it (`'0x7a69'` per EIP-695; some send a decimal string or a number).
 * Throws `InvalidProviderResponseError` for anything that is not a positive safe integer.
 */
export function parseChainId(value: unknown): number {
  let chainId = Number.NaN
  if (typeof value === 'number') chainId = value
  else if (typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value)) chainId = Number(value)
  if (Number.isSafeInteger(chainId) && chainId > 0) return chainId
  throw new InvalidProviderResponseError({ details: `Expected a chain id, received ${describeValue(value)}` })
}
