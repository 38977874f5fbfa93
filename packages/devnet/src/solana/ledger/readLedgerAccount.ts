import type { LiteSvm } from 'litesvm/dist/internal.js'
import { fromBase58, toBase58 } from '../base58.js'
import type { LedgerAccount } from './types.js'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** An account as the RPC shows it, or null: like the runtime, one drained to zero lamports no longer exists. */
export function readLedgerAccount(svm: LiteSvm, address: string): LedgerAccount | null {
  const account = svm.getAccount(fromBase58(address))
  if (!account) return null
  const lamports = account.lamports()
  const owner = toBase58(account.owner())
  if (lamports === 0n && owner === SYSTEM_PROGRAM && account.data().length === 0) return null
  return {
    lamports,
    owner,
    executable: account.executable(),
    rentEpoch: account.rentEpoch(),
    data: account.data(),
  }
}
