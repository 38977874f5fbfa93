import { fillMessage } from '../messages.js'
import { type MessageKey, messages } from './messages.js'

/** Looks up `key` in the directory's catalog and fills `{name}` placeholders from `params`. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return fillMessage(messages[key], params)
}
