import { pageMessages } from './enPage.js'
import { setMessageFormatter } from './fillMessage.js'
import type { CatalogLoader, CatalogTexts, Locale } from './locales.js'

export type { CatalogLoader, CatalogTexts } from './locales.js'

/*
 * The catalog is the page's, not an instance's: a document has one language, and core's errors are
 * written where no instance is at hand. Every package registers its English texts (`registerEnglish`)
 * and how to load its other languages (`registerCatalogLoader`); `loadLocale` loads every package's
 * texts in a language before any of them shows, so a view never mixes two languages.
 */
// English starts with the page's texts (enPage.ts); t.ts registers the rest of core's when it loads.
const englishTexts: Record<string, string> = { ...pageMessages }
// The map of languages to chunks is itself a chunk: an English page downloads neither.
const loadCoreCatalog: CatalogLoader = (locale) =>
  import('./loadCoreCatalog.js').then((module) => module.loadCoreCatalog(locale))
const loaders: CatalogLoader[] = [loadCoreCatalog]
const listeners = new Set<() => void>()
let active: { locale: Locale; texts: Record<string, string> } = { locale: 'en', texts: {} }
let generation = 0

/** Adds English texts (a package's own catalog) to the page's catalog. */
export function registerEnglish(texts: CatalogTexts): void {
  Object.assign(englishTexts, texts)
}

/**
 * Adds a package's loader of translated texts; when another language is already active, its texts
 * load at once and the page's catalog listeners are told.
 */
export function registerCatalogLoader(loader: CatalogLoader): void {
  if (loaders.includes(loader)) return
  loaders.push(loader)
  const { locale } = active
  if (locale === 'en') return
  void loader(locale).then(
    (texts) => {
      if (!texts || active.locale !== locale) return
      Object.assign(active.texts, texts)
      notify()
    },
    () => undefined,
  )
}

/**
 * Makes `locale` the page's language once every package's texts in it have loaded; a later call wins
 * over an earlier one still loading. Rejects, leaving the language as it was, when a chunk fails.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const mine = ++generation
  if (locale === 'en') {
    active = { locale, texts: {} }
    notify()
    return
  }
  // Other languages may use plurals where English has none: the full message syntax comes with them.
  const [format, ...parts] = await Promise.all([
    import('./format.js'),
    ...loaders.map((loader) => loader(locale)),
  ])
  setMessageFormatter(format.formatMessage)
  // A package that registered its loader while these loaded (its chunk arrived meanwhile) saw the old
  // language still active: its texts load here too, or its views would stay in English.
  for (let loaded = parts.length; loaded < loaders.length; loaded = parts.length) {
    if (mine !== generation) return
    parts.push(...(await Promise.all(loaders.slice(loaded).map((loader) => loader(locale)))))
  }
  if (mine !== generation) return
  active = { locale, texts: Object.assign({}, ...parts.filter(Boolean)) }
  notify()
}

/** The page's language. */
export function activeLocale(): Locale {
  return active.locale
}

/**
 * The text of `key` in `locale` (default: the page's language), else in English; undefined for an
 * unknown key. A renderer passes the locale it renders in, so that hydration, which renders in English
 * like the server did, does not pick up a language loaded meanwhile.
 */
export function lookupMessage(key: string, locale: Locale = active.locale): string | undefined {
  return (locale === active.locale ? active.texts[key] : undefined) ?? englishTexts[key]
}

/** Calls `listener` after each change of the page's language; returns the unsubscribe. */
export function subscribeCatalog(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function notify(): void {
  for (const listener of [...listeners]) listener()
}
