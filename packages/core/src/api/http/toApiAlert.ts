import { InvalidProjectIdError, OriginNotAllowedError, SessionExpiredError } from '../errors.js'

/** Alert keys (catalog keys, each with a `…Description`) that server answers can raise. */
export type ApiAlertKey = 'alert.invalidAppConfiguration' | 'alert.sessionExpired' | 'alert.invalidProjectId'

const alerts: readonly [abstract new (...args: never[]) => Error, ApiAlertKey][] = [
  [OriginNotAllowedError, 'alert.invalidAppConfiguration'],
  [SessionExpiredError, 'alert.sessionExpired'],
  [InvalidProjectIdError, 'alert.invalidProjectId'],
]

/**
 * The alert that a server error calls for (spec section 8, server messages mapped): origin not allowed →
 * 'Invalid App Configuration', JWT not yet valid → 'Session Expired', invalid key → 'Invalid Project ID'.
 * Looks through the error's causes; anything else gives undefined.
 *
 * @example
 * try {
 *   await directory.fetchAllWallets({ page: 1 })
 * } catch (error) {
 *   const key = toApiAlert(error)
 *   if (key) foyer.stores.alert.setState({ key })
 * }
 */
export function toApiAlert(error: unknown): ApiAlertKey | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const found = alerts.find(([ErrorClass]) => current instanceof ErrorClass)
    if (found) return found[1]
    current = current.cause
  }
  return undefined
}
