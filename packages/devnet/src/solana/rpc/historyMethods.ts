import { z } from 'zod'
import type { TransactionRecord } from '../ledger/types.js'
import { checkTransactionVersion, encodeTransactionRecord } from './encodeTransaction.js'
import {
  checkMinContextSlot,
  commitmentSchema,
  parseParams,
  parsePubkey,
  parseSignature,
  requireConfirmed,
  u64,
  withContext,
} from './params.js'
import { invalidParams } from './RpcError.js'
import type { RpcMethod } from './types.js'

const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000

/** Every landed transaction is final at once on the local ledger. */
function statusOf(record: TransactionRecord) {
  const err = record.meta.err?.json ?? null
  return {
    slot: record.slot,
    confirmations: null,
    err,
    status: err === null ? { Ok: null } : { Err: err },
    confirmationStatus: 'finalized',
  }
}

/** getSignatureStatuses [signatures, config?] → { context, value: (status | null)[] }, at most 256. */
export const getSignatureStatuses: RpcMethod = (params, { ledger }) => {
  const [signatures] = parseParams(
    z.tuple([z.array(z.string()), z.object({ searchTransactionHistory: z.boolean().optional() }).nullish()]),
    params,
  )
  if (signatures.length > MAX_SIGNATURE_STATUSES) {
    throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`)
  }
  signatures.forEach(parseSignature)
  return withContext(
    ledger,
    signatures.map((signature) => {
      const record = ledger.getTransaction(signature)
      return record ? statusOf(record) : null
    }),
  )
}

/**
 * getSignaturesForAddress [address, config?] → the transactions naming the address, newest first, paged
 * with `before` / `until` (exclusive) and `limit` (1 to 1000).
 */
export const getSignaturesForAddress: RpcMethod = (params, { ledger }) => {
  const configSchema = z.object({
    limit: u64.optional(),
    before: z.string().optional(),
    until: z.string().optional(),
    commitment: commitmentSchema.optional(),
    minContextSlot: u64.optional(),
  })
  const [address, config] = parseParams(z.tuple([z.string(), configSchema.nullish()]), params)
  parsePubkey(address)
  const limit = config?.limit ?? MAX_SIGNATURES_FOR_ADDRESS
  if (limit === 0 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
    throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`)
  }
  if (config?.before) parseSignature(config.before)
  if (config?.until) parseSignature(config.until)
  requireConfirmed(config?.commitment)
  checkMinContextSlot(ledger, config?.minContextSlot)
  const newestFirst = [...ledger.transactionsOf(address)].reverse()
  let start = 0
  if (config?.before) {
    const index = newestFirst.findIndex((record) => record.signature === config.before)
    start = index === -1 ? newestFirst.length : index + 1
  }
  const page: TransactionRecord[] = []
  for (const record of newestFirst.slice(start)) {
    if (record.signature === config?.until || page.length === limit) break
    page.push(record)
  }
  return page.map((record) => {
    const { err, confirmationStatus } = statusOf(record)
    return {
      signature: record.signature,
      slot: record.slot,
      err,
      memo: record.memo,
      blockTime: record.blockTime,
      confirmationStatus,
    }
  })
}

const transactionConfigSchema = z.object({
  encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58', 'binary']).optional(),
  commitment: commitmentSchema.optional(),
  maxSupportedTransactionVersion: z.number().int().min(0).max(255).optional(),
})

/**
 * getTransaction [signature, config | encoding?] → the landed transaction with its meta, or null. A v0
 * transaction needs `maxSupportedTransactionVersion: 0`, else the validator's -32015.
 */
export const getTransaction: RpcMethod = (params, { ledger }) => {
  const [signature, rawConfig] = parseParams(
    z.tuple([
      z.string(),
      z.union([transactionConfigSchema, transactionConfigSchema.shape.encoding.unwrap()]).nullish(),
    ]),
    params,
  )
  parseSignature(signature)
  const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : (rawConfig ?? {})
  requireConfirmed(config.commitment)
  const record = ledger.getTransaction(signature)
  if (!record) return null
  const maxVersion =
    'maxSupportedTransactionVersion' in config ? config.maxSupportedTransactionVersion : undefined
  checkTransactionVersion(record.transaction.version, maxVersion)
  return encodeTransactionRecord(record, config.encoding ?? 'json', maxVersion !== undefined)
}
