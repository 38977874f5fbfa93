import type { MessageKey } from './en.js'
import type { MessageParameters } from './format.js'

/**
 * A console message that no view shows: a warning of the page's background work (a balance, an identity,
 * an analytics event that could not be had) or of `createFoyer` (a missing projectId, an adapter with no
 * network). Its text is in core's full catalog (t.ts), loaded for it, so that the page-load download does
 * not carry texts it may never print (#25's page-load budget). Resolves once it is printed.
 *
 * @example
 * void logLater('warn', 'warn.identityUnavailable', { address }, error)
 */
export function logLater(
  level: 'warn' | 'error',
  key: MessageKey,
  params?: MessageParameters,
  ...details: unknown[]
): Promise<void> {
  return import('./t.js').then(({ t }) => console[level](t(key, params), ...details))
}
