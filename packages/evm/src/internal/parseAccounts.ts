import { getAddress, isAddress } from 'viem'
import { InvalidProviderResponseError } from '../errors/provider.js'
import { describeValue } from './describeValue.js'

/**
 * Reads the answer of `eth_requestAccounts` / `eth_accounts` / `accountsChanged`: a list of addresses,
 * returned checksummed. Throws `InvalidProviderResponseError` for anything else.
 */
export function parseAccounts(value: unknown): string[] {
  if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && isAddress(item, { strict: false }))
  )
    return value.map((item: string) => getAddress(item))
  throw new InvalidProviderResponseError({
    details: `Expected a list of addresses, received ${describeValue(value)}`,
  })
}
