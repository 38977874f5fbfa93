import { isRecord } from '@foyer/protocol'
import * as z from 'zod/mini'
import type { KeyValueStorage } from '../../types/storage.js'
import { t } from '../messages/t.js'
import { readJson, writeJson } from '../storage/storage.js'

/** One cache of entries that expire: get / set / remove by id (an address or a CAIP address). */
export interface TimedCache<T> {
  /** The value stored for `id`, or undefined when there is none or it is older than the lifetime. */
  get(id: string): T | undefined
  set(id: string, value: T): void
  remove(id: string): void
  clear(): void
}

export interface CreateTimedRecordParameters<T> {
  storage: KeyValueStorage
  key: string
  ttlMs: number
  now: () => number
  /** Field names of a stored entry, e.g. { caipAddress, balance, timestamp } for the portfolio. */
  idField: string
  valueField: string
  valueSchema: z.ZodMiniType<T>
}

/**
 * A storage item holding `{ [id]: { [idField]: id, [valueField]: value, timestamp } }`. Expired or
 * malformed entries are dropped on read (and the item rewritten); an unreadable item is logged,
 * ignored and overwritten by the next write.
 */
export function createTimedRecord<T>(parameters: CreateTimedRecordParameters<T>): TimedCache<T> {
  const { storage, key, ttlMs, now, idField, valueField, valueSchema } = parameters
  const entrySchema = z.object({ timestamp: z.number(), value: valueSchema })
  type Entry = { timestamp: number; value: T }

  const parseEntry = (id: string, entry: unknown): Entry | undefined => {
    if (!isRecord(entry) || entry[idField] !== id) return undefined
    const result = z.safeParse(entrySchema, { timestamp: entry.timestamp, value: entry[valueField] })
    return result.success ? (result.data as Entry) : undefined
  }

  const read = (): Record<string, Entry> => {
    const raw = readJson(storage, key, isRecord) ?? {}
    const fresh: Record<string, Entry> = {}
    let dropped = false
    for (const [id, stored] of Object.entries(raw)) {
      const entry = parseEntry(id, stored)
      if (!entry) console.warn(t('warn.cacheUnreadable', { key: `${key}/${id}` }))
      const age = entry ? now() - entry.timestamp : -1
      if (entry && age >= 0 && age < ttlMs) fresh[id] = entry
      else dropped = true
    }
    if (dropped) write(fresh)
    return fresh
  }

  const write = (entries: Record<string, Entry>): void => {
    const stored = Object.fromEntries(
      Object.entries(entries).map(([id, { value, timestamp }]) => [
        id,
        { [idField]: id, [valueField]: value, timestamp },
      ]),
    )
    if (Object.keys(stored).length === 0) storage.removeItem(key)
    else writeJson(storage, key, stored)
  }

  return {
    get: (id) => read()[id]?.value,
    set(id, value) {
      write({ ...read(), [id]: { value, timestamp: now() } })
    },
    remove(id) {
      const entries = read()
      if (!(id in entries)) return
      delete entries[id]
      write(entries)
    },
    clear: () => storage.removeItem(key),
  }
}
