import type { Locale } from '../kernel/messages/locales.js'

/**
 * Shows Foyer in the closest of its languages to `requested` (a BCP 47 tag, or several in order of
 * preference): the modal, the buttons and core's messages switch once its texts have loaded. A tag
 * no catalog matches shows English, with a console warning. The language is the page's, shared by
 * every instance. Resolves with the language now shown; when its texts cannot be loaded, warns and
 * keeps the current one. The code behind it loads with the first call, not with the page.
 *
 * @example
 * await setLocale('ar-EG') // 'ar': the modal is in Arabic, right to left
 */
export function setLocale(requested: string | readonly string[]): Promise<Locale> {
  return import('./chooseLocale.js').then((module) => module.chooseLocale(requested))
}
