import type { FoyerError } from '../kernel/errors/base.js'
import { createMemoryStorage } from '../kernel/storage/createMemoryStorage.js'
import { isMobile } from '../kernel/utils/isMobile.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import type { KeyValueStorage } from '../types/storage.js'

/** Per-instance state that is not part of the public stores (adapters, timers, pending work). */
export interface FoyerInternals {
  adapters: Map<ChainNamespace, ChainAdapter>
  /** Connectors last reported by each adapter; `chains.connectors` is their concatenation. */
  connectorsByNamespace: Map<ChainNamespace, Connector[]>
  /** Cleanups returned by `adapter.setup`. */
  cleanups: Map<ChainNamespace, () => void>
  storage: KeyValueStorage
  isMobile: () => boolean
  /** Rejects the pending connect through `connectorId` (the wallet went away mid-connect). */
  pendingConnects: Map<string, (error: FoyerError) => void>
  /** Networks whose balance failure was already logged once. */
  warnedBalance: Set<string>
  timers: Set<ReturnType<typeof setTimeout>>
  shakeTimer: ReturnType<typeof setTimeout> | undefined
  /** Run by `foyer.destroy()`: subscriptions and loops that modules started for this instance. */
  disposers: Set<() => void>
  destroyed: boolean
}

const registry = new WeakMap<Foyer, FoyerInternals>()

/** Called once by createFoyer. */
export function registerInternals(foyer: Foyer, internals: FoyerInternals): void {
  registry.set(foyer, internals)
}

/** The internals of `foyer`; a Foyer built by hand gets defaults derived from its options. */
export function getInternals(foyer: Foyer): FoyerInternals {
  let internals = registry.get(foyer)
  if (!internals) {
    internals = {
      adapters: new Map(foyer.options.adapters.map((adapter) => [adapter.namespace, adapter])),
      connectorsByNamespace: new Map(),
      cleanups: new Map(),
      storage: foyer.options.storage ?? createMemoryStorage(),
      isMobile: foyer.options.isMobile ?? isMobile,
      pendingConnects: new Map(),
      warnedBalance: new Set(),
      timers: new Set(),
      shakeTimer: undefined,
      disposers: new Set(),
      destroyed: false,
    }
    registry.set(foyer, internals)
  }
  return internals
}

/** A setTimeout that `foyer.destroy()` cancels. */
export function schedule(foyer: Foyer, fn: () => void, ms: number): ReturnType<typeof setTimeout> {
  const internals = getInternals(foyer)
  const timer = setTimeout(() => {
    internals.timers.delete(timer)
    fn()
  }, ms)
  internals.timers.add(timer)
  return timer
}

/** Cancels a timer made by `schedule`. */
export function cancel(foyer: Foyer, timer: ReturnType<typeof setTimeout> | undefined): void {
  if (timer === undefined) return
  clearTimeout(timer)
  getInternals(foyer).timers.delete(timer)
}

/** Runs `dispose` when `foyer` is destroyed (at once if it already is). */
export function onDestroy(foyer: Foyer, dispose: () => void): void {
  const internals = getInternals(foyer)
  if (internals.destroyed) dispose()
  else internals.disposers.add(dispose)
}

/** Waits `ms` on a timer that `foyer.destroy()` cancels; resolves false when the instance is destroyed. */
export function pause(foyer: Foyer, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (getInternals(foyer).destroyed) {
      resolve(false)
      return
    }
    const timer = schedule(
      foyer,
      () => {
        getInternals(foyer).disposers.delete(stop)
        resolve(true)
      },
      ms,
    )
    const stop = () => {
      cancel(foyer, timer)
      resolve(false)
    }
    getInternals(foyer).disposers.add(stop)
  })
}
