import { loadOnce } from '../state/services.js'
import type { Foyer } from '../types/foyer.js'

/**
 * Lets every adapter do what it deferred to keep page load light (the EVM adapter validates the wallet
 * announcements it kept raw), once per instance; later calls share the first. The modal waits for it
 * before it shows the wallet list, and a session restore before it looks for the stored wallet. An
 * adapter that fails to prepare is logged and lists what it has.
 *
 * @example
 * await prepareAdapters(foyer)
 * foyer.stores.chains.getState().connectors // every announced wallet
 */
export function prepareAdapters(foyer: Foyer): Promise<void> {
  return loadOnce(foyer, 'adapters-prepared', async () => {
    await Promise.all(
      [...foyer.services.adapters.values()].map((adapter) =>
        adapter.prepare?.().catch((error: unknown) => {
          console.warn(`Foyer: the ${adapter.namespace} adapter could not prepare its wallet list`, error)
        }),
      ),
    )
    foyer.services.adaptersPrepared = true
  })
}
