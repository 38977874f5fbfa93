import { accountDataFor, getAccountDataKey } from '../state/accountData/accountDataStore.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchIdentity } from './fetchIdentity.js'

/**
 * The one owner of the connected account's data. Whenever a namespace's connected account or network
 * changes (connect, session restore, the wallet's account or chain change, a network switch), core
 * reads its native balance; for the active namespace it also empties the account-data store for the
 * new `{caipNetworkId}:{address}` (tokens, NFTs and history of the previous account never show) and
 * reads the identity (name, avatar). The tabs fetch their lists when shown, into that store. Started by
 * `createFoyer`; the returned function stops it (`destroy()` does).
 *
 * @example
 * const stop = watchAccount(foyer)
 */
export function watchAccount(foyer: Foyer): () => void {
  const seen = new Map<ChainNamespace, string | undefined>()
  let activeKey: string | undefined
  let queued = false

  const check = (): void => {
    queued = false
    if (foyer.services.destroyed) return
    const { chains, activeNamespace } = foyer.stores.chains.getState()
    for (const namespace of Object.keys(chains) as ChainNamespace[]) {
      const entry = chains[namespace]
      if (!entry) continue
      const key = entry.accountState.status === 'connected' ? getAccountDataKey(entry) : undefined
      if (seen.get(namespace) === key) continue
      seen.set(namespace, key)
      if (key) void fetchBalance(foyer, { namespace })
    }
    const active = activeNamespace ? seen.get(activeNamespace) : undefined
    if (active === activeKey) return
    activeKey = active
    if (!active) return
    accountDataFor(foyer, active)
    void fetchIdentity(foyer)
  }

  // Checked after the change that triggered it has finished (a connect sets several fields in a row),
  // never from inside the store's notification.
  const schedule = (): void => {
    if (queued) return
    queued = true
    queueMicrotask(check)
  }
  check()
  return foyer.stores.chains.subscribe(schedule)
}
