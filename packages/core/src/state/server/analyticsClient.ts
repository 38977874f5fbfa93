import { type AnalyticsClient, createAnalyticsClient } from '../../api/analytics/createAnalyticsClient.js'
import { createFoyerHttpClient } from '../../api/http/createFoyerHttpClient.js'
import { getAccount } from '../../selectors/getAccount.js'
import type { Foyer } from '../../types/foyer.js'

/**
 * The analytics client of a Foyer instance with `apiUrl`: events go to its server, a 403 raises the
 * 'Invalid App Configuration' alert, the active account's address rides along. Loaded on demand by
 * `createServerTracker`, so that a page that tracks nothing never downloads the API clients.
 */
export function createInstanceAnalyticsClient(foyer: Foyer, apiUrl: string): AnalyticsClient {
  const http = createFoyerHttpClient(foyer, apiUrl)
  return createAnalyticsClient(http, {
    enabled: foyer.options.features.analytics,
    onAlert: (key) => foyer.stores.alert.setState({ key }),
    getAddress: () => getAccount(foyer)?.address,
    now: foyer.services.now,
  })
}
