import type { AccountDataState } from './accountData.js'
import type { DirectoryState } from './directory.js'
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
import type { Store } from './store.js'

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
  /** The connected account's tokens status, NFTs and history on the active network (account panel). */
  accountData: Store<AccountDataState>
  /** The wallet directory as the Connect and All Wallets views show it. */
  directory: Store<DirectoryState>
}

/**
 * One Foyer instance: options, stores and the small set of UI-facing commands.
 * Flows (connect, disconnect, switchNetwork, ...) are standalone functions in `actions/`
 * that take the instance as their first argument.
 */
export interface Foyer {
  readonly options: ResolvedOptions
  readonly stores: FoyerStores
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
