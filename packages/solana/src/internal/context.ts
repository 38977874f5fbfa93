import type { AdapterEvents, Network, WalletConnectConnector } from '@foyer/core'
import type { Rpc, SolanaRpcApi } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { Discovery } from '../discovery/createDiscovery.js'

/** The `standard:events` listener attached to one wallet, with the function that removes it. */
export interface WalletWatcher {
  wallet: Wallet
  stop(): void
}

/**
 * A connection to a wallet: its Solana accounts (first is the active one) and the cluster its requests
 * name. The Wallet Standard has no "active chain": the app names the chain in every call, so the adapter
 * keeps the one core connected or switched to.
 */
export interface Session {
  wallet: Wallet
  accounts: readonly WalletAccount[]
  /** The Wallet Standard chain named in the wallet's calls ('solana:devnet'). */
  chain: `solana:${string}`
  /** The Foyer network of `chain`, when core named it (its RPC sends for wallets that only sign). */
  network: Network | undefined
}

/** Per-adapter state shared by the adapter's operations. One context per `solanaAdapter()` call. */
export interface SolanaAdapterContext {
  readonly discovery: Discovery
  /** The events of the Foyer instance that called `setup`; undefined before setup or after cleanup. */
  events: AdapterEvents | undefined
  /** `standard:events` listeners by connector id. */
  readonly watchers: Map<string, WalletWatcher>
  /** Connected wallets by connector id. */
  readonly sessions: Map<string, Session>
  /** JSON-RPC clients by RPC URL (a type import: `@solana/kit` loads with the operations). */
  readonly rpcs: Map<string, Rpc<SolanaRpcApi>>
  readonly rpc: { timeout: number }
  /** The WalletConnect connector the host gave (shared with the other families' adapters). */
  readonly walletConnect: WalletConnectConnector | undefined
  /** The solana namespace of its session as a Wallet Standard wallet, made on first use. */
  walletConnectWallet: Wallet | undefined
}
