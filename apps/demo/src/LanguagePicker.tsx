import { locales, setLocale } from '@foyer/core'
import { useFoyerLocale } from '@foyer/react'

/** Each language under its own name ('العربية', 'Deutsch'), as a language menu should show it. */
function nativeName(locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
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
