/** How a wallet answers requests that need the user's approval. */
export type ApprovalMode = 'ask' | 'approve' | 'reject'

/** A chain the dev wallets can use. */
export interface DevWalletChain {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** Per-wallet settings in the page config, keyed by rdns. */
export interface DevWalletSettings {
  /** false: do not install this wallet. */
  enabled?: boolean
  /** Initial approval mode of this wallet. */
  mode?: ApprovalMode
  /** The chains the wallet knows at first (others answer 4902 until added). */
  knownChainIds?: number[]
}

/** What the page sets in `window.__FOYER_DEVNET__` before loading devwallet.js. */
export interface DevnetPageConfig {
  chains: DevWalletChain[]
  /** Initial approval mode of every wallet ('ask' by default; `?devwallet=<mode>` in the URL wins). */
  mode?: ApprovalMode
  wallets?: Record<string, DevWalletSettings>
  /** false: mount no approval panel (tests that drive `window.foyerDevWallet` only). Default true. */
  panel?: boolean
  /**
   * The Hardhat account (an index of the default accounts, each with ETH on every devnet chain) the
   * Foyer Dev Wallet holds instead of #0 and #1
   * (`?devaccount=<n>` in the URL): a test that changes what the server knows of an account (its name)
   * uses an account no other test reads.
   */
  account?: number
  /**
   * The local Solana ledger: with it, Solana dev wallets register through the Wallet Standard: 'Foyer
   * Solana Dev Wallet' (dev.foyer.solana, the ledger's dev accounts #0 and #1) and Lantern's Solana side
   * ('Lantern Dev Wallet', dev.foyer.lantern like its EVM side, the ledger's dev account #2).
   */
  solana?: { rpcUrl: string }
}

export interface RequestArguments {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'
export type ProviderListener = (...args: unknown[]) => void

/** The EIP-1193 provider a dev wallet injects. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: ProviderListener): Eip1193Provider
  removeListener(event: string, listener: ProviderListener): Eip1193Provider
  readonly isFoyerDevWallet: true
}

/** EIP-6963 provider info. */
export interface WalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** A request waiting for approval, as the panel and `foyerDevWallet.pending()` show it. */
export interface PendingRequest {
  id: number
  rdns: string
  wallet: string
  method: string
  origin: string
  summary: string
}

/** Storage of the wallet's persisted state (localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
