import { isAddress } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'

/**
 * The Solana accounts among what a wallet gave (`connect`'s output, a 'change' event, `wallet.accounts`):
 * objects whose address is a base58 address of 32 bytes and whose chains, when the account names any,
 * include a Solana one (a multi-chain wallet may hold accounts of other families). Order is kept: the
 * first is the active account. Anything else is dropped with a console.warn; the list may be empty.
 */
export function parseAccounts(value: unknown): WalletAccount[] {
  if (!Array.isArray(value)) {
    console.warn('Foyer: the wallet gave no list of accounts', value)
    return []
  }
  const accounts: WalletAccount[] = []
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const { address, chains } = item as { address?: unknown; chains?: unknown }
    const named = Array.isArray(chains) ? chains.filter((chain) => typeof chain === 'string') : []
    if (named.length > 0 && !named.some((chain: string) => chain.startsWith('solana:'))) continue
    if (typeof address !== 'string' || !isAddress(address)) {
      console.warn('Foyer: ignored a wallet account whose address is not a Solana address', address)
      continue
    }
    if (!accounts.some((account) => account.address === address)) accounts.push(item as WalletAccount)
  }
  return accounts
}
