import { activeLocale, lookupMessage } from './catalog.js'
import type { MessageKey } from './en.js'
import { fillMessage } from './fillMessage.js'
import type { MessageParameters } from './format.js'

export type { MessageParameters } from './format.js'

/**
 * Looks up `key` in the page's catalog (its language, else English) and fills `{name}` placeholders
 * and plurals from `params`. Unknown keys return the key itself; placeholders without a value stay as
 * written.
 *
 * @example
 * t('error.adapterNotFound', { namespace: 'solana' })
 * // "Adapter for namespace solana doesn't exist"
 */
export function t(key: MessageKey, params?: MessageParameters): string {
  const template = lookupMessage(key)
  if (template === undefined) return key
  return fillMessage(template, params, activeLocale())
}
