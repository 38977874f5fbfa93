import { registerEnglish } from './catalog.js'
import { type MessageKey, messages } from './en.js'
import type { MessageParameters } from './format.js'
import { translate } from './tPage.js'

export type { MessageParameters } from './format.js'

// The page starts with enPage.ts only: the rest of core's English comes with the first module that can
// show it, which imports this one (a module of the page-load download uses tPage.ts instead).
registerEnglish(messages)

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
  return translate(key, params)
}
