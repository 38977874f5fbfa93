import type { Connector } from '@foyer/core'
import { loadCode, shareLoad } from '@foyer/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import type { HostConnector } from './acceptHostConnectors.js'
import type { WalletRegistry } from './createWalletRegistry.js'
import type { Listed, listWallet } from './listWallet.js'

export interface Discovery {
  /**
   * Opens the registry (the first subscriber does) and lists the wallets it holds and registers from
   * then on; reports the list once right away. Returns a cleanup.
   */
  start(onChange: (connectors: Connector[]) => void): () => void
  /**
   * Validates the wallets kept raw so far, loading the validator (zod) on the first call; from then on
   * wallets are validated as they register. Until then no wallet is listed: page load pays for no
   * validation, and core prepares before the wallet list or a connection needs them.
   */
  prepare(): Promise<void>
  getConnectors(): Connector[]
  /**
   * The wallet behind a connector (the host's own first), or undefined when it is gone (unregistered, or
   * never listed).
   */
  getWallet(connectorId: string): Wallet | undefined
}

/** The wallet behind a connector id: the host's first (a registered wallet never takes its id). */
function findWallet(
  external: readonly HostConnector[],
  listed: ReadonlyMap<Wallet, Listed>,
  connectorId: string,
): Wallet | undefined {
  const host = external.find(({ connector }) => connector.id === connectorId)
  if (host) return host.wallet
  for (const entry of listed.values()) if (entry.connector.id === connectorId) return entry.wallet
  return undefined
}

/**
 * Wallet Standard discovery for Solana. `openRegistry` gives the registry to read (the page's shared
 * `getWallets()`, or one on a given window); undefined means there is no window (nothing is found).
 * Wallets are kept raw until someone needs them (`prepare`), then validated at the edge: a malformed
 * wallet is skipped with a console.warn, a wallet for another chain family is skipped silently.
 * A connector's id is `ws:` and the wallet's name; a second wallet registering a name already listed
 * gets `ws:<name>#2` and is marked, so that an impostor can neither hide the real wallet nor take its id.
 * An unregistered wallet leaves the list. The host's own wallets (`solanaAdapter({ connectors })`) are
 * checked in `prepare` too and listed first, as external connectors under the host's ids.
 *
 * @example
 * const discovery = createDiscovery(() => getWallets())
 * const stop = discovery.start((connectors) => console.log(connectors))
 */
export function createDiscovery(
  openRegistry: (() => WalletRegistry & { close?(): void }) | undefined,
  /** The host's own wallets (`solanaAdapter({ connectors })`), unchecked until `prepare`. */
  offered?: unknown,
  /** The WalletConnect connector's id, which a host connector may not take. */
  walletConnectId?: string,
): Discovery {
  /** The host's connectors once `prepare` has checked them (refused ones are not listed). */
  let external: readonly HostConnector[] = []
  const subscribers = new Set<(connectors: Connector[]) => void>()
  /** Wallets registered before `prepare`, not yet looked at, in registration order. */
  const raw = new Set<Wallet>()
  /** Listed wallets, in the order they were accepted. */
  const listed = new Map<Wallet, Listed>()
  /** Lists one registered wallet once checked: loaded with the checks (`prepare`). */
  let list: typeof listWallet | undefined
  let registry: (WalletRegistry & { close?(): void }) | undefined
  let offs: (() => void)[] = []

  function getConnectors(): Connector[] {
    return [...external, ...listed.values()].map(({ connector }) => connector)
  }

  function notify(): void {
    const connectors = getConnectors()
    for (const subscriber of [...subscribers]) subscriber(connectors)
  }

  function onRegister(...wallets: Wallet[]): void {
    if (!list) {
      for (const wallet of wallets) raw.add(wallet)
      return
    }
    let changed = false
    for (const wallet of wallets) changed = list(listed, wallet, external) || changed
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

  // The checks of registered wallets and of the host's connectors load with the wallet list, not the page.
  const prepare = shareLoad(() =>
    loadCode(() => import('./discoveryChecks.js')).then(
      ({ acceptHostConnectors, connectorIdPrefix, listWallet }) => {
        if (offered !== undefined)
          external = acceptHostConnectors(offered, [walletConnectId], connectorIdPrefix)
        list = listWallet
        let changed = external.length > 0
        for (const wallet of [...raw]) {
          raw.delete(wallet)
          changed = listWallet(listed, wallet, external) || changed
        }
        if (changed) notify()
      },
    ),
  )

  return {
    start(onChange) {
      subscribers.add(onChange)
      if (openRegistry && !registry) {
        // The registry keeps the wallets registered while it opened (app-ready is answered at once).
        const opened = openRegistry()
        registry = opened
        offs = [opened.on('register', onRegister), opened.on('unregister', onUnregister)]
        onRegister(...opened.get())
      }
      // Without a window only the host's wallets can be listed; nothing is reported until there are some.
      if (openRegistry || external.length > 0) onChange(getConnectors())
      return () => {
        if (!subscribers.delete(onChange) || subscribers.size > 0) return
        for (const off of offs.splice(0)) off()
        registry?.close?.()
        registry = undefined
      }
    },
    prepare,
    getConnectors,
    getWallet: (connectorId) => findWallet(external, listed, connectorId),
  }
}
