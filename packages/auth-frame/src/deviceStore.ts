import type { Address } from 'viem'
import { DeviceStorageUnavailableError } from './errors.js'
import { isShare } from './keys.js'

/**
 * What the secure frame keeps on this device, in its own origin's storage (the host page cannot read it):
 * a random device id, the device share of each user who logged in here, and the auth API session token
 * (so that a reloaded page finds the wallet connected). The frame works through this interface; the
 * browser entry uses IndexedDB, tests use memory.
 */
export interface DeviceStore {
  /** This device's id: a random UUID made on the first call and kept. */
  getDeviceId(): Promise<string>
  getDeviceShare(userId: string): Promise<StoredDeviceShare | undefined>
  setDeviceShare(userId: string, value: StoredDeviceShare): Promise<void>
  deleteDeviceShare(userId: string): Promise<void>
  getSessionToken(): Promise<string | undefined>
  /** Keeps the token, or forgets it when `undefined`. */
  setSessionToken(token: string | undefined): Promise<void>
}

/** A user's device share, with the wallet address it belongs to. */
export interface StoredDeviceShare {
  address: Address
  share: Uint8Array
}

/** Structured-clone storage: what IndexedDB offers, and what the memory store copies. */
interface KeyValueBackend {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  /** The value at `key`, or `create()` stored there first: one atomic step. */
  getOrCreate(key: string, create: () => unknown): Promise<unknown>
}

const DEVICE_ID = 'deviceId'
const SESSION_TOKEN = 'sessionToken'
const shareKey = (userId: string) => `share:${userId}`
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

function isStoredShare(value: unknown): value is StoredDeviceShare {
  if (typeof value !== 'object' || value === null) return false
  const { address, share } = value as Record<string, unknown>
  return typeof address === 'string' && ADDRESS.test(address) && share instanceof Uint8Array && isShare(share)
}

/**
 * The device store over a key-value backend. A record that does not read back in its shape counts as
 * absent: a missing device share sends the user through the recovery password, which writes a new one.
 */
function createDeviceStore(backend: KeyValueBackend): DeviceStore {
  return {
    async getDeviceId() {
      const id = await backend.getOrCreate(DEVICE_ID, () => crypto.randomUUID())
      if (typeof id === 'string' && id.length > 0) return id
      const fresh = crypto.randomUUID()
      await backend.set(DEVICE_ID, fresh)
      return fresh
    },
    async getDeviceShare(userId) {
      const value = await backend.get(shareKey(userId))
      return isStoredShare(value) ? value : undefined
    },
    setDeviceShare: (userId, value) => backend.set(shareKey(userId), value),
    deleteDeviceShare: (userId) => backend.delete(shareKey(userId)),
    async getSessionToken() {
      const token = await backend.get(SESSION_TOKEN)
      return typeof token === 'string' && token.length > 0 ? token : undefined
    },
    setSessionToken: (token) =>
      token === undefined ? backend.delete(SESSION_TOKEN) : backend.set(SESSION_TOKEN, token),
  }
}

/**
 * A device store in memory, for tests and for a browser without IndexedDB (the wallet is then forgotten
 * with the frame). Values are copied in and out, as IndexedDB does.
 *
 * @example
 * startFrame({ …, store: createMemoryDeviceStore() })
 */
export function createMemoryDeviceStore({
  scope,
}: {
  scope?: DeviceStoreScope | undefined
} = {}): DeviceStore {
  const values = new Map<string, unknown>()
  return createDeviceStore(
    prefixed(
      {
        get: async (key) => structuredClone(values.get(key)),
        set: async (key, value) => {
          values.set(key, structuredClone(value))
        },
        delete: async (key) => {
          values.delete(key)
        },
        getOrCreate: async (key, create) => {
          if (!values.has(key)) values.set(key, structuredClone(create()))
          return structuredClone(values.get(key))
        },
      },
      scopePrefix(scope),
    ),
  )
}

export interface IndexedDbDeviceStoreOptions {
  /** Default `globalThis.indexedDB`. */
  indexedDB?: IDBFactory
  /** Database name; default 'foyer-frame'. */
  name?: string
  /**
   * The project and host page this frame serves: its device id, device shares and session token are
   * kept apart from every other project's and site's in the same frame origin (project B's page on the
   * same site does not find project A's session or share). Without it, one unscoped set (tests).
   */
  scope?: DeviceStoreScope | undefined
}

/** What a device store's records belong to: a project id and the origin of the page embedding the frame. */
export interface DeviceStoreScope {
  projectId: string
  hostOrigin: string
}

/** The key prefix of a scope's records: both parts URI-encoded, so that no pair can spell another's. */
export function scopePrefix(scope: DeviceStoreScope | undefined): string {
  return scope ? `scope:${encodeURIComponent(scope.projectId)}:${encodeURIComponent(scope.hostOrigin)}:` : ''
}

