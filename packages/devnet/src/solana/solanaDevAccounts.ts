import { deriveKeyPair, type SolanaKeyPair } from './deriveKeyPair.js'

/** A funded account of the local Solana ledger. `secretKey` is 64 bytes: seed || public key. */
export type SolanaDevAccount = SolanaKeyPair

const DEV_ACCOUNT_COUNT = 10

/** The keys themselves, never handed out (callers get copies, so nobody can change the ledger's keys). */
export const devAccountKeys: readonly SolanaKeyPair[] = Array.from(
  { length: DEV_ACCOUNT_COUNT },
  (_, index) => deriveKeyPair(`foyer-devnet/solana/dev-account/${index}`),
)

/** Fresh copies of the dev accounts (a secret key is a mutable Uint8Array). */
export function copyDevAccounts(): SolanaDevAccount[] {
  return devAccountKeys.map(({ address, secretKey }) => ({ address, secretKey: secretKey.slice() }))
}

/**
 * The ten dev accounts of the local Solana ledger, derived from fixed seeds: the same addresses on
 * every run and every machine, known without starting a ledger. Each starts with 1000 SOL; accounts
 * 0 to 5 also hold 10 000 of each dev token, and account 0 is the dev tokens' mint authority. Public
 * test keys: never use them on a real network.
 *
 * @example
 * const [alice, bob] = solanaDevAccounts
 * const signer = await createKeyPairSignerFromBytes(alice.secretKey)
 */
export const solanaDevAccounts: readonly SolanaDevAccount[] = Object.freeze(copyDevAccounts())
