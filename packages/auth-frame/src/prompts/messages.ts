import { en, type FrameCatalog, type FrameMessageKey } from './en.js'
import { locales } from './locales/index.js'

/** The languages the frame speaks: the modal's. Right-to-left ones are marked. */
const RTL = new Set(['ar', 'he'])

export interface FrameTranslator {
  /** The catalog's language tag (`en` when nothing matched). */
  locale: string
  dir: 'ltr' | 'rtl'
  t(key: FrameMessageKey, values?: Readonly<Record<string, string | number>>): string
}

/**
 * The translator of the closest catalog to `requested` (the page's BCP 47 tag, SYNC_DAPP_DATA): the exact
 * tag, else its language (`pt-BR` → `pt`, `zh-HK` → `zh-TW`), else English. A key missing from a catalog
 * falls back to English; values replace `{name}` and never become markup (the text is set as text).
 *
 * @example
 * createTranslator('de-CH').t('consent.reject') // 'Ablehnen'
 */
export function createTranslator(requested: string | undefined): FrameTranslator {
  const locale = pickLocale(requested)
  const catalog: Partial<FrameCatalog> = locale === 'en' ? en : (locales[locale] ?? {})
  return {
    locale,
    dir: RTL.has(locale) ? 'rtl' : 'ltr',
    t(key, values) {
      const text = catalog[key] ?? en[key]
      return values
        ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match))
        : text
    },
  }
}

function pickLocale(requested: string | undefined): string {
  if (!requested) return 'en'
  const tag = requested.trim()
  const known = Object.keys(locales)
  const exact = known.find((locale) => locale.toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  const [language, region] = tag.toLowerCase().split(/[-_]/)
  if (language === 'zh')
    return region === 'tw' || region === 'hk' || region === 'mo' || tag.toLowerCase().includes('hant')
      ? 'zh-TW'
      : 'zh-CN'
  return known.find((locale) => locale === language) ?? 'en'
}
