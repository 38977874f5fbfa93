import { logLater } from '../../kernel/messages/logLater.js'
import type { Foyer, FoyerStores } from '../../types/foyer.js'
import type { ChainNamespace } from '../../types/network.js'
import type { AnalyticsEvent, ResolvedOptions } from '../../types/options.js'
import type { RouterData, ViewName } from '../../types/state.js'

export interface RouterContext {
  options: ResolvedOptions
  stores: FoyerStores
  track(event: AnalyticsEvent): void
  hasAdapters(): boolean
  isMobile(): boolean
  /** Whether the connected account's family can use `view` (./selectors/isViewOffered.ts). */
  isOffered(view: ViewName): boolean
}

type RouterCommands = Pick<Foyer, 'open' | 'close' | 'push' | 'replace' | 'goBack' | 'reset'>

/** Views on which the modal cannot be closed while sign-in is required and no session exists. */
const guardedViews: ReadonlySet<ViewName> = new Set<ViewName>(['SIWXSignMessage', 'ApproveTransaction'])

/** The open, close and history commands of a Foyer instance (spec section 2). */
export function createRouter({
  options,
  stores,
  track,
  hasAdapters,
  isMobile,
  isOffered,
}: RouterContext): RouterCommands {
  const isConnected = (namespace?: ChainNamespace): boolean => {
    const state = stores.chains.getState()
    const ns = namespace ?? state.activeNamespace
    return Boolean(ns && state.chains[ns]?.accountState.address)
  }

  const setHistory = (history: ViewName[], data: RouterData | undefined): void => {
    const view = history[history.length - 1]
    if (view) stores.router.setState({ history, view, data })
  }

  const reset = (view: ViewName): void => setHistory([view], undefined)

  const hasSession = (): boolean => stores.connection.getState().signedIn === true

  const close = (): void => {
    const { view } = stores.router.getState()
    if (guardedViews.has(view) && options.siwx?.getRequired?.() && !hasSession()) return
    stores.connection.setState({ error: undefined })
    if (options.enableEmbedded) {
      reset(isConnected() ? 'Account' : 'Connect')
      return
    }
    if (!stores.modal.getState().open) return
    stores.modal.setState({ open: false })
    track({ event: 'MODAL_CLOSE', properties: { connected: isConnected() } })
  }

  return {
    open(p = {}) {
      const { view, data, namespace } = p
      if (namespace && stores.chains.getState().chains[namespace])
        stores.chains.setState({ activeNamespace: namespace })
      const connected = isConnected(namespace)
      let next: ViewName
      // Spec section 2's first rule, for a visitor not yet connected: in basic WalletConnect mode a
      // connected one opens on what was asked or the account, as with adapters (the QR code again would
      // be a dead end).
      if (!hasAdapters() && !connected) next = isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
      else if (view && connected && !isOffered(view)) {
        // Send on a Bitcoin account, say: its view could only fail. The account, where the page can
        // see what is offered, and a word for the page's developer.
        void logLater('warn', 'warn.viewNotOffered', { view })
        next = 'Account'
      } else if (view) next = view
      else if (connected) next = 'Account'
      else next = 'Connect'
      setHistory([next], data)
      stores.modal.setState({ open: true })
      track({ event: 'MODAL_OPEN', properties: { connected } })
    },
    close,
    push(view, data) {
      const state = stores.router.getState()
      if (state.view === view) return
      setHistory([...state.history, view], data)
    },
    replace(view, data) {
      const { history } = stores.router.getState()
      setHistory([...history.slice(0, -1), view], data)
    },
    goBack() {
      const { history } = stores.router.getState()
      if (history.length <= 1 || history.includes('UnsupportedChain')) {
        close()
        return
      }
      setHistory(history.slice(0, -1), undefined)
    },
    reset,
  }
}
