import { type Address, getAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import { hasValidChecksum } from '../../http/checksum.js'
import { t } from '../messages.js'

/**
 * An EVM address, 40 hex characters with an optional 0x prefix: all lower case, all upper case or with
 * a correct EIP-55 checksum (a wrong one is refused); checksummed on the way in.
 */
export const evmAddressSchema = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{40}$/, t('param.address'))
  .transform((value) => (value.startsWith('0x') ? value : `0x${value}`) as Address)
  .refine(hasValidChecksum, t('param.checksum'))
  .transform((value): Address => getAddress(value))

/** A CAIP network id: exactly two non-empty parts ('eip155:31337'). */
export const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, t('param.caipNetworkId'))

export interface ParsedCaipAddress {
  caipNetworkId: string
  address: Address
}

/** An eip155 CAIP address ('eip155:31337:0x…'), split into its network id and checksummed address. */
export const evmCaipAddressSchema = z
  .string()
  .regex(/^eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/, t('param.caipAddress'))
  .transform((value): ParsedCaipAddress => {
    const index = value.lastIndexOf(':')
    return { caipNetworkId: value.slice(0, index), address: getAddress(value.slice(index + 1)) }
  })

/** An account given as a plain EVM address or as an eip155 CAIP address. */
export const evmAccountSchema = z.union([
  evmCaipAddressSchema.transform((parsed): ParsedAccount => parsed),
  evmAddressSchema.transform((address): ParsedAccount => ({ address, caipNetworkId: undefined })),
])

/** An account: its address, and its network when it was given as a CAIP address. */
export interface ParsedAccount {
  address: Address
  caipNetworkId: string | undefined
}

/** A token amount in the smallest unit: a positive integer as a decimal string (or a safe number). */
export const baseUnitAmountSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((value) => String(value))
  .refine(
    (value) => /^[0-9]{1,78}$/.test(value) && BigInt(value) > 0n && BigInt(value) <= maxUint256,
    t('param.amount'),
  )
  .transform((value) => BigInt(value))

/** A 0x hex signature. */
export const signatureSchema = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2}){1,2048}$/, t('param.signature'))
  .transform((value) => value as `0x${string}`)

/** The CAIP address of `address` on `caipNetworkId`. */
export function toCaipAddress(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address}`
}
