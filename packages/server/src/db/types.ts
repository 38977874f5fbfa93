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
  /**
   * Follows `NOTIFY` on `channel` (a notification sent inside a transaction arrives once it commits).
   * Resolves with the function that stops listening.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>
  /**
   * Takes the session-level advisory lock named `key` if no other server holds it (undefined when one
   * does). It is held until `release()`, or until the holding connection ends, when `lost` aborts:
   * a server that dies gives its locks up with its connection.
   */
  tryLock(key: string): Promise<HeldLock | undefined>
  /** Closes the connection pool or the embedded database. Safe to call twice. */
  close(): Promise<void>
}

export interface ChannelListener {
  notify(payload: string): void
  /**
   * false when notifications can no longer arrive (the listening connection was lost), true when they
   * can again; what was notified in between is lost, so whatever they kept up to date must be redone.
   */
  state?(listening: boolean): void
}

export interface HeldLock {
  /** Aborts when the lock is released or lost with its connection. */
  readonly lost: AbortSignal
  release(): Promise<void>
}
