import type { Hono } from 'hono'
import type { ServerEnv } from './http/env.js'
import { type ListeningServer, type ListenParameters, listen } from './http/listen.js'

/** The listeners a server opened, so that `close()` stops the ones still open. */
export interface Listeners {
  /** Serves an app and keeps its listener until it is stopped. */
  listen(served: Hono<ServerEnv> | Hono, parameters?: ListenParameters): Promise<ListeningServer>
  /** Stops every listener still open. */
  stopAll(): Promise<void>
}

/** A set of listeners: a listener stopped by its owner leaves the set, so `stopAll` never stops it twice. */
export function createListeners(): Listeners {
  const listeners = new Set<ListeningServer>()
  return {
    async listen(served, parameters) {
      const listener = await listen(served, parameters)
      listeners.add(listener)
      return {
        ...listener,
        async stop() {
          listeners.delete(listener)
          await listener.stop()
        },
      }
    },
    async stopAll() {
      await Promise.all([...listeners].map((listener) => listener.stop()))
      listeners.clear()
    },
  }
}
