import type { CatalogTexts, Locale } from '@foyer/core/internal'

const chunks: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: CatalogTexts }>> = {
  de: () => import('./locales/de.js'),
  nl: () => import('./locales/nl.js'),
  sv: () => import('./locales/sv.js'),
}

/** The UI's texts in `locale` (buttons and views together): each language is its own chunk. */
export async function loadUiCatalog(locale: Exclude<Locale, 'en'>): Promise<CatalogTexts> {
  return (await chunks[locale]()).messages
}
