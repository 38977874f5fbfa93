import type { AnalyticsClient } from '../../api/analytics/createAnalyticsClient.js'
import { logLater } from '../../kernel/messages/logLater.js'
import type { Foyer } from '../../types/foyer.js'
import type { AnalyticsEvent } from '../../types/options.js'
import { loadOnce } from '../services.js'

/** The analytics client of `foyer` (one per instance, loaded on first use). */
export function getAnalyticsClient(foyer: Foyer, apiUrl: string): Promise<AnalyticsClient> {
  return loadOnce(foyer, 'analytics', () =>
    import('./analyticsClient.js').then(({ createInstanceAnalyticsClient }) =>
      createInstanceAnalyticsClient(foyer, apiUrl),
    ),
  )
}

/**
 * `foyer.track`'s link to the Foyer server: the analytics client (HTTP client, schemas) is loaded with a
 * dynamic import at the first tracked event, not at page load. Sending never throws; failures are logged.
 *
 * @example
 * const sendToServer = createServerTracker(() => foyer, options.apiUrl)
 * sendToServer({ event: 'MODAL_OPEN', properties: { connected: false } })
 */
export function createServerTracker(getFoyer: () => Foyer, apiUrl: string): (event: AnalyticsEvent) => void {
  return (event) => {
    const foyer = getFoyer()
    getAnalyticsClient(foyer, apiUrl)
      .then((analytics) => analytics.sendEvent(event))
      .catch((error: unknown) => logLater('warn', 'warn.analyticsFailed', { event: event.event }, error))
  }
}
