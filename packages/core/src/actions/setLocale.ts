import { activeLocale, loadLocale } from '../kernel/messages/catalog.js'
import { type Locale, matchLocale } from '../kernel/messages/locales.js'
import { t } from '../kernel/messages/t.js'

/**
 * Shows Foyer in the closest of its languages to `requested` (a BCP 47 tag, or several in order of
 * preference): the modal, the buttons and core's messages switch once its texts have loaded. A tag
 * no catalog matches shows English, with a console warning. The language is the page's, shared by
 * every instance. Resolves with the language now shown; when its texts cannot be loaded, warns and
 * keeps the current one.
 *
 * @example
 * await setLocale('ar-EG') // 'ar': the modal is in Arabic, right to left
 */
export async function setLocale(requested: string | readonly string[]): Promise<Locale> {
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
    void setLocale(locale)
    return
  }
  // A language already chosen on this page (`setLocale`, another instance's option) stays.
  if (activeLocale() !== 'en') return
  const browser = matchLocale(navigator.languages ?? [navigator.language])
  if (browser && browser !== 'en') void setLocale(browser)
}
