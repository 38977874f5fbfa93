/**
 * The async key-value storage the WalletConnect clients persist to (`IKeyValueStorage`), kept in memory:
 * for Node, where the clients' default storage would write files. Values are cloned through JSON, as a
 * real storage would.
 *
 * @example
 * const core = new Core({ relayUrl, storage: createMemoryKeyValueStorage() })
 */
export function createMemoryKeyValueStorage() {
  const entries = new Map<string, string>()
  return {
    getKeys: async (): Promise<string[]> => [...entries.keys()],
    getEntries: async <T = unknown>(): Promise<[string, T][]> =>
      [...entries].map(([key, value]) => [key, JSON.parse(value) as T]),
    getItem: async <T = unknown>(key: string): Promise<T | undefined> => {
      const value = entries.get(key)
      return value === undefined ? undefined : (JSON.parse(value) as T)
    },
    setItem: async <T = unknown>(key: string, value: T): Promise<void> => {
      entries.set(key, JSON.stringify(value))
    },
    removeItem: async (key: string): Promise<void> => {
      entries.delete(key)
    },
  }
}