/** The backend with every key under `prefix`. */
function prefixed(backend: KeyValueBackend, prefix: string): KeyValueBackend {
  if (prefix === '') return backend
  return {
    get: (key) => backend.get(prefix + key),
    set: (key, value) => backend.set(prefix + key, value),
    delete: (key) => backend.delete(prefix + key),
    getOrCreate: (key, create) => backend.getOrCreate(prefix + key, create),
  }
}

const OBJECT_STORE = 'device'

/**
 * The device store in the frame origin's IndexedDB (one database, one object store of keyed values).
 * The database opens on first use; a browser that refuses it fails every call with
 * `DeviceStorageUnavailableError` (see `withMemoryFallback`). Where the browser partitions third-party
 * storage, the store is per top-level site: the same browser on another host site is another device.
 * With a `scope`, the records are per project and host page origin too (each is another device).
 *
 * @example
 * createIndexedDbDeviceStore({ scope: { projectId: 'demo', hostOrigin: 'https://app.example.com' } })
 */
export function createIndexedDbDeviceStore(options: IndexedDbDeviceStoreOptions = {}): DeviceStore {
  const {
    indexedDB: factory = globalThis.indexedDB as IDBFactory | undefined,
    name = 'foyer-frame',
    scope,
  } = options
  let opened: Promise<IDBDatabase> | undefined
  const database = () => {
    opened ??= openDatabase(factory, name).then(
      (db) => {
        // Closed by the browser, or asked to close by another tab upgrading it: reopen on the next call.
        const forget = () => {
          db.close()
          opened = undefined
        }
        db.onclose = forget
        db.onversionchange = forget
        return db
      },
      (error: unknown) => {
        opened = undefined // the next call tries again
        throw error
      },
    )
    return opened
  }

  const transact = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore, done: (value: T) => void) => void,
  ): Promise<T> => {
    const db = await database()
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(OBJECT_STORE, mode)
      let result: T
      transaction.oncomplete = () => resolve(result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
      work(transaction.objectStore(OBJECT_STORE), (value) => {
        result = value
      })
    })
  }

  const backend: KeyValueBackend = {
    get: (key) =>
      transact<unknown>('readonly', (store, done) => {
        const request = store.get(key)
        request.onsuccess = () => done(request.result)
      }),
    set: (key, value) =>
      transact<void>('readwrite', (store, done) => {
        store.put(value, key)
        done(undefined)
      }),
    delete: (key) =>
      transact<void>('readwrite', (store, done) => {
        store.delete(key)
        done(undefined)
      }),
    getOrCreate: (key, create) =>
      transact<unknown>('readwrite', (store, done) => {
        const request = store.get(key)
        request.onsuccess = () => {
          if (request.result !== undefined) return done(request.result)
          const value = create()
          store.put(value, key)
          done(value)
        }
      }),
  }
  return createDeviceStore(prefixed(backend, scopePrefix(scope)))
}

function openDatabase(factory: IDBFactory | undefined, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (!factory) return reject(new DeviceStorageUnavailableError('no IndexedDB'))
    let request: IDBOpenDBRequest
    try {
      request = factory.open(name, 1)
    } catch (error) {
      return reject(new DeviceStorageUnavailableError(error)) // SecurityError: storage denied to this context
    }
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(OBJECT_STORE))
        request.result.createObjectStore(OBJECT_STORE)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(new DeviceStorageUnavailableError(request.error))
    request.onblocked = () => reject(new Error('IndexedDB open blocked by another tab'))
  })
}

/**
 * `primary`, until it fails with `DeviceStorageUnavailableError`; from then on, for the life of the frame,
 * a memory store. The fallback is explicit and reported once through `onFallback`: login still works, but
 * this browser is a new device at every load (a new device id, and the recovery password at each login).
 *
 * @example
 * const store = withMemoryFallback(createIndexedDbDeviceStore(), (error) => console.warn(error))
 */
export function withMemoryFallback(
  primary: DeviceStore,
  onFallback: (error: unknown) => void,
  { scope }: { scope?: DeviceStoreScope | undefined } = {},
): DeviceStore {
  let active = primary
  const use = async <T>(run: (store: DeviceStore) => Promise<T>): Promise<T> => {
    if (active === primary) {
      try {
        return await run(primary)
      } catch (error) {
        if (!(error instanceof DeviceStorageUnavailableError)) throw error
        if (active === primary) {
          active = createMemoryDeviceStore({ scope })
          onFallback(error)
        }
      }
    }
    return run(active)
  }
  return {
    getDeviceId: () => use((store) => store.getDeviceId()),
    getDeviceShare: (userId) => use((store) => store.getDeviceShare(userId)),
    setDeviceShare: (userId, value) => use((store) => store.setDeviceShare(userId, value)),
    deleteDeviceShare: (userId) => use((store) => store.deleteDeviceShare(userId)),
    getSessionToken: () => use((store) => store.getSessionToken()),
    setSessionToken: (token) => use((store) => store.setSessionToken(token)),
  }
}
