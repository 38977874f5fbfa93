import type { Connector } from '@foyer/core'
import { loadCode, shareLoad } from '@foyer/core/adapter'
import type { Eip1193Provider, Eip6963ProviderDetail, EvmWindow } from '../types.js'
import type { HostConnector } from './acceptHostConnectors.js'
import type { checkAnnouncement } from './discoveryChecks.js'
import { isEip1193Provider } from './isEip1193Provider.js'

/** Id of the legacy `window.ethereum` connector. */
export const injectedConnectorId = 'injected'
/** Name core matches to hide the generic slot on desktop (spec section 5). */
const injectedConnectorName = 'Browser Wallet'

export interface Discovery {
  /** Listens for EIP-6963 announcements and asks wallets to announce. Returns a cleanup. */
  start(onChange: (connectors: Connector[]) => void): () => void
  /**
   * Validates the announcements kept raw so far, loading the validator (zod) on the first call; from then
   * on announcements are validated as they arrive. Until then announced wallets are not listed: page
   * load pays for no validation, and core prepares before the wallet list or a connection needs them.
   */
  prepare(): Promise<void>
  getConnectors(): Connector[]
  /** The provider behind a connector, or undefined when it is gone. */
  getProvider(connectorId: string): Eip1193Provider | undefined
}

function isSameAnnouncement(a: Eip6963ProviderDetail | undefined, b: Eip6963ProviderDetail): boolean {
  if (!a) return false
  return (
    a.provider === b.provider &&
    a.info.uuid === b.info.uuid &&
    a.info.name === b.info.name &&
    a.info.icon === b.info.icon
  )
}

function toConnector([id, { info }]: [string, Eip6963ProviderDetail]): Connector {
  const duplicateRdns = id !== info.rdns
  return {
    id,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: info.icon,
    info: duplicateRdns ? { rdns: info.rdns, duplicateRdns } : { rdns: info.rdns },
    installed: true,
  }
}

/** The legacy `window.ethereum`, when it is an EIP-1193 provider. */
function getInjectedProvider(window: EvmWindow | undefined): Eip1193Provider | undefined {
  const candidate = window?.ethereum
  return isEip1193Provider(candidate) ? candidate : undefined
}

/**
 * The host's external connectors, the announced wallets, then the generic 'Browser Wallet' slot unless
 * `window.ethereum` is one of them (installed when there is a `window.ethereum` at all). The host's come
 * first: a wallet announcing the same id is the same wallet, and the host chose how to reach it, so it is
 * listed once (two rows of one id would leave one that can never be connected).
 */
function listConnectors(
  announced: ReadonlyMap<string, Eip6963ProviderDetail>,
  external: readonly HostConnector[],
  injected: Eip1193Provider | undefined,
): Connector[] {
  const connectors = external.map(({ connector }) => connector)
  const hostIds = new Set(connectors.map((connector) => connector.id))
  connectors.push(...[...announced.entries()].filter(([id]) => !hostIds.has(id)).map(toConnector))
  const injectedIsAnnounced =
    injected !== undefined && [...announced.values()].some(({ provider }) => provider === injected)
  if (!injectedIsAnnounced) {
    connectors.push({
      id: injectedConnectorId,
      name: injectedConnectorName,
      type: 'INJECTED',
      chain: 'eip155',
      installed: injected !== undefined,
    })
  }
  return connectors
}

/**
 * The connector id of an announcement: its rdns, unless another provider holds that rdns already; then
 * `rdns#uuid`, so that an impostor can neither replace nor hide the first.
 */
function announcementKey(
  announced: ReadonlyMap<string, Eip6963ProviderDetail>,
  detail: Eip6963ProviderDetail,
): string {
  const first = announced.get(detail.info.rdns)
  return first === undefined || (first.info.uuid === detail.info.uuid && first.provider === detail.provider)
    ? detail.info.rdns
    : `${detail.info.rdns}#${detail.info.uuid}`
}

/**
 * EIP-6963 discovery plus the legacy `window.ethereum` slot. Announcements are validated at the edge, but
 * only once someone needs them (`prepare`): until then they are kept raw, untouched. A
 * provider's connector id is its rdns; the same provider (same uuid) announcing again replaces its entry.
 * Another provider announcing an rdns already taken does not replace the first (an impostor could hide
 * the real wallet): it is kept beside it, under `rdns#uuid` and marked `duplicateRdns`.
 *
 * @example
 * const discovery = createDiscovery(window)
 * const stop = discovery.start((connectors) => console.log(connectors))
 */
export function createDiscovery(
  window: EvmWindow | undefined,
  /** The host's own wallets (`evmAdapter({ connectors })`), unchecked until `prepare`. */
  offered?: unknown,
  /** The WalletConnect connector's id, which a host connector may not take. */
  walletConnectId?: string,
): Discovery {
  const announced = new Map<string, Eip6963ProviderDetail>()
  /** The host's connectors once `prepare` has checked them (refused ones are not listed). */
  let external: readonly HostConnector[] = []
  const subscribers = new Set<(connectors: Connector[]) => void>()
  /** Announcements received before `prepare`, not yet looked at. */
  const raw: unknown[] = []
  let parse: typeof checkAnnouncement | undefined

  const getConnectors = () => listConnectors(announced, external, getInjectedProvider(window))

  function notify() {
    const connectors = getConnectors()
    for (const subscriber of subscribers) subscriber(connectors)
  }

  function onAnnounce(event: Event) {
    const detail = (event as Partial<CustomEvent>).detail
    if (parse) accept(parse, detail)
    else raw.push(detail)
  }

  /** Validates one announcement and lists it; true when the list changed. */
  function accept(validate: typeof checkAnnouncement, input: unknown, quiet = false): boolean {
    const detail = validate(input)
    if (!detail) return false
    const key = announcementKey(announced, detail)
    if (isSameAnnouncement(announced.get(key), detail)) return false
    announced.set(key, detail)
    if (!quiet) notify()
    return true
  }

  // The checks of announcements and of the host's connectors load with the wallet list, not the page.
  const prepare = shareLoad(() =>
    loadCode(() => import('./discoveryChecks.js')).then(({ checkAnnouncement, acceptHostConnectors }) => {
      parse = checkAnnouncement
      if (offered !== undefined)
        external = acceptHostConnectors(offered, [injectedConnectorId, walletConnectId])
      let changed = external.length > 0
      for (const input of raw.splice(0)) changed = accept(checkAnnouncement, input, true) || changed
      if (changed) notify()
    }),
  )

  return {
    start(onChange) {
      if (!window) return () => undefined
      subscribers.add(onChange)
      if (subscribers.size === 1) {
        window.addEventListener('eip6963:announceProvider', onAnnounce)
        // Legacy wallets that inject late fire this once `window.ethereum` is set.
        window.addEventListener('ethereum#initialized', notify)
      }
      // Wallets answer synchronously; report the list once even when none announced.
      let reported = false
      const report = () => {
        reported = true
      }
      subscribers.add(report)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      subscribers.delete(report)
      if (!reported) onChange(getConnectors())
      return () => {
        if (!subscribers.delete(onChange) || subscribers.size > 0) return
        window.removeEventListener('eip6963:announceProvider', onAnnounce)
        window.removeEventListener('ethereum#initialized', notify)
      }
    },
    prepare,
    getConnectors,
    getProvider(connectorId) {
      if (connectorId === injectedConnectorId) return getInjectedProvider(window)
      return (
        external.find(({ connector }) => connector.id === connectorId)?.provider ??
        announced.get(connectorId)?.provider
      )
    },
  }
}
