import type { Foyer } from '../types/foyer.js'

/** Storage key of the visitor's analytics consent ('granted' or 'denied'). */
export const analyticsConsentKey = '@foyer/analytics_consent'

export type AnalyticsConsent = 'granted' | 'denied' | 'unknown'

/**
 * The visitor's answer to the host's analytics consent question, remembered in Foyer's storage.
 * With `consent: { required: true }` nothing is sent to the Foyer server until it is 'granted';
 * events that happened before are not sent afterwards either.
 *
 * @example
 * setAnalyticsConsent(foyer, true) // from the host's cookie banner
 */
export function setAnalyticsConsent(foyer: Foyer, granted: boolean): void {
  foyer.services.storage.setItem(analyticsConsentKey, granted ? 'granted' : 'denied')
}

/** What the visitor answered ('unknown' before they did). */
export function getAnalyticsConsent(foyer: Foyer): AnalyticsConsent {
  const value = foyer.services.storage.getItem(analyticsConsentKey)
  return value === 'granted' || value === 'denied' ? value : 'unknown'
}

/** Whether analytics may leave the browser now: no consent needed, or consent granted. */
export function mayShareAnalytics(foyer: Foyer): boolean {
  return !foyer.options.consent?.required || getAnalyticsConsent(foyer) === 'granted'
}
