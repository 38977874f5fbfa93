import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '../errors/wallet.js'

// What a wallet answers over WalletConnect's Bitcoin RPC (docs.walletconnect.network, wallet-sdk/chain-support/
// bitcoin), checked at the edge: anything else is InvalidWalletResponseError, naming the method.

/** Hex bytes without a 0x prefix, as the Bitcoin RPC writes signatures, hashes and public keys. */
const hexBytes = z
  .string()
  .check(z.maxLength(4096), z.regex(/^([0-9a-fA-F]{2})+$/, 'expected hex bytes, no 0x'))

/** One address of an account (`getAccountAddresses`' result, `bip122_addressesChanged`'s data). */
const accountAddress = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  publicKey: z.optional(hexBytes),
  /** Its derivation path, e.g. "m/84'/0'/0'/0/0". */
  path: z.optional(z.string().check(z.maxLength(128))),
  /** What the wallet keeps on it, e.g. 'payment' or 'ordinal'. */
  intention: z.optional(z.string().check(z.maxLength(64))),
})

export type AccountAddress = z.infer<typeof accountAddress>

/** `getAccountAddresses`' result, and the data of a `bip122_addressesChanged` event. */
export const accountAddresses = z.array(accountAddress).check(z.maxLength(1000))

/** `signMessage`'s result: the signing address and the signature (hex), maybe the message's hash. */
export const signMessageAnswer = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  signature: hexBytes,
  messageHash: z.optional(hexBytes),
})

/** `signPsbt`'s result: the signed PSBT (base64) and, when the wallet broadcast it, the transaction id. */
export const signPsbtAnswer = z.object({
  psbt: z.string().check(z.minLength(1)),
  txid: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'expected a 32-byte hex transaction id'))),
})

/** Why a value failed a schema, path by path. */
export const reasonOf = (error: z.core.$ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'result'}: ${issue.message}`).join('; ')

/**
 * The wallet's answer to `method`, read with `schema`; `InvalidWalletResponseError` naming the method and
 * the fault otherwise.
 *
 * @example
 * const { psbt, txid } = parseAnswer(signPsbtAnswer, answer, 'signPsbt')
 */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown, method: string): T {
  const parsed = schema.safeParse(answer)
  if (parsed.success) return parsed.data
  throw new InvalidWalletResponseError({ details: `${method}: ${reasonOf(parsed.error)}` })
}
