import { expect, test } from 'vitest'
import { createIndexedDbDeviceStore, createMemoryDeviceStore, withMemoryFallback } from './deviceStore.js'
import { DeviceStorageUnavailableError } from './errors.js'
import { createWalletShares } from './keys.js'

test('default: one device id, made once and kept', async () => {
  const store = createMemoryDeviceStore()
  const id = await store.getDeviceId()
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  expect(await store.getDeviceId()).toBe(id)
  expect(await createMemoryDeviceStore().getDeviceId()).not.toBe(id)
})

test('default: device shares by user, copied in and out', async () => {
  const store = createMemoryDeviceStore()
  const { address, deviceShare } = await createWalletShares()
  const kept = Uint8Array.from(deviceShare)
  await store.setDeviceShare('user-1', { address, share: deviceShare })
  // Zeroing the caller's bytes (as the frame does after use) leaves the stored share intact.
  deviceShare.fill(0)
  const read = await store.getDeviceShare('user-1')
  expect(read).toEqual({ address, share: kept })
  read!.share.fill(0)
  expect((await store.getDeviceShare('user-1'))?.share).toEqual(kept)
  expect(await store.getDeviceShare('user-2')).toBeUndefined()
  await store.deleteDeviceShare('user-1')
  expect(await store.getDeviceShare('user-1')).toBeUndefined()
})

test('behavior: a record not in the shape of a share reads as absent', async () => {
  const store = createMemoryDeviceStore()
  const { address } = await createWalletShares()
  await store.setDeviceShare('user-1', { address, share: new Uint8Array(32) })
  expect(await store.getDeviceShare('user-1')).toBeUndefined()
})

test('default: the session token is kept and forgotten', async () => {
  const store = createMemoryDeviceStore()
  expect(await store.getSessionToken()).toBeUndefined()
  await store.setSessionToken('token-1')
  expect(await store.getSessionToken()).toBe('token-1')
  await store.setSessionToken(undefined)
  expect(await store.getSessionToken()).toBeUndefined()
})

/** An IndexedDB that refuses to open, as a browser blocking third-party storage does. */
const refusingIndexedDb = {
  open() {
    const request: { onerror?: () => void; error?: unknown } = {}
    queueMicrotask(() => {
      request.error = new Error('The user denied permission to access the database.')
      request.onerror?.()
    })
    return request
  },
} as unknown as IDBFactory

test('behavior: a refused IndexedDB is a typed error', async () => {
  await expect(
    createIndexedDbDeviceStore({ indexedDB: refusingIndexedDb }).getDeviceId(),
  ).rejects.toBeInstanceOf(DeviceStorageUnavailableError)
  // Node has no IndexedDB at all: the same.
  await expect(createIndexedDbDeviceStore().getSessionToken()).rejects.toBeInstanceOf(
    DeviceStorageUnavailableError,
  )
})

test('behavior: withMemoryFallback moves to memory once, reported once', async () => {
  const reports: unknown[] = []
  const store = withMemoryFallback(createIndexedDbDeviceStore({ indexedDB: refusingIndexedDb }), (error) =>
    reports.push(error),
  )
  const [id, again] = await Promise.all([store.getDeviceId(), store.getDeviceId()])
  expect(id).toBe(again)
  await store.setSessionToken('token-1')
  expect(await store.getSessionToken()).toBe('token-1')
  expect(reports).toHaveLength(1)
  expect(reports[0]).toBeInstanceOf(DeviceStorageUnavailableError)
})

test('behavior: withMemoryFallback passes other errors through and keeps the primary store', async () => {
  const reports: unknown[] = []
  const primary = createMemoryDeviceStore()
  const failing = { ...primary, getSessionToken: () => Promise.reject(new Error('disk full')) }
  const store = withMemoryFallback(failing, (error) => reports.push(error))
  await expect(store.getSessionToken()).rejects.toThrow('disk full')
  await store.setSessionToken('kept')
  expect(await primary.getSessionToken()).toBe('kept')
  expect(reports).toHaveLength(0)
})

/** A minimal IndexedDB over one Map (one database, one object store), shared by every store opened on it. */
function createMapIndexedDb(): IDBFactory {
  const values = new Map<string, unknown>()
  const database = {
    objectStoreNames: { contains: () => true },
    close: () => undefined,
    transaction() {
      const transaction: Record<string, unknown> & { oncomplete?: () => void } = {}
      const request = (run: () => unknown) => {
        const req: { result?: unknown; onsuccess?: () => void } = {}
        queueMicrotask(() => {
          req.result = run()
          req.onsuccess?.()
          queueMicrotask(() => transaction.oncomplete?.())
        })
        return req
      }
      transaction.objectStore = () => ({
        get: (key: string) => request(() => structuredClone(values.get(key))),
        put: (value: unknown, key: string) => request(() => values.set(key, structuredClone(value))),
        delete: (key: string) => request(() => values.delete(key)),
      })
      return transaction
    },
  }
  return {
    open() {
      const req: { result?: unknown; onsuccess?: () => void } = {}
      queueMicrotask(() => {
        req.result = database
        req.onsuccess?.()
      })
      return req
    },
  } as unknown as IDBFactory
}

test("behavior: a scoped store keeps each project's and site's device id, shares and session apart", async () => {
  const indexedDB = createMapIndexedDb()
  const shop = { projectId: 'shop', hostOrigin: 'https://app.example.com' }
  const a = createIndexedDbDeviceStore({ indexedDB, scope: shop })
  const { address, deviceShare } = await createWalletShares()
  await a.setSessionToken('token-of-shop')
  await a.setDeviceShare('user-1', { address, share: deviceShare })
  const id = await a.getDeviceId()

  // The same project and site, loaded again: the same records.
  const again = createIndexedDbDeviceStore({ indexedDB, scope: { ...shop } })
  expect(await again.getDeviceId()).toBe(id)
  expect(await again.getSessionToken()).toBe('token-of-shop')

  // Project B on the same site, the same project on another site, and an unscoped store: nothing of it.
  for (const scope of [
    { projectId: 'beta', hostOrigin: shop.hostOrigin },
    { projectId: shop.projectId, hostOrigin: 'https://other.example.com' },
    { projectId: 'shop:https', hostOrigin: '//app.example.com' },
    undefined,
  ]) {
    const other = createIndexedDbDeviceStore({ indexedDB, scope })
    expect(await other.getSessionToken(), JSON.stringify(scope)).toBeUndefined()
    expect(await other.getDeviceShare('user-1')).toBeUndefined()
    expect(await other.getDeviceId()).not.toBe(id)
  }
})

test('behavior: the memory fallback keeps the scope', async () => {
  const scope = { projectId: 'shop', hostOrigin: 'https://app.example.com' }
  const store = withMemoryFallback(
    createIndexedDbDeviceStore({ indexedDB: refusingIndexedDb, scope }),
    () => undefined,
    {
      scope,
    },
  )
  await store.setSessionToken('kept')
  expect(await store.getSessionToken()).toBe('kept')
})
