import { z } from 'zod'
import { InvalidCursorError } from '../../chaindata/errors.js'
import { t } from '../../chaindata/messages.js'

/** Where a history page ended: the position of its last transaction on the chain. */
export interface HistoryPosition {
  blockNumber: number
  txIndex: number
}

/** The columns' ranges: block_number is a bigint (kept to exact JS integers), tx_index an integer. */
const MAX_BLOCK_NUMBER = Number.MAX_SAFE_INTEGER
const MAX_TX_INDEX = 2_147_483_647

const positionSchema = z.object({
  b: z.number().int().min(0).max(MAX_BLOCK_NUMBER),
  i: z.number().int().min(0).max(MAX_TX_INDEX),
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
 * Reads a cursor made by `encodeHistoryCursor`; anything else — not base64url JSON, missing fields, or
 * numbers outside their column's range — is `InvalidCursorError` (400), never a database error.
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
  if (!result.success) {
    const issue = result.error.issues[0]
    const field = issue?.path[0]
    const reason =
      (issue?.code === 'too_big' || issue?.code === 'too_small') && (field === 'b' || field === 'i')
        ? t('chaindata.cursorRange', {
            field: field === 'b' ? 'block number' : 'transaction index',
            max: field === 'b' ? MAX_BLOCK_NUMBER : MAX_TX_INDEX,
          })
        : undefined
    throw new InvalidCursorError({ reason, cause: result.error })
  }
  return { blockNumber: result.data.b, txIndex: result.data.i }
}
