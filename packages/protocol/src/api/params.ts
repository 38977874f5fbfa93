import * as z from 'zod/mini'
import { isSolanaPublicKey } from '../base58.js'
import { caipNetworkIdRegex, isCaipReference } from '../caipGrammar.js'
import { checksumAddress, hasValidChecksum } from '../checksumAddress.js'
import { defineSchema } from '../defineSchema.js'
import { requestMessage as m } from './requestMessages.js'

// The parameters the blockchain API's requests share (path segments, query values, body fields).

export type HexString = `0x${string}`

const MAX_UINT256 = 2n ** 256n - 1n

/**
 * An EVM address, 40 hex characters with an optional 0x prefix: all lower case, all upper case or with
 * a correct EIP-55 checksum (a wrong one is refused); checksummed on the way in.
 */
export const evmAddressSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z
      .pipe(
        z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{40}$/, m('param.address'))),
        z.transform((value: string) => (value.startsWith('0x') ? value : `0x${value}`)),
      )
      .check(z.refine(hasValidChecksum, m('param.checksum'))),
    z.transform((value: string) => checksumAddress(value) as HexString),
  ),
)

/** True when `value` follows the CAIP-2 grammar, eip155 ids decimal. */
export function isCaipNetworkId(value: string): boolean {
  if (!caipNetworkIdRegex.test(value)) return false
  const [namespace = '', reference = ''] = value.split(':')
  return isCaipReference(namespace, reference)
}

/** A CAIP-2 network id ('eip155:31337'): the CAIP-2 grammar, for eip155 a chain id without leading zeros. */
export const caipNetworkIdSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().check(z.refine(isCaipNetworkId, m('param.caipNetworkId'))),
)

/** An eip155 CAIP address, split into its network id and checksummed address. */
export interface ParsedCaipAddress {
  caipNetworkId: string
  address: HexString
}

/** An eip155 CAIP address ('eip155:31337:0x…'), split into its network id and checksummed address. */
export const evmCaipAddressSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z.string().check(
      z.regex(/^eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/, m('param.caipAddress')),
      z.refine((value) => isCaipNetworkId(value.slice(0, value.lastIndexOf(':'))), m('param.caipAddress')),
      z.refine((value) => hasValidChecksum(value.slice(value.lastIndexOf(':') + 1)), m('param.checksum')),
    ),
    z.transform((value: string): ParsedCaipAddress => {
      const index = value.lastIndexOf(':')
      return {
        caipNetworkId: value.slice(0, index),
        address: checksumAddress(value.slice(index + 1)) as HexString,
      }
    }),
  ),
)

/** An account: its address, and its network when it was given as a CAIP address. */
export interface ParsedAccount {
  address: HexString
  caipNetworkId: string | undefined
}

/** An account given as a plain EVM address or as an eip155 CAIP address. */
export const evmAccountSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([
    z.pipe(
      evmCaipAddressSchema,
      z.transform((parsed: ParsedCaipAddress): ParsedAccount => parsed),
    ),
    z.pipe(
      evmAddressSchema,
      z.transform((address: HexString): ParsedAccount => ({ address, caipNetworkId: undefined })),
    ),
  ]),
)

/** A token amount in the smallest unit: a positive integer as a decimal string (or a safe number). */
export const baseUnitAmountSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z
      .pipe(
        z.union([z.string(), z.number().check(z.int(), z.nonnegative())]),
        z.transform((value: string | number) => String(value)),
      )
      .check(
        z.refine(
          (value) => /^[0-9]{1,78}$/.test(value) && BigInt(value) > 0n && BigInt(value) <= MAX_UINT256,
          m('param.amount'),
        ),
      ),
    z.transform((value: string) => BigInt(value)),
  ),
)

/** A 0x hex signature (65 bytes for an EOA, longer for a contract account). */
export const hexSignatureSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z.string().check(z.regex(/^0x([0-9a-fA-F]{2}){1,2048}$/, m('param.signature'))),
    z.transform((value: string) => value as HexString),
  ),
)

/** A Solana address (base58 of 32 bytes), kept as given: base58 is case-sensitive. */
export const solanaAddressSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().check(z.refine(isSolanaPublicKey, m('param.solanaAddress'))),
)
