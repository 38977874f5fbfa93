import type { TransactionMetadata } from 'litesvm/dist/internal.js'
import { toBase58 } from '../base58.js'
import { computeFee } from './computeFee.js'
import { decodeMint, decodeTokenAccount, uiTokenAmount } from './tokenAccounts.js'
import type { DescribedTransactionError } from './transactionErrors.js'
import type { ExecutionOutcome, LedgerAccount, LoadedTransaction, TokenBalance } from './types.js'

// What a run of a transaction did, in the terms of the RPC's transaction meta (balances before and after,
// token balances, inner instructions, return data, fee, memo).

const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
])

/** Reads an account of the ledger (null when it does not exist). */
export type ReadAccount = (address: string) => LedgerAccount | null

function tokenBalances(
  keys: readonly string[],
  accounts: readonly (LedgerAccount | null)[],
  getAccount: ReadAccount,
): TokenBalance[] {
  const balances: TokenBalance[] = []
  accounts.forEach((account, accountIndex) => {
    const token = account && decodeTokenAccount(account.owner, account.data)
    if (!account || !token) return
    const mintIndex = keys.indexOf(token.mint)
    const mintAccount = (mintIndex >= 0 ? accounts[mintIndex] : null) ?? getAccount(token.mint)
    const mint = mintAccount && decodeMint(mintAccount.owner, mintAccount.data)
    if (!mint) return
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(token.amount, mint.decimals),
    })
  })
  return balances
}

/** The meta of a transaction's run: `pre` and `post` are its accounts' states before and after. */
export function outcomeOf(
  transaction: LoadedTransaction,
  meta: TransactionMetadata,
  err: DescribedTransactionError | null,
  pre: readonly (LedgerAccount | null)[],
  post: readonly (LedgerAccount | null)[],
  getAccount: ReadAccount,
): ExecutionOutcome {
  const keys = transaction.accountKeys
  const returnData = meta.returnData()
  return {
    err,
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    fee: feeOf(transaction),
    preBalances: pre.map((account) => account?.lamports ?? 0n),
    postBalances: post.map((account) => account?.lamports ?? 0n),
    preTokenBalances: tokenBalances(keys, pre, getAccount),
    postTokenBalances: tokenBalances(keys, post, getAccount),
    innerInstructions: meta
      .innerInstructions()
      .map((inner, index) => ({
        index,
        instructions: inner.map((item) => {
          const instruction = item.instruction()
          return {
            programIdIndex: instruction.programIdIndex(),
            accounts: Array.from(instruction.accounts()),
            data: instruction.data(),
            stackHeight: item.stackHeight(),
          }
        }),
      }))
      .filter((entry) => entry.instructions.length > 0),
    returnData:
      returnData.data().length > 0
        ? { programId: toBase58(returnData.programId()), data: returnData.data() }
        : null,
    loadedAccountsDataSize: pre.reduce((sum, account) => sum + (account?.data.length ?? 0), 0),
  }
}

/** The fee a transaction pays (signatures and priority). */
export function feeOf(transaction: LoadedTransaction): bigint {
  return computeFee(
    transaction.header.numRequiredSignatures,
    transaction.instructions.map((instruction) => ({
      programAddress: transaction.accountKeys[instruction.programIdIndex]!,
      data: instruction.data,
    })),
  )
}

/** The memo field of getSignaturesForAddress: '[length] text' of each memo instruction, joined by '; '. */
export function memoOf(transaction: LoadedTransaction): string | null {
  const memos = transaction.instructions
    .filter((instruction) => MEMO_PROGRAMS.has(transaction.accountKeys[instruction.programIdIndex]!))
    .map((instruction) => `[${instruction.data.length}] ${new TextDecoder().decode(instruction.data)}`)
  return memos.length > 0 ? memos.join('; ') : null
}
