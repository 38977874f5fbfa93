import { fromBase58 } from '../base58.js'
import { invalidParams } from './RpcError.js'

const MAX_BASE58_SIZE = 1683
const MAX_BASE64_SIZE = 1644
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * Decodes the base58 or base64 text of a transaction (or message, `what`) with the validator's limits
 * and its -32602 messages for text that is too long or not in the encoding.
 */
export function decodeWire(text: string, encoding: 'base58' | 'base64', what: string): Uint8Array {
  const max = encoding === 'base58' ? MAX_BASE58_SIZE : MAX_BASE64_SIZE
  const raw = 1232
  if (text.length > max) {
    throw invalidParams(
      `${encoding} encoded ${what} too large: ${text.length} bytes (max: encoded/raw ${max}/${raw})`,
    )
  }
  if (encoding === 'base64') {
    if (!BASE64.test(text)) throw invalidParams('invalid base64 encoding: InvalidByte')
    return new Uint8Array(Buffer.from(text, 'base64'))
  }
  try {
    return fromBase58(text)
  } catch {
    throw invalidParams('invalid base58 encoding: InvalidCharacter')
  }
}
