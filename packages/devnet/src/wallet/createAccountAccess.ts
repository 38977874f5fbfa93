import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { WalletPersistence } from './createWalletPersistence.js'
import { invalidParams, unauthorized } from './errors.js'

/** Which of the wallet's accounts the page may use: the authorisation (persisted) and the lock. */
export interface AccountAccess {
  /** Every account of the wallet (keys turned into accounts on first use). */
  all(): PrivateKeyAccount[]
  authorized(): string[]
  authorize(): string[]
  revoke(): void
  signer(address: unknown): PrivateKeyAccount
  /** The user locks the wallet; emits accountsChanged([]) when accounts were authorised. */
  lock(): void
}

export function createAccountAccess(
  privateKeys: readonly `0x${string}`[],
  persistence: WalletPersistence,
  emitAccounts: (accounts: string[]) => void,
): AccountAccess {
  let accounts: PrivateKeyAccount[] | undefined
  const all = () => {
    accounts ??= privateKeys.map((key) => privateKeyToAccount(key))
    return accounts
  }
  // Read from the persisted state at each use, never kept: an extension's authorisation is one for every
  // tab of the origin, so a connect or a revoke in another tab holds here at once (a tab that cached it
  // answered eth_accounts with [] after another tab had connected).
  const authorized = () => persistence.readAuthorized()
  let locked = false
  return {
    all,
    authorized: () => (locked ? [] : authorized()),
    authorize() {
      const next = all().map((account) => account.address.toLowerCase())
      const changed = locked || next.join() !== authorized().join()
      locked = false
      persistence.writeAuthorized(next)
      if (changed) emitAccounts([...next])
      return [...next]
    },
    revoke() {
      const had = authorized().length > 0 && !locked
      persistence.writeAuthorized([])
      if (had) emitAccounts([])
    },
    signer(address) {
      if (typeof address !== 'string') throw invalidParams('an account address is required')
      const lower = address.toLowerCase()
      if (locked || !authorized().includes(lower)) throw unauthorized()
      const account = all().find((item) => item.address.toLowerCase() === lower)
      if (!account) throw unauthorized()
      return account
    },
    lock() {
      if (locked) return
      const had = authorized().length > 0
      locked = true
      if (had) emitAccounts([])
    },
  }
}
