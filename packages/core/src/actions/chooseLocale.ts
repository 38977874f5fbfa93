import { activeLocale, loadLocale } from '../kernel/messages/catalog.js'
import { type Locale, matchLocale } from '../kernel/messages/locales.js'
import { t } from '../kernel/messages/t.js'

/** `setLocale`'s work (see there), loaded with its first call or with a start language. */
export async function chooseLocale(requested: string | readonly string[]): Promise<Locale> {
  const tags = typeof requested === 'string' ? [requested] : requested
  const locale = matchLocale(tags)
  if (!locale) console.warn(t('warn.localeUnsupported', { requested: tags.join(', '), locale: 'en' }))
  try {
    await loadLocale(locale ?? 'en')
  } catch (error) {
    console.warn(t('warn.localeLoadFailed', { locale: locale ?? 'en', current: activeLocale() }), error)
  }
  return activeLocale()
}

/**
 * The language createFoyer starts with: the `locale` option, else, unless the page already chose one,
 * the browser's languages (English without a warning when none has a catalog). Does nothing outside a browser: a server renders in
 * English, and its catalog would be every request's.
 */
export function applyStartLocale(locale: string | undefined): void {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return
  if (locale !== undefined) {
    void chooseLocale(locale)
    return
  }
  // A language already chosen on this page (`setLocale`, another instance's option) stays.
  if (activeLocale() !== 'en') return
  const browser = matchLocale(navigator.languages ?? [navigator.language])
  if (browser && browser !== 'en') void chooseLocale(browser)
}
