import { getDirectoryClient } from '../state/directory/directoryApi.js'
import { getAnalyticsClient } from '../state/server/createServerTracker.js'
import type { Foyer } from '../types/foyer.js'

/**
 * Loads the Foyer server's clients that the modal's first open uses (the wallet directory's and, with
 * analytics on, the analytics one) without making a request; nothing without `apiUrl`. The modal's idle
 * prefetch calls it before it loads the modal's own chunk (issue #32): the open then fetches nothing
 * more, and the bundler's preload helper, which adds a `modulepreload` link for each chunk a dynamic
 * import needs, all in one task (about 1 to 2 ms a link on this kind of machine), spreads the modal's
 * chunks over two idle tasks instead of one. A failure is left to the open, which loads them again.
 *
 * @example
 * requestIdleCallback(() => void prepareServerClients(foyer))
 */
export async function prepareServerClients(foyer: Foyer): Promise<void> {
  const { apiUrl, features } = foyer.options
  if (!apiUrl) return
  await Promise.all([
    getDirectoryClient(foyer),
    features.analytics ? getAnalyticsClient(foyer, apiUrl) : undefined,
  ])
}
