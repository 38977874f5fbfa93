import type { AdapterEvents, Network, WalletConnectConnector } from '@foyer/core'
import type { Discovery } from '../discovery/createDiscovery.js'
import type { BitcoinAddressPurpose, BitcoinChain } from '../types.js'
import type { BitcoinAccount, WalletClient } from './client.js'

/**
 * A connection to a wallet: the accounts it gave (on every network it named) and the network the site
 * is on. The active addresses are the accounts of `chain`, payment first.
 */
export interface Session {
  client: WalletClient
  accounts: BitcoinAccount[]
  chain: BitcoinChain
  network: Network | undefined
}

/** Per-adapter state shared by the adapter's operations. One context per `bitcoinAdapter()` call. */
export interface BitcoinAdapterContext {
  readonly discovery: Discovery
  readonly purposes: readonly BitcoinAddressPurpose[]
  /** The events of the Foyer instance that called `setup`; undefined before setup or after cleanup. */
  events: AdapterEvents | undefined
  /** Connected wallets by connector id. */
  readonly sessions: Map<string, Session>
  /** The listener of each connected wallet's events, by connector id. */
  readonly watchers: Map<string, { client: WalletClient; stop(): void }>
  /** One client per wallet object (a wallet or a provider), so that a session knows its wallet again. */
  readonly clients: WeakMap<object, WalletClient>
  /** The WalletConnect connector the host gave (shared with the other families' adapters). */
  readonly walletConnect: WalletConnectConnector | undefined
  /** The bip122 namespace of its session as a client, made on first use. */
  walletConnectClient: WalletClient | undefined
}
