import { z } from 'zod'
import { SLOTS_PER_EPOCH } from '../ledger/createLedger.js'
import {
  checkMinContextSlot,
  parseParams,
  readConfigSchema,
  SOLANA_CORE_VERSION,
  withContext,
} from './params.js'
import type { RpcMethod } from './types.js'

/** A fixed stand-in for the validator's feature-set id (a hash of its active features). */
const FEATURE_SET = 3_294_202_862
const RECENT_SLOTS = 150n

const readOnly = z.tuple([readConfigSchema.nullish()])

/** getLatestBlockhash [config?] → { context, value: { blockhash, lastValidBlockHeight } }. */
export const getLatestBlockhash: RpcMethod = (params, { ledger }) => {
  const [config] = parseParams(readOnly, params)
  checkMinContextSlot(ledger, config?.minContextSlot)
  return withContext(ledger, ledger.latestBlockhash())
}

/** isBlockhashValid [blockhash, config?] → { context, value: boolean }. */
export const isBlockhashValid: RpcMethod = (params, { ledger }) => {
  const [blockhash, config] = parseParams(z.tuple([z.string(), readConfigSchema.nullish()]), params)
  checkMinContextSlot(ledger, config?.minContextSlot)
  return withContext(ledger, ledger.isBlockhashValid(blockhash))
}

/** getSlot [config?] → the current slot (one block per landed transaction). */
export const getSlot: RpcMethod = (params, { ledger }) => {
  const [config] = parseParams(readOnly, params)
  checkMinContextSlot(ledger, config?.minContextSlot)
  return ledger.slot()
}

/** getBlockHeight [config?] → the block height (equal to the slot: the local ledger skips none). */
export const getBlockHeight: RpcMethod = (params, { ledger }) => {
  const [config] = parseParams(readOnly, params)
  checkMinContextSlot(ledger, config?.minContextSlot)
  return ledger.blockHeight()
}

/** getEpochInfo [config?] → slot, block height, epoch and position in it, transaction count. */
export const getEpochInfo: RpcMethod = (params, { ledger }) => {
  const [config] = parseParams(readOnly, params)
  checkMinContextSlot(ledger, config?.minContextSlot)
  const slot = ledger.slot()
  return {
    absoluteSlot: slot,
    blockHeight: ledger.blockHeight(),
    epoch: slot / SLOTS_PER_EPOCH,
    slotIndex: slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: ledger.transactionCount(),
  }
}

/** getEpochSchedule [] → the ledger's schedule: 432 000 slots per epoch, no warm-up. */
export const getEpochSchedule: RpcMethod = (params) => {
  parseParams(z.tuple([]), params)
  return {
    slotsPerEpoch: SLOTS_PER_EPOCH,
    leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
    warmup: false,
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
  }
}

/** getRecentPrioritizationFees [addresses?] → zero fees for the recent slots (no one competes locally). */
export const getRecentPrioritizationFees: RpcMethod = (params, { ledger }) => {
  parseParams(z.tuple([z.array(z.string()).nullish()]), params)
  const slot = ledger.slot()
  const first = slot > RECENT_SLOTS ? slot - RECENT_SLOTS + 1n : 0n
  const fees = []
  for (let each = first; each <= slot; each++) fees.push({ slot: each, prioritizationFee: 0 })
  return fees
}

/** getVersion [] → the agave version LiteSVM's runtime comes from. */
export const getVersion: RpcMethod = (params) => {
  parseParams(z.tuple([]), params)
  return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': FEATURE_SET }
}

/** getGenesisHash [] → the ledger's fixed genesis hash. */
export const getGenesisHash: RpcMethod = (params, { genesisHash }) => {
  parseParams(z.tuple([]), params)
  return genesisHash
}

/** getHealth [] → 'ok': the in-process ledger is never behind. */
export const getHealth: RpcMethod = (params) => {
  parseParams(z.tuple([]), params)
  return 'ok'
}
