import type { MessageParameters } from './format.js'
import { localeDirection } from './locales.js'

type Formatter = (template: string, params: MessageParameters | undefined, locale: string) => string

let full: Formatter | undefined

/**
 * Hands `fillMessage` the full message syntax (plurals, `format.ts`). It loads with the modal and with
 * any language but English: the page's own texts (the buttons', core's errors) have plain placeholders
 * only, so the page-load download carries no message parser.
 */
export function setMessageFormatter(formatter: Formatter): void {
  full = formatter
}

/**
 * Fills `{name}` placeholders of `template`: numbers written the locale's way, text values isolated in
 * a right-to-left language. Plurals once the full syntax is loaded (`setMessageFormatter`).
 */
export function fillMessage(template: string, params: MessageParameters | undefined, locale: string): string {
  if (!params || !template.includes('{')) return template
  if (full) return full(template, params, locale)
  const isolate = localeDirection(locale) === 'rtl'
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    if (value === undefined) return match
    if (typeof value === 'number')
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false }).format(value)
    return isolate ? `\u2068${String(value)}\u2069` : String(value)
  })
}
