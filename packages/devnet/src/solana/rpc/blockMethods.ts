import { z } from 'zod'
import type { Ledger } from '../ledger/createLedger.js'
import type { LedgerBlock } from '../ledger/types.js'
import {
  checkTransactionVersion,
  encodeOutcome,
  encodeTransactionRecord,
  parsedAccountKeys,
} from './encodeTransaction.js'
import { commitmentSchema, parseParams, requireConfirmed, u64 } from './params.js'
import { invalidParams, RpcError, RpcErrorCode } from './RpcError.js'
import type { RpcMethod } from './types.js'

/** The widest slot range getBlocks answers, as on the validator. */
const MAX_GET_BLOCKS_RANGE = 500_000n

const blockConfigSchema = z.object({
  encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58', 'binary']).optional(),
  transactionDetails: z.enum(['full', 'accounts', 'signatures', 'none']).optional(),
  rewards: z.boolean().optional(),
  commitment: commitmentSchema.optional(),
  maxSupportedTransactionVersion: z.number().int().min(0).max(255).optional(),
})

/** The validator's -32004 for a slot that holds no block (yet): the local ledger skips no slot it passed. */
function blockNotAvailable(slot: number | bigint): RpcError {
  return new RpcError(RpcErrorCode.blockNotAvailable, `Block not available for slot ${slot}`)
}

function requireBlock(ledger: Ledger, slot: number): LedgerBlock {
  const block = ledger.getBlock(BigInt(slot))
  if (!block) throw blockNotAvailable(slot)
  return block
}

/**
 * getBlock [slot, config | encoding?] → the block of a slot (blockhash, previousBlockhash, parentSlot,
 * blockHeight, blockTime) with its transactions in full (json, jsonParsed, base64, base58), as
 * `accounts`, as `signatures`, or none; `rewards: []` unless `rewards: false`. A slot without a block
 * is -32004; a v0 transaction needs `maxSupportedTransactionVersion: 0` (-32015), as for getTransaction.
 */
export const getBlock: RpcMethod = (params, { ledger }) => {
  const [slot, rawConfig] = parseParams(
    z.tuple([u64, z.union([blockConfigSchema, blockConfigSchema.shape.encoding.unwrap()]).nullish()]),
    params,
  )
  const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : (rawConfig ?? {})
  requireConfirmed(config.commitment)
  const block = requireBlock(ledger, slot)
  const maxVersion =
    'maxSupportedTransactionVersion' in config ? config.maxSupportedTransactionVersion : undefined
  const details = ('transactionDetails' in config && config.transactionDetails) || 'full'
  if (details === 'full' || details === 'accounts')
    for (const record of block.transactions) checkTransactionVersion(record.transaction.version, maxVersion)
  const versioned = maxVersion !== undefined
  const header = {
    blockHeight: block.blockHeight,
    blockTime: block.blockTime,
    blockhash: block.blockhash,
    parentSlot: block.parentSlot,
    previousBlockhash: block.previousBlockhash,
  }
  const rewards = 'rewards' in config && config.rewards === false ? {} : { rewards: [] }
  if (details === 'none') return { ...header, ...rewards }
  if (details === 'signatures')
    return { ...header, signatures: block.transactions.map((record) => record.signature), ...rewards }
  if (details === 'accounts')
    return {
      ...header,
      transactions: block.transactions.map((record) => {
        const { preBalances, postBalances, preTokenBalances, postTokenBalances, err, fee } = encodeOutcome(
          record.meta,
          record.transaction,
          false,
        )
        return {
          transaction: {
            signatures: [record.signature],
            accountKeys: parsedAccountKeys(record.transaction),
          },
          meta: {
            err,
            fee,
            preBalances,
            postBalances,
            preTokenBalances,
            postTokenBalances,
            status: err === null ? { Ok: null } : { Err: err },
          },
          ...(versioned ? { version: record.transaction.version } : {}),
        }
      }),
      ...rewards,
    }
  return {
    ...header,
    transactions: block.transactions.map((record) => {
      const {
        slot: _slot,
        blockTime: _blockTime,
        ...entry
      } = encodeTransactionRecord(record, config.encoding ?? 'json', versioned)
      return entry
    }),
    ...rewards,
  }
}

/**
 * getBlocks [startSlot, endSlot?, config?] → the slots from startSlot to endSlot (the latest slot by
 * default, both included) that hold a block, ascending; at most 500 000 slots apart (-32602).
 */
export const getBlocks: RpcMethod = (params, { ledger }) => {
  const [start, end, config] = parseParams(
    z.tuple([u64, u64.nullish(), z.object({ commitment: commitmentSchema.optional() }).nullish()]),
    params,
  )
  requireConfirmed(config?.commitment)
  const first = BigInt(start)
  const last = end === undefined || end === null ? ledger.slot() : BigInt(end)
  if (last - first > MAX_GET_BLOCKS_RANGE)
    throw invalidParams(`Slot range too large; max ${MAX_GET_BLOCKS_RANGE}`)
  return last < first ? [] : ledger.blockSlots(first, last)
}

/** getBlockTime [slot] → the block's unix time, or -32004 for a slot without a block. */
export const getBlockTime: RpcMethod = (params, { ledger }) => {
  const [slot] = parseParams(z.tuple([u64]), params)
  return requireBlock(ledger, slot).blockTime
}
