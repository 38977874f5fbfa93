import type { AdapterEvents, ApprovedNetworks, Network, WalletConnectConnector } from '@foyer/core'
import type { Discovery, Extension } from '../discovery/createDiscovery.js'
import type { Injected, InjectedWindowProvider, PolkadotWindow } from '../types.js'

/** An account of the extension, as the adapter keeps it: the extension's own address and the key in it. */
export interface PolkadotAccount {
  /** The address as the extension gave it (what its signer expects back). */
  extensionAddress: string
  /** The 32-byte account id: the same on every network, written with each network's SS58 prefix. */
  publicKey: Uint8Array
  name: string | undefined
  type: string | undefined
  genesisHash: string | null | undefined
}

/**
 * A connection to an extension: what `enable` gave, its accounts (first is the active one) and the
 * network core connected or switched to, whose SS58 prefix the addresses are written with.
 */
export interface Session {
  provider: InjectedWindowProvider
  injected: Injected
  accounts: readonly PolkadotAccount[]
  network: Network
  /** The networks the wallet approved (a WalletConnect session, read anew each time); undefined: any. */
  approvedNetworks: (() => ApprovedNetworks | undefined) | undefined
  unsubscribe(): void
}

/** Per-adapter state shared by the adapter's operations. One context per `polkadotAdapter()` call. */
export interface PolkadotAdapterContext {
  readonly discovery: Discovery
  readonly window: PolkadotWindow | undefined
  /** The events of the Foyer instance that called `setup`; undefined before setup or after cleanup. */
  events: AdapterEvents | undefined
  /** Connected extensions by connector id. */
  readonly sessions: Map<string, Session>
  readonly appName: string | undefined
  readonly ss58Prefixes: Readonly<Record<string, number>> | undefined
  readonly connectTimeoutMs: number
  /** The WalletConnect connector the host gave (shared with the other families' adapters). */
  readonly walletConnect: WalletConnectConnector | undefined
  /** Its session's polkadot namespace as an extension, made on first use (with the operations' code). */
  walletConnectExtension: Extension | undefined
}
