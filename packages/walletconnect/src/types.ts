import type {
  ApprovedNetworks,
  CaipAddress,
  ChainNamespace,
  WalletConnectConnector as CoreWalletConnectConnector,
  WalletConnectProvider as CoreWalletConnectProvider,
} from '@foyer/core'

/** The connector's options, apart from its code so that the lazily loaded SDK part can use them too. */

/** The async storage the WalletConnect clients persist to (IndexedDB in the browser by default). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** The site as wallets show it. */
export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export interface WalletConnectParameters {
  projectId: string
  /** The relay's WebSocket URL (e.g. the local relay of `@foyer/devnet`). */
  relayUrl?: string | undefined
  /**
   * The site as wallets show it. Defaults to createFoyer's `metadata` (one description of the site for
   * the modal, the login frame and the wallet), else the page's title and origin.
   */
  metadata?: WalletConnectMetadata | undefined
  /** Defaults to 'walletConnect'. */
  id?: string | undefined
  /** Defaults to 'WalletConnect'. */
  name?: string | undefined
  imageUrl?: string | undefined
  storage?: WalletConnectStorage | undefined
  /** Keeps two clients in one page or process apart. */
  customStoragePrefix?: string | undefined
  /**
   * How long to wait for the SDK to start and reach the relay before `RelayUnreachableError`, in ms.
   * Default 20 000: the SDK's start is CPU-bound, and on a busy machine it alone took over 10 s (a slow
   * device must not be told that the relay is down).
   */
  relayTimeoutMs?: number | undefined
  /**
   * WalletConnect Verify (an attestation of the site's origin by verify.walletconnect.org, shown by wallets
   * as "verified"). Off by default: it loads a frame from a vendor host the site did not configure and
   * delays every pairing by up to 5 s where that host is unreachable. `true` turns it on.
   */
  verify?: boolean | undefined
}

/** The session's provider (the UniversalProvider): core's contract, with its events always there. */
export interface WalletConnectProvider extends CoreWalletConnectProvider {
  on(event: string, listener: (...args: never[]) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
}

/** Core's pairing-connector contract, as this package fulfils it: events and approved networks always answered. */
export interface WalletConnectConnector extends CoreWalletConnectConnector {
  getProvider(namespace?: ChainNamespace): WalletConnectProvider | undefined
  getAccounts(namespace: ChainNamespace): CaipAddress[]
  connect(p: Parameters<CoreWalletConnectConnector['connect']>[0]): Promise<WalletConnectProvider>
  restore(p: Parameters<CoreWalletConnectConnector['restore']>[0]): Promise<WalletConnectProvider | undefined>
  getApprovedNetworks(namespace?: ChainNamespace): ApprovedNetworks | undefined
  getSessionProperties(): Readonly<Record<string, string>> | undefined
}
