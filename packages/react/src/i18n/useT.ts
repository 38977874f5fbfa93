import type { Locale, TextDirection } from '@foyer/core'
import { activeLocale, localeDirection, subscribeCatalog } from '@foyer/core/messages'
import { useCallback, useSyncExternalStore } from 'react'
import { type FoyerMessageKey, type TranslateParameters, translateIn } from './t.js'

const english = (): Locale => 'en'

/**
 * The page's language and its direction. The server and hydration render English (the server has no
 * page language); the language chosen in the browser follows right after.
 */
export function useFoyerLocale(): { locale: Locale; direction: TextDirection } {
  const locale = useSyncExternalStore(subscribeCatalog, activeLocale, english)
  return { locale, direction: localeDirection(locale) }
}

/** The translate function for components, in the page's language; re-renders when it changes. */
export function useT(): (key: FoyerMessageKey, params?: TranslateParameters) => string {
  const { locale } = useFoyerLocale()
  return useCallback((key, params) => translateIn(locale, key, params), [locale])
}
