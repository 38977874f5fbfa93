import type { Connector } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'
import type { WalletRegistry } from './createWalletRegistry.js'
import type { ParsedWallet, parseWallet } from './parseWallet.js'

/** Connector ids of Wallet Standard wallets: the prefix and the wallet's name. */
export const connectorIdPrefix = 'ws:'

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
  /** The wallet behind a connector, or undefined when it is gone (unregistered, or never listed). */
  getWallet(connectorId: string): Wallet | undefined
}

interface Listed extends ParsedWallet {
  id: string
  /** Another wallet registered the same name first: listed, but marked, so it cannot pass for it. */
  duplicate: boolean
}

function toConnector({ id, name, icon, duplicate }: Listed): Connector {
  return {
    id,
    name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: icon,
    ...(duplicate ? { info: { duplicateRdns: true } } : {}),
    installed: true,
  }
}

/**
 * Validates one wallet and adds it to `listed` when it is a Solana wallet; true when the list changed.
 * Its id is `ws:<name>`, or `ws:<name>#2` (and so on) when a wallet of that name is listed already.
 */
function listWallet(listed: Map<Wallet, Listed>, validate: typeof parseWallet, wallet: Wallet): boolean {
  if (listed.has(wallet)) return false
  const result = validate(wallet)
  if (result.kind === 'invalid') {
    console.warn(`Foyer: ignored an invalid Wallet Standard wallet (${result.reason})`)
    return false
  }
  if (result.kind === 'other') return false
  const base = `${connectorIdPrefix}${result.parsed.name}`
  const taken = new Set([...listed.values()].map((entry) => entry.id))
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}#${n}`
  listed.set(wallet, { ...result.parsed, id, duplicate: id !== base })
  return true
}

/**
 * Wallet Standard discovery for Solana. `openRegistry` gives the registry to read (the page's shared
 * `getWallets()`, or one on a given window); undefined means there is no window (nothing is found).
 * Wallets are kept raw until someone needs them (`prepare`), then validated at the edge: a malformed
 * wallet is skipped with a console.warn, a wallet for another chain family is skipped silently.
 * A connector's id is `ws:` and the wallet's name; a second wallet registering a name already listed
 * gets `ws:<name>#2` and is marked, so that an impostor can neither hide the real wallet nor take its id.
 * An unregistered wallet leaves the list.
 *
 * @example
 * const discovery = createDiscovery(() => getWallets())
 * const stop = discovery.start((connectors) => console.log(connectors))
 */
export function createDiscovery(
  openRegistry: (() => WalletRegistry & { close?(): void }) | undefined,
): Discovery {
  const subscribers = new Set<(connectors: Connector[]) => void>()
  /** Wallets registered before `prepare`, not yet looked at, in registration order. */
  const raw = new Set<Wallet>()
  /** Listed wallets, in the order they were accepted. */
  const listed = new Map<Wallet, Listed>()
  let parse: typeof parseWallet | undefined
  let preparing: Promise<void> | undefined
  let registry: (WalletRegistry & { close?(): void }) | undefined
  let offs: (() => void)[] = []

  function getConnectors(): Connector[] {
    return [...listed.values()].map(toConnector)
  }

  function notify(): void {
    const connectors = getConnectors()
    for (const subscriber of [...subscribers]) subscriber(connectors)
  }

  const accept = (validate: typeof parseWallet, wallet: Wallet) => listWallet(listed, validate, wallet)

  function onRegister(...wallets: Wallet[]): void {
    if (!parse) {
      for (const wallet of wallets) raw.add(wallet)
      return
    }
    let changed = false
    for (const wallet of wallets) changed = accept(parse, wallet) || changed
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

  function prepare(): Promise<void> {
    preparing ??= import('./parseWallet.js').then(
      ({ parseWallet }) => {
        parse = parseWallet
        let changed = false
        for (const wallet of [...raw]) {
          raw.delete(wallet)
          changed = accept(parseWallet, wallet) || changed
        }
        if (changed) notify()
      },
      (error: unknown) => {
        preparing = undefined
        throw error
      },
    )
    return preparing
  }

  return {
    start(onChange) {
      if (!openRegistry) return () => undefined
      subscribers.add(onChange)
      if (!registry) {
        // The registry keeps the wallets registered while it opened (app-ready is answered at once).
        const opened = openRegistry()
        registry = opened
        offs = [opened.on('register', onRegister), opened.on('unregister', onUnregister)]
        onRegister(...opened.get())
      }
      onChange(getConnectors())
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
      for (const entry of listed.values()) if (entry.id === connectorId) return entry.wallet
      return undefined
    },
  }
}
