import { type MessageKey, messages } from './en.js'

export type MessageParameters = Record<string, string | number | bigint | boolean | undefined>

/**
 * Looks up `key` in the message catalog and fills `{name}` placeholders from `params`.
 * Unknown keys return the key itself; placeholders without a value stay as written.
 *
 * @example
 * t('error.adapterNotFound', { namespace: 'solana' })
 * // "Adapter for namespace solana doesn't exist"
 */
export function t(key: MessageKey, params?: MessageParameters): string {
  const template: string | undefined = messages[key]
  if (template === undefined) return key
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}
