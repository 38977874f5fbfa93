import { type MessageKey, messages } from './messages.js'

/** Looks up `key` in the directory's catalog and fills `{name}` placeholders from `params`. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text: string = messages[key]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}
