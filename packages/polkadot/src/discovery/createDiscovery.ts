import type { ApprovedNetworks, Connector } from '@foyer/core'
import { loadCode, shareLoad } from '@foyer/core/adapter'
import type { Injected, InjectedWindowProvider, PolkadotWindow } from '../types.js'
import type { parseExtension } from './parseExtension.js'

/** Connector ids of injected Polkadot extensions: the prefix and the extension's key in `injectedWeb3`. */
export const connectorIdPrefix = 'injectedWeb3:'

export interface Extension {
  key: string
  /** The entry of `injectedWeb3` as it was listed: a connection holds on to this object. */
  provider: InjectedWindowProvider
  connector: Connector
  /**
   * Set for the WalletConnect session's polkadot namespace, which is no injected extension: its `enable`
   * pairs (for as long as the pairing view is open: no connect timeout), `restore` re-attaches to the
   * stored or just-paired session without pairing (undefined when there is none, or it has no polkadot
   * account), `approvedNetworks` names the chains the wallet approved.
   */
  walletConnect?:
    | {
        restore(): Promise<Injected | undefined>
        approvedNetworks(): ApprovedNetworks | undefined
      }
    | undefined
}

export interface Discovery {
  /** Reads `injectedWeb3` (now, and again when the page has loaded) and reports the list. Returns a cleanup. */
  start(onChange: (connectors: Connector[]) => void): () => void
  /** Loads the validator (zod) and validates the entries; until then nothing is listed. */
  prepare(): Promise<void>
  /** Reads `injectedWeb3` again (extensions come and go without an event); reports a change. */
  refresh(): void
  getConnectors(): Connector[]
  /** The listed extension behind a connector id; undefined when it is gone or was never listed. */
  getExtension(connectorId: string): Extension | undefined
}

/** The entries of `injectedWeb3`, or none when it is missing or unreadable (a throwing getter). */
function readEntries(window: PolkadotWindow | undefined): [string, unknown][] {
  try {
    const injected = window?.injectedWeb3
    if (typeof injected !== 'object' || injected === null) return []
    return Object.keys(injected).map((key) => [key, (injected as Record<string, unknown>)[key]])
  } catch (error) {
    console.warn('Foyer: could not read window.injectedWeb3', error)
    return []
  }
}

/**
 * Discovery of Polkadot extensions through `window.injectedWeb3` (the `@polkadot/extension-inject`
 * protocol: each extension adds `injectedWeb3[<name>] = { version, enable }`). There is no event: the
 * adapter reads the object when discovery starts, when the page has loaded, before the wallet list shows
 * (`prepare`) and before each connection (`refresh`). Entries are validated at the edge (zod, loaded with
 * `prepare`): a malformed one is skipped with a console.warn. Each extension is a connector of type
 * INJECTED, `injectedWeb3:<key>`, named by its key; one whose name an earlier entry has is marked
 * (`info.duplicateRdns`). An entry replaced under the same key is another
 * extension: a connection through the old one ends.
 */
export function createDiscovery(window: PolkadotWindow | undefined): Discovery {
  const subscribers = new Set<(connectors: Connector[]) => void>()
  let listed: Extension[] = []
  let parse: typeof parseExtension | undefined
  let stopLoad: (() => void) | undefined
  let stopFocus: (() => void) | undefined
  /** Entries already refused, so that each malformed entry is reported once. */
  const refused = new WeakSet<object>()

  const getConnectors = () => listed.map((extension) => extension.connector)
  const notify = () => {
    const connectors = getConnectors()
    for (const subscriber of [...subscribers]) subscriber(connectors)
  }

  function refresh(): void {
    if (!parse) return
    const next: Extension[] = []
    for (const [key, entry] of readEntries(window)) {
      const known = listed.find((extension) => extension.key === key && extension.provider === entry)
      if (known) {
        next.push(known)
        continue
      }
      const result = parse(key, entry)
      if (result.kind === 'invalid') {
        const object = typeof entry === 'object' && entry !== null ? entry : undefined
        if (!object || !refused.has(object))
          console.warn(`Foyer: ignored an invalid injectedWeb3 entry (${result.reason})`)
        if (object) refused.add(object)
        continue
      }
      next.push(toExtension(result.key, result.provider, next))
    }
    const changed =
      next.length !== listed.length || next.some((extension, index) => extension !== listed[index])
    listed = next
    if (changed) notify()
  }

  // A failed download is forgotten (shareLoad), so that the next list tries again.
  const prepare = shareLoad(() =>
    loadCode(() => import('./parseExtension.js')).then((module) => {
      parse = module.parseExtension
      refresh()
    }),
  )

  return {
    start(onChange) {
      subscribers.add(onChange)
      // Extensions inject their entry as the page loads: read again once it has.
      if (!stopLoad && window?.addEventListener && window.document?.readyState !== 'complete') {
        const onLoad = () => refresh()
        window.addEventListener('load', onLoad, { once: true })
        stopLoad = () => window.removeEventListener?.('load', onLoad)
      }
      // Extensions are turned off elsewhere (the browser's extension page), without an event: read again
      // when the visitor comes back to the page, so that a connection to one that left ends then.
      if (!stopFocus && window?.addEventListener) {
        const onFocus = () => refresh()
        window.addEventListener('focus', onFocus)
        stopFocus = () => window.removeEventListener?.('focus', onFocus)
      }
      refresh()
      onChange(getConnectors())
      return () => {
        if (!subscribers.delete(onChange) || subscribers.size > 0) return
        stopLoad?.()
        stopLoad = undefined
        stopFocus?.()
        stopFocus = undefined
      }
    },
    prepare,
    refresh,
    getConnectors,
    getExtension: (connectorId) => listed.find((extension) => extension.connector.id === connectorId),
  }
}

/**
 * A newly listed extension. Keys are free text: 'foyer_polkadot_dev' reads as the name of
 * 'foyer-polkadot-dev'. One named like an extension listed before it is listed too, marked
 * (`info.duplicateRdns`), as the other families mark theirs.
 */
function toExtension(key: string, provider: InjectedWindowProvider, listed: readonly Extension[]): Extension {
  const name = extensionName(key)
  const duplicate = listed.some((extension) => extension.connector.name === name)
  return {
    key,
    provider,
    connector: {
      id: `${connectorIdPrefix}${key}`,
      name,
      type: 'INJECTED',
      chain: 'polkadot',
      installed: true,
      ...(duplicate ? { info: { duplicateRdns: true } } : {}),
    },
  }
}

/**
 * The names extensions are known by: the protocol gives only a key (`injectedWeb3['subwallet-js']`).
 * Another key is shown in words ('my-wallet' → 'My Wallet').
 */
const knownNames: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot.js',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
}

export function extensionName(key: string): string {
  const known = Object.hasOwn(knownNames, key) ? knownNames[key] : undefined
  if (known) return known
  const words = key.split(/[-_\s]+/).filter(Boolean)
  return words.length > 0 ? words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ') : key
}
