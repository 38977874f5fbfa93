import type { Locale } from '@foyer/core'
import {
  activeLocale,
  fillMessage,
  lookupMessage,
  type messages,
  registerCatalogLoader,
  registerEnglish,
} from '@foyer/core/messages'
import type { UiMessageKey } from './en.js'
import { pageMessages } from './enPage.js'

/** Every key the UI can show: its own catalog plus core's (errors, alerts). */
export type FoyerMessageKey = UiMessageKey | keyof typeof messages

export type TranslateParameters = Record<string, string | number | undefined>

// The page carries the buttons' English texts and the loader of the UI's other languages; the views'
// English texts are registered by the modal when its chunk loads (Modal.tsx).
registerEnglish(pageMessages)
registerCatalogLoader((locale) => import('./loadUiCatalog.js').then((module) => module.loadUiCatalog(locale)))

/** Whether `key` exists in the page's catalog (for keys that come from state, e.g. alert keys). */
export function hasMessage(key: string): key is FoyerMessageKey {
  return lookupMessage(key) !== undefined
}

/**
 * Looks `key` up in the page's catalog (the UI's texts and core's) in `locale` and fills its
 * placeholders, numbers and plurals. Unknown keys return the key itself.
 *
 * @example
 * translateIn('fr', 'connecting.continueIn', { wallet: 'Dev Wallet' }) // 'Continuer dans Dev Wallet'
 */
export function translateIn(locale: Locale, key: FoyerMessageKey, params?: TranslateParameters): string {
  const template = lookupMessage(key, locale)
  if (template === undefined) return key
  return fillMessage(template, params, locale)
}

/**
 * `translateIn` the page's language: for code outside rendering (errors, console). Components use
 * `useT()`, which re-renders them when the language changes.
 *
 * @example
 * t('connecting.continueIn', { wallet: 'Dev Wallet' }) // 'Continue in Dev Wallet'
 */
export function t(key: FoyerMessageKey, params?: TranslateParameters): string {
  return translateIn(activeLocale(), key, params)
}
