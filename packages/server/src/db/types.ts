/** What runs SQL: the database itself, or a transaction. Parameters are `$1, $2, …` in both drivers. */
export interface Queryable {
  /** One statement, with parameters. int8 comes back as a JS number, numeric as a string, jsonb parsed. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>
  /** A script of one or more statements, without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/**
 * The server's one storage interface, over PGlite (embedded, the default) or a PostgreSQL server
 * (`pg.Pool`). Same SQL dialect, same schema, same queries for both.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Closes the connection pool or the embedded database. Safe to call twice. */
  close(): Promise<void>
}
