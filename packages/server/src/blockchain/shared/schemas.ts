import { caipNetworkIdRegex, hasValidChecksum, isCaipReference } from '@foyer/protocol'
import { type Address, getAddress, maxUint256 } from 'viem'
import { z } from 'zod'
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

/** True when `value` follows the CAIP-2 grammar (core's, shared with the modal), eip155 ids decimal. */
const isCaip2 = (value: string): boolean => {
  if (!caipNetworkIdRegex.test(value)) return false
  const [namespace = '', reference = ''] = value.split(':')
  return isCaipReference(namespace, reference)
}

/** A CAIP-2 network id ('eip155:31337'): the CAIP-2 grammar, for eip155 a chain id without leading zeros. */
export const caipNetworkIdSchema = z.string().refine(isCaip2, t('param.caipNetworkId'))

export interface ParsedCaipAddress {
  caipNetworkId: string
  address: Address
}

/** An eip155 CAIP address ('eip155:31337:0x…'), split into its network id and checksummed address. */
export const evmCaipAddressSchema = z
  .string()
  .regex(/^eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/, t('param.caipAddress'))
  .refine((value) => isCaip2(value.slice(0, value.lastIndexOf(':'))), t('param.caipAddress'))
  .refine(
    (value) => hasValidChecksum(value.slice(value.lastIndexOf(':') + 1) as Address),
    t('param.checksum'),
  )
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
