import { getConnectedAccount } from '../state/chains/connectedAccount.js'
import type { Foyer } from '../types/foyer.js'

/**
 * True when the connected account's family has balances to show: its adapter reads them
 * (`ReadsBalances`). Spec section 9 gives balances, tokens, NFTs and activity to EVM and Solana only; a
 * Bitcoin or Polkadot account shows its address, network and features without a balance line or tabs
 * (a dash would say "unavailable" of what Foyer never reads).
 *
 * @example
 * const balanceLine = showsBalances(foyer) ? <AccountBalance /> : null
 */
export function showsBalances(foyer: Foyer): boolean {
  return Boolean(getConnectedAccount(foyer)?.adapter?.getBalance)
}
