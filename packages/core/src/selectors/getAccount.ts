import { getChainEntry } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import type { AccountState } from '../types/state.js'

export type GetAccountReturnType = AccountState | undefined

/**
 * The account state of a namespace (default: the active one), or undefined when it has no chain entry.
 *
 * @example
 * const account = getAccount(foyer)
 * account?.status // 'connected'
 */
export function getAccount(foyer: Foyer, namespace?: ChainNamespace): GetAccountReturnType {
  return getChainEntry(foyer, namespace)?.accountState
}
