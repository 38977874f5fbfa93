import { toBase58 } from '../base58.js'
import { SYSTEM_PROGRAM } from './readLedgerAccount.js'
import type { LedgerAccount, LoadedTransaction } from './types.js'

const ADVANCE_NONCE_ACCOUNT = 4

/** A durable-nonce transaction: its first instruction advances a nonce account holding the blockhash. */
export function usesDurableNonce(
  transaction: LoadedTransaction,
  getAccount: (address: string) => LedgerAccount | null,
): boolean {
  const first = transaction.instructions[0]
  if (!first || transaction.accountKeys[first.programIdIndex] !== SYSTEM_PROGRAM) return false
  if (
    first.data.length < 4 ||
    new DataView(first.data.buffer, first.data.byteOffset).getUint32(0, true) !== ADVANCE_NONCE_ACCOUNT
  ) {
    return false
  }
  const nonceAccount = transaction.accountKeys[first.accounts[0] ?? -1]
  const data = nonceAccount ? getAccount(nonceAccount)?.data : undefined
  return !!data && data.length >= 72 && toBase58(data.subarray(40, 72)) === transaction.recentBlockhash
}
