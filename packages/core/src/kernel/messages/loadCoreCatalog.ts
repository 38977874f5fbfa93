import type { CatalogTexts, Locale } from './locales.js'

const chunks: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: CatalogTexts }>> = {
  de: () => import('./locales/de.js'),
  nl: () => import('./locales/nl.js'),
  sv: () => import('./locales/sv.js'),
}

/** Core's texts in `locale`: each language is its own chunk, fetched on first use. */
export async function loadCoreCatalog(locale: Exclude<Locale, 'en'>): Promise<CatalogTexts> {
  return (await chunks[locale]()).messages
}
