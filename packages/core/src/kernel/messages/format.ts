/**
 * The message syntax of every Foyer catalog: `{name}` placeholders and ICU plurals,
 * `{count, plural, =0 {none} one {# wallet} other {# wallets}}`, where `#` is the number written the
 * locale's way (its digits, no grouping: many numbers in messages are ids such as chain ids). A translation may use a plural where English needs none (Arabic has six forms); the
 * catalog check (`messagePlaceholders`) only asks that it names the same placeholders.
 *
 * In a right-to-left language each text value is wrapped in Unicode's first-strong isolate (U+2068 …
 * U+2069), so that an address, an amount or a Latin wallet name keeps its own order and does not
 * reorder the sentence around it.
 */
import { lazyFormatPer } from '../utils/lazyFormat.js'
import { localeDirection } from './locales.js'

export type MessageParameters = Record<string, string | number | bigint | boolean | undefined>

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'number' }
  | { kind: 'plural'; name: string; branches: Map<string, Part[]> }

const parsed = new Map<string, Part[]>()

/**
 * Fills `template`'s placeholders from `params`, numbers and plural forms following `locale`.
 * A placeholder without a value stays as written; a template that does not parse is shown as is.
 *
 * @example
 * formatMessage('{count, plural, one {# wallet found} other {# wallets found}}', { count: 1200 }, 'en')
 * // '1200 wallets found'
 */
export function formatMessage(
  template: string,
  params: MessageParameters | undefined,
  locale: string,
): string {
  if (!params || !template.includes('{')) return template
  let parts = parsed.get(template)
  if (!parts) {
    try {
      parts = parse(template)
    } catch {
      return template
    }
    parsed.set(template, parts)
  }
  return render(parts, params, locale, undefined, localeDirection(locale) === 'rtl')
}

/**
 * The placeholder names `template` uses (plural selectors included), sorted; throws on a template that
 * does not parse. The catalog check compares these between English and each translation.
 *
 * @example
 * messagePlaceholders('Send {count, plural, one {# call} other {# calls}} from {from}') // ['count', 'from']
 */
export function messagePlaceholders(template: string): string[] {
  const names = new Set<string>()
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (part.kind === 'value') names.add(part.name)
      if (part.kind === 'plural') {
        names.add(part.name)
        for (const branch of part.branches.values()) walk(branch)
      }
    }
  }
  walk(parse(template))
  return [...names].sort()
}

function render(
  parts: Part[],
  params: MessageParameters,
  locale: string,
  count: number | undefined,
  isolate: boolean,
): string {
  let out = ''
  for (const part of parts) {
    if (part.kind === 'text') out += part.text
    else if (part.kind === 'number') out += count === undefined ? '#' : numberFormat(locale).format(count)
    else if (part.kind === 'value') {
      const value = params[part.name]
      if (value === undefined) out += `{${part.name}}`
      else if (typeof value === 'number') out += numberFormat(locale).format(value)
      else out += isolate ? `\u2068${String(value)}\u2069` : String(value)
    } else {
      const value = Number(params[part.name])
      if (params[part.name] === undefined || Number.isNaN(value)) {
        out += `{${part.name}}`
        continue
      }
      const branch =
        part.branches.get(`=${value}`) ??
        part.branches.get(pluralRules(locale).select(value)) ??
        part.branches.get('other') ??
        []
      out += render(branch, params, locale, value, isolate)
    }
  }
  return out
}

const numberFormat = lazyFormatPer(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false }),
)
const pluralRules = lazyFormatPer((locale) => new Intl.PluralRules(locale))

const pluralCategories = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])

/** Parses a template; throws a plain Error naming the position of what it cannot read. */
function parse(template: string): Part[] {
  let at = 0
  const fail = (what: string): never => {
    throw new Error(`${what} at ${at} in "${template}"`)
  }
  const parseParts = (inPlural: boolean): Part[] => {
    const parts: Part[] = []
    let text = ''
    const flush = () => {
      if (text) parts.push({ kind: 'text', text })
      text = ''
    }
    while (at < template.length) {
      const char = template[at] as string
      if (char === '}') break
      if (char === '#' && inPlural) {
        flush()
        parts.push({ kind: 'number' })
        at++
      } else if (char === '{') {
        const close = template.indexOf('}', at)
        const comma = template.indexOf(',', at)
        const simple = /^\{(\w+)\}/.exec(template.slice(at))
        if (simple) {
          flush()
          parts.push({ kind: 'value', name: simple[1] as string })
          at += simple[0].length
        } else if (comma !== -1 && (close === -1 || comma < close)) {
          flush()
          parts.push(parsePlural())
        } else {
          // A brace that opens no placeholder (e.g. code in a developer message) is text.
          text += char
          at++
        }
      } else {
        text += char
        at++
      }
    }
    flush()
    return parts
  }
  const parsePlural = (): Part => {
    const head = /^\{\s*(\w+)\s*,\s*plural\s*,/.exec(template.slice(at))
    if (!head) return fail('Expected {name, plural, ...}')
    at += (head as RegExpExecArray)[0].length
    const branches = new Map<string, Part[]>()
    for (;;) {
      const selector = /^\s*(=\d+|\w+)\s*\{/.exec(template.slice(at))
      if (!selector) break
      const name = selector[1] as string
      if (!name.startsWith('=') && !pluralCategories.has(name)) fail(`Unknown plural category "${name}"`)
      at += selector[0].length
      branches.set(name, parseParts(true))
      if (template[at] !== '}') fail('Unclosed plural branch')
      at++
    }
    const end = /^\s*\}/.exec(template.slice(at))
    if (!end) fail('Unclosed plural')
    at += (end as RegExpExecArray)[0].length
    if (!branches.has('other')) fail('A plural needs an "other" branch')
    return { kind: 'plural', name: (head as RegExpExecArray)[1] as string, branches }
  }
  const parts = parseParts(false)
  if (at !== template.length) fail('Unexpected "}"')
  return parts
}
