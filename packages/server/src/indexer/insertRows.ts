import type { Queryable } from '../db/types.js'

const ROWS_PER_STATEMENT = 500

/** Multi-row `insert into <target> values (…), (…) <conflict>`, a few hundred rows per statement. */
export async function insertRows(q: Queryable, target: string, rows: readonly unknown[][], conflict: string) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT)
    const params: unknown[] = []
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value)
        return `$${params.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await q.query(`insert into ${target} values ${tuples.join(', ')} ${conflict}`, params)
  }
}
