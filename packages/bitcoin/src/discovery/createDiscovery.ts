import type { Connector } from '@foyer/core'
import { loadCode, shareLoad } from '@foyer/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import type { WalletRegistry } from './createWalletRegistry.js'
import type { Listed, WalletHandle } from './listWallet.js'

export interface Discovery {
  /** Opens the registry (the first subscriber does) and reports the list once right away. Returns a cleanup. */
  start(onChange: (connectors: Connector[]) => void): () => void
  /**
   * Validates the wallets kept raw so far and reads the sats-connect providers, loading the checks (zod)
   * on the first call; from then on wallets are validated as they register. Until then none is listed.
   */
  prepare(): Promise<void>
  getConnectors(): Connector[]
  /** The wallet behind a connector, or undefined when it is gone (unregistered, or never listed). */
  getWallet(connectorId: string): WalletHandle | undefined
}

export interface CreateDiscoveryParameters {
  /** The Wallet Standard registry to read; undefined without a window. */
  openRegistry: (() => WalletRegistry & { close?(): void }) | undefined
  /** Where sats-connect providers are (`window`); undefined: none are listed. */
  satsWindow: object | undefined
}

/**
 * Bitcoin wallet discovery: Wallet Standard wallets with `bitcoin:connect` (kept raw until `prepare`,
 * then validated at the edge with zod) and sats-connect providers announced in `window.btc_providers`
 * (read in `prepare`). A wallet that unregisters leaves the list.
 *
 * @example
 * const discovery = createDiscovery({ openRegistry: getWallets, satsWindow: window })
 * const stop = discovery.start((connectors) => console.log(connectors))
 */
export function createDiscovery({ openRegistry, satsWindow }: CreateDiscoveryParameters): Discovery {
  const subscribers = new Set<(connectors: Connector[]) => void>()
  const raw = new Set<Wallet>()
  const listed = new Map<object, Listed>()
  let checks: typeof import('./discoveryChecks.js') | undefined
  let registry: (WalletRegistry & { close?(): void }) | undefined
  let offs: (() => void)[] = []

  const getConnectors = () => [...listed.values()].map((entry) => entry.connector)
  const notify = () => {
    const connectors = getConnectors()
    for (const subscriber of [...subscribers]) subscriber(connectors)
  }
  function onRegister(...wallets: Wallet[]): void {
    if (!checks) {
      for (const wallet of wallets) raw.add(wallet)
      return
    }
    let changed = false
    for (const wallet of wallets) changed = checks.listWallet(listed, wallet) || changed
    if (changed) notify()
  }
  function onUnregister(...wallets: Wallet[]): void {
    let changed = false
    for (const wallet of wallets) {
      raw.delete(wallet)
      changed = listed.delete(wallet) || changed
    }
    if (changed) notify()
  }
  // A failed download is forgotten (shareLoad), so that the next list tries again.
  const prepare = shareLoad(() =>
    loadCode(() => import('./discoveryChecks.js')).then((loaded) => {
      checks = loaded
      let changed = false
      for (const wallet of [...raw]) {
        raw.delete(wallet)
        changed = loaded.listWallet(listed, wallet) || changed
      }
      if (satsWindow) changed = loaded.listSatsProviders(listed, satsWindow) || changed
      if (changed) notify()
    }),
  )
  return {
    start(onChange) {
      subscribers.add(onChange)
      if (openRegistry && !registry) {
        const opened = openRegistry()
        registry = opened
        offs = [opened.on('register', onRegister), opened.on('unregister', onUnregister)]
        onRegister(...opened.get())
      }
      if (openRegistry || satsWindow) onChange(getConnectors())
      return () => {
        if (!subscribers.delete(onChange) || subscribers.size > 0) return
        for (const off of offs.splice(0)) off()
        registry?.close?.()
        registry = undefined
      }
    },
    prepare,
    getConnectors,
    getWallet(connectorId) {
      for (const entry of listed.values()) if (entry.connector.id === connectorId) return entry.handle
      return undefined
    },
  }
}
