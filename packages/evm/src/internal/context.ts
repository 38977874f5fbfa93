import type { AdapterEvents } from '@foyer/core'
import type { Client } from 'viem'
import type { Discovery } from '../discovery/createDiscovery.js'
import type { Eip1193Provider, EvmWalletConnectConnector } from '../types.js'
import type { EmbeddedProvider } from './createEmbeddedProvider.js'

/** Listeners attached to one wallet's provider, with the function that removes them. */
export interface ProviderWatcher {
  provider: Eip1193Provider
  stop(): void
}

/** Per-adapter state shared by the adapter's operations. One context per `evmAdapter()` call. */
export interface EvmAdapterContext {
  readonly discovery: Discovery
  /** The events of the Foyer instance that called `setup`; undefined before setup or after cleanup. */
  events: AdapterEvents | undefined
  /** The EIP-1193 providers made over core's embedded wallets (email login), by connector id. */
  readonly embedded: Map<string, EmbeddedProvider>
  /** Provider listeners by connector id. */
  readonly watchers: Map<string, ProviderWatcher>
  /** JSON-RPC clients by network and RPC URL. */
  readonly clients: Map<string, Client>
  readonly rpc: { timeout: number; retryCount: number; retryDelay: number }
  /** The WalletConnect connector, when the host gave one. */
  readonly walletConnect: EvmWalletConnectConnector | undefined
}
