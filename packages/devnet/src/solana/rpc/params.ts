import { z } from 'zod'
import { fromBase58 } from '../base58.js'
import type { Ledger } from '../ledger/createLedger.js'
import { invalidParams, RpcError, RpcErrorCode } from './RpcError.js'

/** The agave version whose runtime LiteSVM 1.5 embeds: getVersion's 'solana-core' and every context's apiVersion. */
export const SOLANA_CORE_VERSION = '4.3.0'

/** A u64 parameter (slots, lamports): JSON numbers, as clients send them. */
export const u64 = z.number().int().nonnegative()

/** Commitment levels, with the deprecated names a validator still accepts. */
export const commitmentSchema = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

/** The config fields most read methods take. Unknown fields are ignored, as serde does on the validator. */
export const readConfigSchema = z.object({
  commitment: commitmentSchema.optional(),
  minContextSlot: u64.optional(),
})

export const dataSliceSchema = z.object({
  offset: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
})

export const accountEncodingSchema = z.enum(['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'])

export const accountConfigSchema = readConfigSchema.extend({
  encoding: accountEncodingSchema.optional(),
  dataSlice: dataSliceSchema.optional(),
})

/**
 * Parses positional params against a zod tuple; a mismatch is the validator's -32602 'Invalid params: ...'.
 * Absent params count as an empty list.
 */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const result = schema.safeParse(params ?? [])
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` (at params[${issue.path.join('][')}])` : ''
  throw invalidParams(`Invalid params: ${issue?.message ?? 'invalid value'}${where}.`)
}

/** A base58 public key, checked like the validator's Pubkey::from_str ('Invalid param: WrongSize' / 'Invalid'). */
export function parsePubkey(text: string): string {
  return parseBase58Key(text, 32, 44)
}

/** A base58 signature, checked like the validator's Signature::from_str. */
export function parseSignature(text: string): string {
  return parseBase58Key(text, 64, 88)
}

function parseBase58Key(text: string, size: number, maxLength: number): string {
  if (text.length > maxLength) throw invalidParams('Invalid param: WrongSize')
  let bytes: Uint8Array
  try {
    bytes = fromBase58(text)
  } catch {
    throw invalidParams('Invalid param: Invalid')
  }
  if (bytes.length !== size) throw invalidParams('Invalid param: WrongSize')
  return text
}

/** Rejects `processed` where the validator does (history methods read confirmed blocks only). */
export function requireConfirmed(commitment: string | undefined): void {
  if (commitment === 'processed' || commitment === 'recent') {
    throw invalidParams('Method does not support commitment below `confirmed`')
  }
}

/** The validator's -32016 when a client asks for a slot the node has not reached. */
export function checkMinContextSlot(ledger: Ledger, minContextSlot: number | undefined): void {
  if (minContextSlot !== undefined && BigInt(minContextSlot) > ledger.slot()) {
    throw new RpcError(RpcErrorCode.minContextSlotNotReached, 'Minimum context slot has not been reached', {
      contextSlot: ledger.slot(),
    })
  }
}

/** The `{ context, value }` envelope of the validator's RpcResponse. */
export function withContext<T>(
  ledger: Ledger,
  value: T,
): { context: { slot: bigint; apiVersion: string }; value: T } {
  return { context: { slot: ledger.slot(), apiVersion: SOLANA_CORE_VERSION }, value }
}
