/**
 * The languages Foyer's catalogs are written in. English ships with the code; every other catalog is
 * its own chunk, loaded when its language is chosen (`loadLocale`).
 */
export const locales = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type Locale = (typeof locales)[number]

export type TextDirection = 'ltr' | 'rtl'

/** Texts by key, as a catalog chunk holds them. */
export type CatalogTexts = Readonly<Record<string, string>>

/** Gives a package's texts in `locale` (undefined when the package has no catalog in it). */
export type CatalogLoader = (locale: Exclude<Locale, 'en'>) => Promise<CatalogTexts | undefined>

const rightToLeft: ReadonlySet<string> = new Set(['ar', 'he'])

/** Whether `locale`'s script runs right to left. */
export function localeDirection(locale: string): TextDirection {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr'
}

/** Whether `tag` is a well-formed BCP 47 language tag ('fr', 'pt-BR', 'zh-Hant-TW'). */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

/**
 * The first of `requested` (a host's `locale` option, else the browser's languages in order) that Foyer
 * has a catalog for: the exact tag, then its language (`fr-CA` → `fr`, `pt-BR` → `pt`); Chinese by
 * script (`zh-Hant`, `zh-HK` → `zh-TW`; `zh`, `zh-SG` → `zh-CN`). Undefined when none matches.
 *
 * @example
 * matchLocale(['sw-KE', 'fr-CA', 'en']) // 'fr'
 */
export function matchLocale(requested: readonly string[]): Locale | undefined {
  for (const tag of requested) {
    if (!isLanguageTag(tag)) continue
    const locale = new Intl.Locale(tag)
    const language = locale.language === 'iw' ? 'he' : locale.language
    if (language === 'zh') {
      const region = locale.region ?? ''
      const traditional = locale.script === 'Hant' || (!locale.script && ['TW', 'HK', 'MO'].includes(region))
      const chinese = (locales as readonly string[]).find(
        (tag) => tag === (traditional ? 'zh-TW' : 'zh-CN'),
      ) as Locale | undefined
      if (chinese) return chinese
      continue
    }
    const match = locales.find((candidate) => candidate === language)
    if (match) return match
  }
  return undefined
}
