import { analyticsConfigAnswerSchema } from '@foyer/protocol'
import { t } from '../../kernel/messages/t.js'
import { afterPaint } from '../../kernel/utils/afterPaint.js'
import { randomUuid } from '../../kernel/utils/randomUuid.js'
import { HttpError } from '../errors.js'
import type { HttpClient } from '../http/createHttpClient.js'

export interface AnalyticsClientEvent {
  /** Event name (spec section 7: MODAL_OPEN, CONNECT_SUCCESS, …). MODAL_CREATED is never sent. */
  event: string
  properties?: Record<string, unknown>
  /** The connected address; default `getAddress()`. */
  address?: string
}

export interface CreateAnalyticsClientParameters {
  /** The host's `features.analytics`; false sends nothing and asks nothing. */
  enabled: boolean
  /** Called once with 'alert.invalidAppConfiguration' when the server answers 403. */
  onAlert?: (key: 'alert.invalidAppConfiguration') => void
  /** The connected address, added to every event's props. */
  getAddress?: () => string | undefined
  /** Page URL and domain. Default: `location.href` and `location.hostname` ('' outside a browser). */
  getPage?: () => { url: string; domain: string }
  /** Clock in ms. Default Date.now. */
  now?: () => number
  /**
   * Waits before each event's request; default `afterPaint`: an event an input raises (MODAL_OPEN on a
   * click) goes out once the frame that shows the input's result is painted, so that the request's own
   * main-thread cost (3 ms or more for a page's first, bench/openProfile) does not delay that frame (#32).
   * The event's time, page and address are read when it happens.
   */
  later?: (run: () => void) => void
}

export interface AnalyticsClient {
  /** Sends `event` with POST /e. Never throws: failures are logged. */
  sendEvent(event: AnalyticsClientEvent): Promise<void>
}

export type CreateAnalyticsClientReturnType = AnalyticsClient

function browserPage(): { url: string; domain: string } {
  const location = (globalThis as { location?: { href: string; hostname: string } }).location
  return { url: location?.href ?? '', domain: location?.hostname ?? '' }
}

/**
 * The analytics client (spec section 7): each event goes to POST /e as
 * `{ eventId, url, domain, timestamp, props: { type, event, properties, address } }`. Before the first
 * send it asks GET /getAnalyticsConfig once; when that fails or says false, analytics stays off for
 * this client. MODAL_CREATED is never sent. An HTTP 403 raises 'Invalid App Configuration' through
 * `onAlert`, once. It never throws to the caller.
 *
 * @example
 * const analytics = createAnalyticsClient(http, {
 *   enabled: foyer.options.features.analytics,
 *   onAlert: (key) => foyer.stores.alert.setState({ key }),
 * })
 * void analytics.sendEvent({ event: 'MODAL_OPEN', properties: { connected: false } })
 */
export function createAnalyticsClient(
  http: HttpClient,
  {
    enabled,
    onAlert,
    getAddress,
    getPage = browserPage,
    now = Date.now,
    later = afterPaint,
  }: CreateAnalyticsClientParameters,
): CreateAnalyticsClientReturnType {
  let config: Promise<boolean> | undefined
  let alerted = false
  // Events go out one after the other, so that the server stores them in the order they happened.
  let last: Promise<void> = Promise.resolve()

  const report = (error: unknown): void => {
    if (alerted || !(error instanceof HttpError) || error.status !== 403) return
    alerted = true
    onAlert?.('alert.invalidAppConfiguration')
  }

  const isEnabled = (): Promise<boolean> => {
    config ??= http.get({ path: '/getAnalyticsConfig', schema: analyticsConfigAnswerSchema }).then(
      (answer) => answer.isAnalyticsEnabled,
      (error: unknown) => {
        console.warn(t('warn.analyticsDisabled'), error)
        report(error)
        return false
      },
    )
    return config
  }

  return {
    sendEvent({ event, properties, address = getAddress?.() }) {
      if (!enabled || event === 'MODAL_CREATED') return Promise.resolve()
      const page = getPage()
      const timestamp = now()
      const painted = new Promise<void>((resolve) => later(resolve))
      last = Promise.all([last, painted]).then(() => post(event, properties, address, page, timestamp))
      return last
    },
  }

  async function post(
    event: string,
    properties: Record<string, unknown> | undefined,
    address: string | undefined,
    { url, domain }: { url: string; domain: string },
    timestamp: number,
  ): Promise<void> {
    if (!(await isEnabled())) return
    try {
      await http.post({
        path: '/e',
        body: {
          eventId: randomUuid(),
          url,
          domain,
          timestamp,
          props: { type: 'track', event, properties, address },
        },
      })
    } catch (error) {
      console.warn(t('warn.analyticsFailed', { event }), error)
      report(error)
    }
  }
}
