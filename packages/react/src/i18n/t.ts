import { messages } from '@foyer/core'
import { type UiMessageKey, uiMessages } from './en.js'

/** Every key the UI can show: its own catalog plus core's (errors, alerts). */
export type FoyerMessageKey = UiMessageKey | keyof typeof messages

export type TranslateParameters = Record<string, string | number | undefined>

const catalog: Readonly<Record<string, string>> = { ...messages, ...uiMessages }

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
