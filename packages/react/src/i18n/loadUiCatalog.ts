import type { Locale } from '@foyer/core'
import type { CatalogTexts } from '@foyer/core/messages'

const chunks: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: CatalogTexts }>> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  pt: () => import('./locales/pt.js'),
  ru: () => import('./locales/ru.js'),
  sv: () => import('./locales/sv.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
}

/** The UI's texts in `locale` (buttons and views together): each language is its own chunk. */
export async function loadUiCatalog(locale: Exclude<Locale, 'en'>): Promise<CatalogTexts> {
  return (await chunks[locale]()).messages
}
