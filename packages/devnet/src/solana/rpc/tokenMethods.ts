import { z } from 'zod'
import { decodeMint, decodeTokenAccount, tokenProgramName, uiTokenAmount } from '../ledger/tokenAccounts.js'
import { checkAccountEncoding, encodeAccount } from './encodeAccount.js'
import {
  accountConfigSchema,
  checkMinContextSlot,
  parseParams,
  parsePubkey,
  readConfigSchema,
  withContext,
} from './params.js'
import { invalidParams } from './RpcError.js'
import type { RpcMethod } from './types.js'

const filterSchema = z.union([z.object({ mint: z.string() }), z.object({ programId: z.string() })])

/**
 * getTokenAccountsByOwner [owner, { mint } | { programId }, config?] → { context, value: { pubkey, account }[] }:
 * the owner's token accounts of one mint, or of one token program (classic or Token-2022).
 */
export const getTokenAccountsByOwner: RpcMethod = (params, { ledger }) => {
  const [owner, filter, config] = parseParams(
    z.tuple([z.string(), filterSchema, accountConfigSchema.nullish()]),
    params,
  )
  parsePubkey(owner)
  let programs: string[]
  let mint: string | undefined
  if ('mint' in filter) {
    mint = parsePubkey(filter.mint)
    const mintAccount = ledger.getAccount(mint)
    if (!mintAccount) throw invalidParams('Invalid param: could not find mint')
    if (!tokenProgramName(mintAccount.owner)) throw invalidParams('Invalid param: not a Token mint')
    programs = [mintAccount.owner]
  } else {
    const programId = parsePubkey(filter.programId)
    if (!tokenProgramName(programId)) throw invalidParams('Invalid param: unrecognized Token program id')
    programs = [programId]
  }
  checkAccountEncoding(config?.encoding, config?.dataSlice)
  checkMinContextSlot(ledger, config?.minContextSlot)
  const value = programs.flatMap((program) =>
    ledger.getProgramAccounts(program).flatMap(({ address, account }) => {
      const token = decodeTokenAccount(account.owner, account.data)
      if (!token || token.owner !== owner || (mint && token.mint !== mint)) return []
      return [
        { pubkey: address, account: encodeAccount(ledger, account, config?.encoding, config?.dataSlice) },
      ]
    }),
  )
  return withContext(ledger, value)
}

/** getTokenAccountBalance [tokenAccount, config?] → { context, value: token amount }. */
export const getTokenAccountBalance: RpcMethod = (params, { ledger }) => {
  const [pubkey, config] = parseParams(z.tuple([z.string(), readConfigSchema.nullish()]), params)
  parsePubkey(pubkey)
  checkMinContextSlot(ledger, config?.minContextSlot)
  const account = ledger.getAccount(pubkey)
  if (!account) throw invalidParams('Invalid param: could not find account')
  const token = decodeTokenAccount(account.owner, account.data)
  if (!token) throw invalidParams('Invalid param: not a Token account')
  const mintAccount = ledger.getAccount(token.mint)
  const mint = mintAccount && decodeMint(mintAccount.owner, mintAccount.data)
  if (!mint) throw invalidParams('Invalid param: could not find mint')
  return withContext(ledger, uiTokenAmount(token.amount, mint.decimals))
}

/** getTokenSupply [mint, config?] → { context, value: token amount }. */
export const getTokenSupply: RpcMethod = (params, { ledger }) => {
  const [pubkey, config] = parseParams(z.tuple([z.string(), readConfigSchema.nullish()]), params)
  parsePubkey(pubkey)
  checkMinContextSlot(ledger, config?.minContextSlot)
  const account = ledger.getAccount(pubkey)
  if (!account) throw invalidParams('Invalid param: could not find account')
  const mint = decodeMint(account.owner, account.data)
  if (!mint) throw invalidParams('Invalid param: not a Token mint')
  return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals))
}
