import pg from 'pg'
import { holdLock } from './holdLock.js'
import { isDatabaseUnavailable } from './reportUnavailable.js'
import type { ChannelListener, HeldLock } from './types.js'

export interface PostgresControl {
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>
  tryLock(key: string): Promise<HeldLock | undefined>
  close(): Promise<void>
}

export interface CreatePostgresControlParameters {
  url: string
  /** Longest wait for the connection (the server frozen or unreachable); 5 000 ms by default. */
  connectTimeoutMs?: number
  /** First pause before reconnecting after the connection is lost (doubles up to 5 s); 250 ms by default. */
  reconnectDelayMs?: number
}

const TRY_LOCK = 'select pg_try_advisory_lock(hashtext($1)) as taken'

/** `application_name` of the dedicated connections in `pg_stat_activity`. */
export const CONTROL_APPLICATION_NAME = 'foyer-control'

/** Postgres identifiers are quoted; a channel name is ours, never a request's, but keep it one token. */
const CHANNEL = /^[a-z_][a-z0-9_]*$/

/**
 * The one dedicated connection per server that holds what a pooled connection cannot: `LISTEN`
 * subscriptions and session-level advisory locks (a pooled connection is shared, so a lock taken on it
 * would belong to whichever request had it). Opened on first use.
 *
 * When the connection is lost (PostgreSQL restarted, the network cut), every held lock's `lost` signal
 * aborts (PostgreSQL released the locks with the session), every listener hears `state(false)`, and the
 * connection is opened again in the background while someone listens; once back, the channels are
 * listened to again and the listeners hear `state(true)` (what was notified in between is lost, so they
 * must forget what they cached). A lock is not taken again by itself: its holder asks for it again.
 *
 * @example
 * const control = createPostgresControl({ url })
 * const lock = await control.tryLock('foyer-indexer:eip155:1')
 */
export function createPostgresControl({
  url,
  connectTimeoutMs = 5_000,
  reconnectDelayMs = 250,
}: CreatePostgresControlParameters): PostgresControl {
  const listeners = new Map<string, Set<ChannelListener>>()
  const locks = new Map<string, AbortController>()
  // One query at a time on the dedicated connection: pg queues concurrent ones itself, but that is
  // deprecated (a warning in every server's log; removed in pg 9), and the leases of several chains are
  // asked for at once.
  let tail: Promise<unknown> = Promise.resolve()
  const serial = <T>(query: () => Promise<T>): Promise<T> => {
    const next = tail.then(query, query)
    tail = next.catch(() => undefined)
    return next
  }
  const each = (fn: (listener: ChannelListener) => void) => {
    for (const set of listeners.values()) for (const listener of set) fn(listener)
  }
  const connection = createControlConnection({
    url,
    connectTimeoutMs,
    reconnectDelayMs,
    channels: () => listeners.keys(),
    onNotification: (channel, payload) => {
      for (const listener of listeners.get(channel) ?? []) listener.notify(payload)
    },
    onLost: () => {
      for (const controller of locks.values()) controller.abort()
      locks.clear()
      each((listener) => listener.state?.(false))
    },
    onRestored: () => each((listener) => listener.state?.(true)),
  })

  return {
    async listen(channel, listener) {
      if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`)
      const set = listeners.get(channel) ?? new Set()
      const first = set.size === 0
      set.add(listener)
      listeners.set(channel, set)
      const stop = async () => {
        set.delete(listener)
        if (set.size > 0) return
        listeners.delete(channel)
        const client = connection.current()
        if (client) await serial(() => client.query(`unlisten ${channel}`)).catch(() => undefined)
      }
      try {
        const client = await connection.connect()
        if (first) await serial(() => client.query(`listen ${channel}`))
      } catch (error) {
        await stop()
        throw error
      }
      return stop
    },

    async tryLock(key) {
      if (locks.has(key)) return undefined
      let client = await connection.connect()
      let rows: { taken: boolean }[]
      try {
        ;({ rows } = await serial(() => client.query<{ taken: boolean }>(TRY_LOCK, [key])))
      } catch (error) {
        // The connection died before pg told us (PostgreSQL restarted): once more on a new one.
        if (!isDatabaseUnavailable(error)) throw error
        connection.drop(client)
        const fresh = await connection.connect()
        client = fresh
        ;({ rows } = await serial(() => fresh.query<{ taken: boolean }>(TRY_LOCK, [key])))
      }
      if (!rows[0]?.taken || connection.current() !== client) return undefined
      const holder = client
      return holdLock(locks, key, () =>
        serial(() => holder.query('select pg_advisory_unlock(hashtext($1))', [key])),
      )
    },

    async close() {
      for (const controller of locks.values()) controller.abort()
      locks.clear()
      await connection.close()
    },
  }
}

interface ControlConnectionParameters {
  url: string
  connectTimeoutMs: number
  reconnectDelayMs: number
  /** The channels to listen to again on a new connection. */
  channels(): Iterable<string>
  onNotification(channel: string, payload: string): void
  /** The connection ended: its session's locks are gone, notifications stopped. */
  onLost(): void
  /** A new connection listens again (opened in the background after a loss, while channels are listened to). */
  onRestored(): void
}

/** One pg.Client, opened on first use and again in the background after it is lost (while someone listens). */
function createControlConnection(parameters: ControlConnectionParameters) {
  const { url, connectTimeoutMs, reconnectDelayMs } = parameters
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let closed = false
  let retryDelay = reconnectDelayMs
  let retryTimer: NodeJS.Timeout | undefined

  const lose = (lost: pg.Client) => {
    if (client !== lost) return
    client = undefined
    parameters.onLost()
    lost.end().catch(() => undefined)
    scheduleReconnect()
  }

  const scheduleReconnect = () => {
    if (closed || retryTimer || [...parameters.channels()].length === 0) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      connect().then(
        () => {
          retryDelay = reconnectDelayMs
          parameters.onRestored()
        },
        () => {
          retryDelay = Math.min(retryDelay * 2, 5_000)
          scheduleReconnect()
        },
      )
    }, retryDelay)
    retryTimer.unref()
  }

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      // Named in pg_stat_activity, where an operator (or a test) can find the lease holders.
      application_name: CONTROL_APPLICATION_NAME,
    })
    next.on('notification', (message) => parameters.onNotification(message.channel, message.payload ?? ''))
    next.on('error', () => lose(next))
    next.on('end', () => lose(next))
    try {
      await next.connect()
      for (const channel of parameters.channels()) await next.query(`listen ${channel}`)
    } catch (error) {
      next.end().catch(() => undefined)
      throw error
    }
    if (closed) {
      await next.end()
      throw new Error('closed')
    }
    client = next
    return next
  }

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client)
    connecting ??= open().finally(() => {
      connecting = undefined
    })
    return connecting
  }

  return {
    connect,
    current: () => client,
    /** Forgets `dead` as if it had ended (its locks lost), so that the next `connect()` opens a new one. */
    drop: lose,
    async close() {
      closed = true
      clearTimeout(retryTimer)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}
