import { parseSiwxMessage as parseSiwxText, SiwxMessageSyntaxError } from '@foyer/protocol'
import type { SiwxMessageData } from '../../types/siwx.js'
import { InvalidSiwxMessageError } from '../errors/siwx.js'

/**
 * Reads a sign-in message back into its fields: the inverse of `formatSiwxMessage`. It follows the
 * EIP-4361 ABNF exactly (CAIP-122 for other namespaces; the grammar is @foyer/protocol's, which the
 * server shares). Throws `InvalidSiwxMessageError`, whose details name the first line that does not fit.
 *
 * @example
 * parseSiwxMessage(message.toString()).nonce // 'a1b2c3d4e5'
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  try {
    return parseSiwxText(text) as SiwxMessageData
  } catch (error) {
    if (error instanceof SiwxMessageSyntaxError) throw new InvalidSiwxMessageError({ details: error.details })
    throw error
  }
}
