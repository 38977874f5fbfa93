import { z } from 'zod'
import { checkAccountEncoding, encodeAccount } from './encodeAccount.js'
import {
  accountConfigSchema,
  checkMinContextSlot,
  parseParams,
  parsePubkey,
  readConfigSchema,
  u64,
  withContext,
} from './params.js'
import { invalidParams } from './RpcError.js'
import type { RpcMethod } from './types.js'

const MAX_MULTIPLE_ACCOUNTS = 100

/** getBalance [pubkey, config?] → { context, value: lamports }. */
export const getBalance: RpcMethod = (params, { ledger }) => {
  const [pubkey, config] = parseParams(z.tuple([z.string(), readConfigSchema.nullish()]), params)
  parsePubkey(pubkey)
  checkMinContextSlot(ledger, config?.minContextSlot)
  return withContext(ledger, ledger.getAccount(pubkey)?.lamports ?? 0n)
}

/** getAccountInfo [pubkey, config?] → { context, value: account | null }. */
export const getAccountInfo: RpcMethod = (params, { ledger }) => {
  const [pubkey, config] = parseParams(z.tuple([z.string(), accountConfigSchema.nullish()]), params)
  parsePubkey(pubkey)
  checkAccountEncoding(config?.encoding, config?.dataSlice)
  checkMinContextSlot(ledger, config?.minContextSlot)
  const account = ledger.getAccount(pubkey)
  return withContext(ledger, account && encodeAccount(ledger, account, config?.encoding, config?.dataSlice))
}

/** getMultipleAccounts [pubkeys, config?] → { context, value: (account | null)[] }, at most 100 keys. */
export const getMultipleAccounts: RpcMethod = (params, { ledger }) => {
  const [pubkeys, config] = parseParams(z.tuple([z.array(z.string()), accountConfigSchema.nullish()]), params)
  if (pubkeys.length > MAX_MULTIPLE_ACCOUNTS) {
    throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
  }
  pubkeys.forEach(parsePubkey)
  checkAccountEncoding(config?.encoding, config?.dataSlice)
  checkMinContextSlot(ledger, config?.minContextSlot)
  return withContext(
    ledger,
    pubkeys.map((pubkey) => {
      const account = ledger.getAccount(pubkey)
      return account && encodeAccount(ledger, account, config?.encoding, config?.dataSlice)
    }),
  )
}

/** getMinimumBalanceForRentExemption [dataLength, config?] → lamports. */
export const getMinimumBalanceForRentExemption: RpcMethod = (params, { ledger }) => {
  const [dataLength] = parseParams(z.tuple([u64, readConfigSchema.nullish()]), params)
  return ledger.minimumBalanceForRentExemption(BigInt(dataLength))
}
