import { formatMessage, type Locale, matchLocale } from '@foyer/core/messages'
import { catalogs } from './locales/index.js'
import { type Catalog, type MessageKey, messages } from './messages.js'

let language: { locale: Locale; texts: Catalog } = { locale: 'en', texts: messages }

/**
 * Picks the dev wallets' language from `requested` (the browser's languages, as a real wallet
 * extension follows the browser, not the site): the first Foyer has a catalog for, else English.
 * Returns the language chosen.
 */
export function setDevnetLocale(requested: readonly string[]): Locale {
  const locale = matchLocale(requested) ?? 'en'
  language = { locale, texts: locale === 'en' ? messages : catalogs[locale] }
  return locale
}

/** The dev wallets' language (for the panel's `lang` and `dir`). */
export function devnetLocale(): Locale {
  return language.locale
}

/** Looks up `key` in the dev wallets' language and fills its placeholders and plurals from `params`. */
export function t(key: MessageKey, params?: Record<string, string | number | bigint>): string {
  return formatMessage(language.texts[key] ?? messages[key], params, language.locale)
}
