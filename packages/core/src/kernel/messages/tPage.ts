import { activeLocale, lookupMessage } from './catalog.js'
import type { PageMessageKey } from './enPage.js'
import { fillMessage } from './fillMessage.js'
import type { MessageParameters } from './format.js'

/**
 * `t` for the modules of the page-load download (`createFoyer`, its option checks, the reconnect's
 * errors): its keys are the page's texts only (enPage.ts, registered from the start), so that these
 * modules do not pull the rest of the English catalog into the page. Any other module uses `t.ts`.
 *
 * @example
 * t('error.adapterNotFound', { namespace: 'solana' })
 * // "Adapter for namespace solana doesn't exist"
 */
export function t(key: PageMessageKey, params?: MessageParameters): string {
  return translate(key, params)
}

/** Looks `key` up in the page's catalog and fills it; the key itself when the catalog has no text. */
export function translate(key: string, params?: MessageParameters): string {
  const template = lookupMessage(key)
  if (template === undefined) return key
  return fillMessage(template, params, activeLocale())
}
