import type { AccountDataState } from './accountData.js'
import type { ChainAdapter } from './adapter.js'
import type { Connector } from './connector.js'
import type { DirectoryState } from './directory.js'
import type { FormsState, OnrampCheckoutState } from './forms.js'
import type { ChainNamespace } from './network.js'
import type { AnalyticsEvent, ResolvedOptions } from './options.js'
import type { SendState } from './send.js'
import type {
  AlertState,
  ChainsState,
  ConnectionState,
  ModalState,
  RouterData,
  RouterState,
  ToastState,
  ToastType,
  ViewName,
} from './state.js'
import type { KeyValueStorage } from './storage.js'
import type { Store } from './store.js'
import type { SwapRuntime, SwapState } from './swap.js'

export interface ToastParameters {
  type: ToastType
  message: string
  /** Keep the toast when the modal's view changes or the modal closes (default false). */
  keepOnNavigate?: boolean
}

export interface FoyerStores {
  chains: Store<ChainsState>
  router: Store<RouterState>
  modal: Store<ModalState>
  toast: Store<ToastState>
  connection: Store<ConnectionState>
  alert: Store<AlertState>
  /** The Send form (spec section 4): kept here so that leaving the view loses nothing. */
  send: Store<SendState>
  /** The Swap form (spec section 4): kept while the modal closes and opens, reset on another account. */
  swap: Store<SwapState>
  /** The connected account's tokens status, NFTs and history on the active network (account panel). */
  accountData: Store<AccountDataState>
  /** The wallet directory as the Connect and All Wallets views show it. */
  directory: Store<DirectoryState>
  /** What was typed in the email, account-name and Buy crypto forms (leaving a view loses nothing). */
  forms: Store<FormsState>
}

/**
 * What the flows of one instance share, built once by `createFoyer` and disposed by `destroy()`: the
 * adapters and their connectors, the storage and the clock, the timers and subscriptions modules
 * started, and the API clients, each loaded on first use (`state/services.ts` holds the helpers).
 * Public so that nothing about an instance is hidden, but not a host API: its shape follows the flows.
 */
export interface FoyerServices {
  readonly adapters: Map<ChainNamespace, ChainAdapter>
  /** Connectors last reported by each adapter; `chains.connectors` is their concatenation. */
  readonly connectorsByNamespace: Map<ChainNamespace, Connector[]>
  /** Cleanups returned by `adapter.setup`. */
  readonly cleanups: Map<ChainNamespace, () => void>
  readonly storage: KeyValueStorage
  /** Milliseconds since the epoch: the host's `now` option, else `Date.now`. */
  readonly now: () => number
  readonly isMobile: () => boolean
  /** Rejects the pending connect through `connectorId` (the wallet went away mid-connect). */
  readonly pendingConnects: Map<string, (error: Error) => void>
  /** When each account's balance fetch last failed, by account-data key (the 30 s retry block). */
  readonly balanceFailures: Map<string, number>
  /** True once the stored recent wallets were read into the connection store (`ensureRecentWallets`). */
  recentWalletsRead: boolean
  /** Bumped by each wallet search: only the latest search's answer is shown. */
  searchGeneration: number
  /** Networks whose balance failure was already logged once. */
  readonly warnedBalance: Set<string>
  /**
   * Told when the embedded wallet's active account changed (its account type switched): the adapter's
   * wallet interfaces over it (`EmbeddedWallet.onAccountChanged`).
   */
  readonly embeddedAccountListeners: Set<() => void>
  /** What is made once per instance, by name (API clients, the adapters' preparation): `loadOnce`. */
  readonly loaded: Map<string, Promise<unknown>>
  /** True once every adapter prepared its connector list (`prepareAdapters`). */
  adaptersPrepared: boolean
  readonly timers: Set<ReturnType<typeof setTimeout>>
  shakeTimer: ReturnType<typeof setTimeout> | undefined
  /**
   * The email change under way (`updateEmail`): its code views read it from the router, and from here
   * once the router forgot it (going back to a view drops its data).
   */
  emailUpdate: RouterData['emailUpdate']
  /** The on-ramp checkout under way (Buy crypto → BuyInProgress); undefined before the first. */
  onrampCheckout: OnrampCheckoutState | undefined
  /** The swap flow's quote timer and answer generation. */
  readonly swap: SwapRuntime
  /** Run by `foyer.destroy()`: subscriptions and loops that modules started for this instance. */
  readonly disposers: Set<() => void>
  destroyed: boolean
  /** The site's other tabs, told of a disconnect here and followed (state/connection/otherTabs.ts); browser only. */
  otherTabs: OtherTabs | undefined
  /**
   * When each namespace's connection here last ended (`now()`): a connect another tab made before it, told
   * after it, is not followed (actions/restoreSession.ts, `followConnections`).
   */
  readonly disconnectedAt: Map<ChainNamespace, number>
}

/**
 * One Foyer instance: options, stores and the small set of UI-facing commands.
 * Flows (connect, disconnect, switchNetwork, ...) are standalone functions in `actions/`
 * that take the instance as their first argument.
 */
export interface Foyer {
  readonly options: ResolvedOptions
  readonly stores: FoyerStores
  /** What the flows share (adapters, storage, clock, timers, clients); see FoyerServices. */
  readonly services: FoyerServices
  /** Opens the modal following the open rules of spec section 2. */
  open(p?: { view?: ViewName; data?: RouterData; namespace?: ChainNamespace }): void
  /** Closes the modal (or, in embedded mode, resets the view); honours close guards. */
  close(): void
  /** Router commands. */
  push(view: ViewName, data?: RouterData): void
  replace(view: ViewName, data?: RouterData): void
  goBack(): void
  reset(view: ViewName): void
  /**
   * Shows a toast (one at a time); the returned function hides this toast only, if it is still shown
   * or queued. Shown while the modal is open, it belongs to the view on screen and goes when that view
   * does; `keepOnNavigate` keeps it across the navigation it explains.
   */
  showToast(p: ToastParameters): () => void
  hideToast(): void
  track(event: AnalyticsEvent): void
  /**
   * Sends a JSON-RPC request to the connected wallet under the RPC method policy (spec section 6):
   * see the `request` action.
   */
  request(args: { method: string; params?: unknown; namespace?: ChainNamespace }): Promise<unknown>
  /** Stops adapters' discovery and timers. */
  destroy(): void
}

/** The channel an instance hears the site's other tabs on, and the id of the tab it is in. */
export interface OtherTabs {
  channel: BroadcastChannel
  tab: string
}
