import { invalidParams } from './errors.js'

/** Parses a `0x`-prefixed hexadecimal chain id from wallet_* params; throws -32602 otherwise. */
export function parseHexChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw invalidParams(`chainId must be a 0x-prefixed hexadecimal string, got ${JSON.stringify(value)}`)
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw invalidParams(`chainId ${value} is out of range`)
  return chainId
}
