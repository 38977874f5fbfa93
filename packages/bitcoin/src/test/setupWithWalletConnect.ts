import type { Network, WalletConnectConnector, WalletConnectProvider } from '@foyer/core'
import { createRecordingEvents } from '@foyer/core/test'
import { bitcoinAdapter } from '../bitcoinAdapter.js'
import { bitcoinMainnet, bitcoinSignet, bitcoinTestnet } from '../networks.js'
import type { BitcoinAddressPurpose } from '../types.js'

export const walletConnectId = 'walletConnect'

/** A call the session's provider received: WalletConnect's Bitcoin RPC method, its params and chain. */
export interface SessionCall {
  method: string
  params: unknown
  chain: string | undefined
}

/** How the fake wallet answers a method (throw to fail it, e.g. `{ code: 5000 }` for a refusal). */
export type SessionHandler = (params: Record<string, unknown>, chain: string | undefined) => unknown

type Listener = (...args: never[]) => void

/**
 * A fake WalletConnect connector and its session's provider: `approve(accounts)` is what the wallet
 * approves when the site pairs (CAIP-10 accounts of any family), `handlers` answer the session's calls
 * (a method without one is 4200, as the scoped provider refuses a method the session did not approve),
 * `emit` plays an event of the SDK's provider.
 */
export function createFakeWalletConnect() {
  const listeners = new Map<string, Set<Listener>>()
  const calls: SessionCall[] = []
  const handlers: Record<string, SessionHandler> = {}
  let approved: string[] = []
  let accounts: string[] = []
  /** The session's properties (the wallet's approval sets them; undefined without a session). */
  const properties: Record<string, string> = {}
  const provider: WalletConnectProvider = {
    async request({ method, params }, chain) {
      calls.push({ method, params, chain })
      const handler = handlers[method]
      if (!handler) throw { code: 4200, message: `The session did not approve ${method}` }
      return handler((params ?? {}) as Record<string, unknown>, chain)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  /** What the adapter asked of the connector, in order, with the networks a pairing proposed. */
  const log: { call: 'connect' | 'restore' | 'disconnect'; networks?: string[] }[] = []
  const of = (namespace = 'eip155') => accounts.filter((account) => account.startsWith(`${namespace}:`))
  const connector: WalletConnectConnector = {
    id: walletConnectId,
    name: 'WalletConnect',
    getProvider: (namespace) => (of(namespace).length > 0 ? provider : undefined),
    getAccounts: (namespace) =>
      of(namespace) as ReturnType<NonNullable<WalletConnectConnector['getAccounts']>>,
    async connect({ networks }) {
      log.push({ call: 'connect', networks: networks.map((network) => network.caipNetworkId) })
      accounts = [...approved]
      return provider
    },
    async restore() {
      log.push({ call: 'restore' })
      return accounts.length > 0 ? provider : undefined
    },
    async disconnect() {
      log.push({ call: 'disconnect' })
      accounts = []
    },
    getSessionProperties: () => (accounts.length > 0 ? properties : undefined),
  }
  return {
    connector,
    log,
    calls,
    handlers,
    properties,
    /** The accounts the wallet approves at the next pairing. */
    approve(next: string[]) {
      approved = next
    },
    /** A session stored by an earlier page (or paired by another family): restore finds it. */
    store(next: string[]) {
      accounts = [...next]
    },
    /** The wallet changes the session's accounts (a session_update follows). */
    update(next: string[]) {
      accounts = [...next]
      this.emit('session_update', { topic: 'topic', params: { namespaces: {} } })
    },
    /** The wallet ends the session. */
    end() {
      accounts = []
      this.emit('session_delete', { topic: 'topic' })
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (...a: unknown[]) => void)(...args)
    },
  }
}

export interface SetupWithWalletConnectParameters {
  /** The host's requested bip122 networks (the proposal's too). */
  networks?: Network[]
  purposes?: readonly BitcoinAddressPurpose[]
}

/** A Bitcoin adapter given a fake WalletConnect connector (no window: no installed wallet), set up and prepared. */
export async function setupWithWalletConnect(parameters: SetupWithWalletConnectParameters = {}) {
  const session = createFakeWalletConnect()
  const networks = parameters.networks ?? [bitcoinMainnet, bitcoinTestnet, bitcoinSignet]
  const adapter = bitcoinAdapter({
    walletConnect: session.connector,
    satsConnect: false,
    ...(parameters.purposes ? { purposes: parameters.purposes } : {}),
  })
  const pairing: unknown[] = []
  const events = {
    ...createRecordingEvents(networks),
    sessionNetworks: () => networks,
    walletConnectChanged: (p: unknown) => pairing.push(p),
  }
  const cleanup = adapter.setup(events)
  await adapter.prepare()
  return { adapter, events, session, cleanup }
}
