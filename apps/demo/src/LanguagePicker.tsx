import { locales, setLocale } from '@foyer/core'
import { useFoyerLocale } from '@foyer/react'

/**
 * Each language under its own name, as a language menu should show it (what `Intl.DisplayNames` of the
 * language itself answers). Written out: making twenty `Intl.DisplayNames`, one per language's data,
 * took 40 to 80 ms of the demo's page load, more than the rest of its own code (a CPU profile of the
 * load, issue #32), and bench/open counted it as Foyer's. A language added to Foyer's list without a
 * name here still gets one from Intl.
 */
const nativeNames: Readonly<Record<string, string>> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'español',
  fr: 'français',
  he: 'עברית',
  hi: 'हिन्दी',
  it: 'italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pl: 'polski',
  pt: 'português',
  ru: 'русский',
  sv: 'svenska',
  tr: 'Türkçe',
  uk: 'українська',
  vi: 'Tiếng Việt',
  'zh-CN': '中文（中国）',
  'zh-TW': '中文（台灣）',
}

function nativeName(locale: string): string {
  return nativeNames[locale] ?? new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
}

/**
 * The demo's language menu: Foyer's modal and buttons switch to the language chosen (`setLocale`);
 * the address keeps it as `?locale=` so that a reload shows the same.
 */
export function LanguagePicker() {
  const { locale } = useFoyerLocale()
  return (
    <label className="language">
      <span>Language</span>
      <select
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value
          const url = new URL(window.location.href)
          url.searchParams.set('locale', chosen)
          window.history.replaceState(null, '', url)
          void setLocale(chosen)
        }}
      >
        {locales.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {nativeName(tag)}
          </option>
        ))}
      </select>
    </label>
  )
}
