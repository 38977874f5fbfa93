import { messages } from '@foyer/core/internal'
import type { UiMessageKey } from './en.js'
import { pageMessages } from './enPage.js'

/** Every key the UI can show: its own catalog plus core's (errors, alerts). */
export type FoyerMessageKey = UiMessageKey | keyof typeof messages

export type TranslateParameters = Record<string, string | number | undefined>

const catalog: Record<string, string> = { ...messages, ...pageMessages }

/**
 * Adds texts to the catalog: the modal registers the views' catalog (en.ts) when its chunk loads, so
 * the page-load download carries only the buttons' texts (enPage.ts).
 *
 * @example
 * registerMessages(uiMessages)
 */
export function registerMessages(more: Readonly<Record<string, string>>): void {
  Object.assign(catalog, more)
}

/** Whether `key` exists in the merged catalog (for keys that come from state, e.g. alert keys). */
export function hasMessage(key: string): key is FoyerMessageKey {
  return Object.hasOwn(catalog, key)
}

/**
 * Looks `key` up in the UI catalog merged with core's `messages` and fills `{name}` placeholders.
 * Unknown keys return the key itself; placeholders without a value stay as written.
 *
 * @example
 * t('connecting.continueIn', { wallet: 'Dev Wallet' }) // 'Continue in Dev Wallet'
 */
export function t(key: FoyerMessageKey, params?: TranslateParameters): string {
  const template = catalog[key]
  if (template === undefined) return key
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}
