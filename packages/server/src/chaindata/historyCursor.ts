import { z } from 'zod'
import { InvalidCursorError } from './errors.js'

/** Where a history page ended: the position of its last transaction on the chain. */
export interface HistoryPosition {
  blockNumber: number
  txIndex: number
}

const positionSchema = z.object({
  b: z.number().int().nonnegative(),
  i: z.number().int().nonnegative(),
})

/**
 * The opaque `next` cursor of a history page (base64url JSON of the last transaction's position).
 *
 * @example
 * encodeHistoryCursor({ blockNumber: 42, txIndex: 0 }) // 'eyJiIjo0MiwiaSI6MH0'
 */
export function encodeHistoryCursor({ blockNumber, txIndex }: HistoryPosition): string {
  return Buffer.from(JSON.stringify({ b: blockNumber, i: txIndex })).toString('base64url')
}

/**
 * Reads a cursor made by `encodeHistoryCursor`; anything else is `InvalidCursorError` (400).
 *
 * @example
 * decodeHistoryCursor('eyJiIjo0MiwiaSI6MH0') // { blockNumber: 42, txIndex: 0 }
 */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString())
  } catch (cause) {
    throw new InvalidCursorError({ cause })
  }
  const result = positionSchema.safeParse(json)
  if (!result.success) throw new InvalidCursorError()
  return { blockNumber: result.data.b, txIndex: result.data.i }
}
