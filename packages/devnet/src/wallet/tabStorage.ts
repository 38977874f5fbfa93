import type { KeyValueStorage } from './types.js'

/** The channel the dev wallets of an origin's tabs tell each other their writes on. */
export const STORAGE_CHANNEL = 'foyer-devwallet:storage'

/**
 * The dev wallets' storage as one extension's storage would be: what a tab wrote is what every other tab
 * of the origin reads next. Writes go to `local` (the page's localStorage) and are told on a
 * BroadcastChannel; a tab reads a key another tab told it about from that message until its own copy of
 * localStorage has the change (its 'storage' event, or the same value read).
 *
 * Why: Chromium brings a localStorage write to another tab's renderer in its own time, with no order
 * against BroadcastChannel messages. Foyer tells the site's other tabs of a connect on a BroadcastChannel
 * once the wallet answered; the other tab then asks the wallet silently, and the dev wallet read its
 * authorisation from a localStorage copy that did not have it yet (a harness of two tabs: 1,867 of 2,000
 * messages arrived before the write they followed). A real extension answers from one store. Messages
 * of one tab's channels reach another tab in the order they were posted (HTML: each is queued on the
 * DOM manipulation task source), so the wallet's message arrives before Foyer's.
 *
 * @example
 * const storage = createTabStorage(window.localStorage, window, new BroadcastChannel(STORAGE_CHANNEL))
 */
export function createTabStorage(
  local: KeyValueStorage,
  /** Where the page's 'storage' events arrive (its window). */
  target: EventTarget,
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | undefined,
): KeyValueStorage {
  // What other tabs wrote, that this tab's localStorage may not show yet.
  const told = new Map<string, string | null>()
  channel?.addEventListener('message', (event) => {
    const { key, value } = (event as MessageEvent).data ?? {}
    if (typeof key === 'string' && (typeof value === 'string' || value === null)) told.set(key, value)
  })
  target.addEventListener('storage', (event) => {
    const { key } = event as StorageEvent
    if (key === null) told.clear()
    else told.delete(key)
  })
  const tell = (key: string, value: string | null) => {
    told.delete(key)
    channel?.postMessage({ key, value })
  }
  return {
    getItem(key) {
      const own = local.getItem(key)
      if (!told.has(key)) return own
      const value = told.get(key) ?? null
      if (value === own) told.delete(key)
      return value
    },
    setItem(key, value) {
      local.setItem(key, value)
      tell(key, value)
    },
    removeItem(key) {
      local.removeItem(key)
      tell(key, null)
    },
  }
}
