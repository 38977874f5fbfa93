/** The Web Storage subset that Foyer's caches use (localStorage in a browser, memory elsewhere). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
