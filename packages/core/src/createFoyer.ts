import { createAdapterEvents, publishConnectors } from './actions/adapterEvents.js'
import { restoreSession } from './actions/restoreSession.js'
import { mayShareAnalytics } from './actions/setAnalyticsConsent.js'
import { watchAccount } from './actions/watchAccount.js'
import { watchOtherTabs } from './actions/watchOtherTabs.js'
import { watchSignIn } from './actions/watchSignIn.js'
import { loadCode } from './kernel/errors/codeLoad.js'
import { InvalidOptionsError } from './kernel/errors/config.js'
import { logLater } from './kernel/messages/logLater.js'
import { t } from './kernel/messages/tPage.js'
import { createMemoryStorage } from './kernel/storage/createMemoryStorage.js'
import { createStore, recordServerStates } from './kernel/store/createStore.js'
import { isMobile as defaultIsMobile } from './kernel/utils/isMobile.js'
import { isViewOffered } from './selectors/isViewOffered.js'
import { initialAccountDataState } from './state/accountData/accountDataStore.js'
import { createChainEntry } from './state/chains/chainState.js'
import { initialDirectoryState } from './state/directory/directoryStore.js'
import { watchAlertsWhileClosed } from './state/modal/alertToast.js'
import { createRouter } from './state/modal/router.js'
import { createToasts } from './state/modal/toasts.js'
import { resolveOptions } from './state/options/resolveOptions.js'
import { initialSendState, watchSendForm } from './state/send/sendStore.js'
import { createServerTracker } from './state/server/createServerTracker.js'
import { cancel, schedule } from './state/services.js'
import { initialSwapState } from './state/swap/swapState.js'
import type { ChainAdapter } from './types/adapter.js'
import type { FormsState } from './types/forms.js'
import type { Foyer, FoyerServices, FoyerStores } from './types/foyer.js'
import type { ChainNamespace, Network } from './types/network.js'
import type { AnalyticsEvent, FoyerOptions, ResolvedOptions } from './types/options.js'
import type {
  AlertState,
  ChainEntry,
  ChainsState,
  ConnectionState,
  ModalState,
  RouterState,
  ToastState,
} from './types/state.js'

export type CreateFoyerParameters = FoyerOptions
export type CreateFoyerReturnType = Foyer
export type CreateFoyerErrorType = InvalidOptionsError

function createStores(options: ResolvedOptions): FoyerStores {
  const byNamespace = new Map<ChainNamespace, Network[]>()
  for (const network of options.networks) {
    const list = byNamespace.get(network.chainNamespace) ?? []
    list.push(network)
    byNamespace.set(network.chainNamespace, list)
  }
  const chains: Partial<Record<ChainNamespace, ChainEntry>> = {}
  for (const [namespace, networks] of byNamespace) {
    const selected = options.defaultNetwork.chainNamespace === namespace ? options.defaultNetwork : undefined
    chains[namespace] = createChainEntry(namespace, networks, selected)
  }
  return {
    chains: createStore<ChainsState>({
      activeNamespace: options.defaultNetwork.chainNamespace,
      chains,
      isSwitchingNamespace: false,
      switchingNamespace: undefined,
      connectors: [],
    }),
    router: createStore<RouterState>({ view: 'Connect', history: ['Connect'], data: undefined }),
    modal: createStore<ModalState>({ open: false, loading: false, shake: false }),
    toast: createStore<ToastState>({ open: false, type: 'success', message: '', id: 0 }),
    connection: createStore<ConnectionState>({
      pendingConnectorId: undefined,
      error: undefined,
      // Read from storage when the modal shows them (ensureRecentWallets), not with the page.
      recentWallets: [],
    }),
    alert: createStore<AlertState>({ key: undefined }),
    send: createStore({ ...initialSendState }),
    swap: createStore({ ...initialSwapState }),
    accountData: createStore(initialAccountDataState),
    directory: createStore(initialDirectoryState),
    forms: createStore<FormsState>({ loginEmail: '', newEmail: '', accountName: '', onramp: undefined }),
  }
}

/**
 * The adapters of basic WalletConnect mode (`options.walletConnect`, no `adapters`): one per namespace of
 * the site's networks that the connector speaks. A namespace it cannot speak is left out with a warning.
 */
function basicAdapters(options: ResolvedOptions, stores: FoyerStores): ChainAdapter[] {
  const connector = options.walletConnect
  if (!connector) return []
  const namespaces = Object.keys(stores.chains.getState().chains) as ChainNamespace[]
  return namespaces.flatMap((namespace) => {
    const adapter = connector.basicAdapter(namespace)
    if (!adapter) void logLater('warn', 'warn.basicWithoutNamespace', { namespace })
    return adapter ? [adapter] : []
  })
}

function registerAdapters(options: ResolvedOptions, stores: FoyerStores): Map<ChainNamespace, ChainAdapter> {
  const adapters = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of options.walletConnect ? basicAdapters(options, stores) : options.adapters) {
    if (adapters.has(adapter.namespace))
      throw new InvalidOptionsError(t('error.duplicateAdapter', { namespace: adapter.namespace }))
    if (!stores.chains.getState().chains[adapter.namespace]) {
      void logLater('warn', 'warn.adapterWithoutNetworks', { namespace: adapter.namespace })
      continue
    }
    adapters.set(adapter.namespace, adapter)
  }
  return adapters
}

/** The instance's services: its adapters, storage, clock, timers and what `destroy()` releases. */
function createServices(options: ResolvedOptions, stores: FoyerStores): FoyerServices {
  return {
    adapters: registerAdapters(options, stores),
    connectorsByNamespace: new Map(),
    cleanups: new Map(),
    storage: options.storage ?? createMemoryStorage(),
    now: options.now ?? Date.now,
    isMobile: options.isMobile ?? defaultIsMobile,
    pendingConnects: new Map(),
    balanceFailures: new Map(),
    recentWalletsRead: false,
    searchGeneration: 0,
    warnedBalance: new Set(),
    embeddedAccountListeners: new Set(),
    loaded: new Map(),
    adaptersPrepared: false,
    timers: new Set(),
    shakeTimer: undefined,
    emailUpdate: undefined,
    onrampCheckout: undefined,
    swap: { generation: 0, timer: undefined, watching: false },
    disposers: new Set(),
    destroyed: false,
    otherTabs: undefined,
    disconnectedAt: new Map(),
  }
}

/**
 * The instance's `track`: with analytics on, an event goes to the Foyer server (when the visitor may
 * share it) and to the host's `onEvent`, whose failure is logged, never thrown into the flow that tracked.
 */
function createTrack(options: ResolvedOptions, getFoyer: () => Foyer): (event: AnalyticsEvent) => void {
  const sendToServer = options.apiUrl ? createServerTracker(getFoyer, options.apiUrl) : undefined
  return (event) => {
    if (!options.features.analytics) return
    if (sendToServer && mayShareAnalytics(getFoyer())) sendToServer(event)
    if (!options.onEvent) return
    try {
      options.onEvent(event)
    } catch (error) {
      console.error('Foyer: the onEvent callback threw', error)
    }
  }
}

/**
 * Releases what the instance holds: timers, pending connects, disposers and the adapters' setups. A
 * cleanup that throws is logged and the others still run.
 */
function releaseServices(services: FoyerServices): void {
  for (const timer of services.timers) clearTimeout(timer)
  services.timers.clear()
  services.pendingConnects.clear()
  for (const dispose of services.disposers) {
    try {
      dispose()
    } catch (error) {
      console.error('Foyer: a cleanup failed on destroy', error)
    }
  }
  services.disposers.clear()
  for (const [namespace, cleanup] of services.cleanups) {
    try {
      cleanup()
    } catch (error) {
      console.error(`Foyer: the ${namespace} adapter failed to clean up`, error)
    }
  }
  services.cleanups.clear()
}

/**
 * Creates a Foyer instance: validates the options, builds one store per concern and a chain entry per
 * namespace, and, in the browser, starts each adapter's discovery, wires wallet events into the stores
 * and silently restores the last session. Instances never share state.
 *
 * A missing projectId does not throw: `stores.alert` gets 'alert.projectIdNotConfigured' and the
 * console explains it. Invalid options throw `InvalidOptionsError`.
 *
 * @example
 * import { createFoyer } from '@foyer/core'
 * import { createEvmAdapter } from '@foyer/evm'
 *
 * const foyer = createFoyer({
 *   projectId: 'my-project',
 *   networks: [mainnet, devnet],
 *   adapters: [createEvmAdapter()],
 * })
 * foyer.open()
 */
export function createFoyer(parameters: CreateFoyerParameters): CreateFoyerReturnType {
  const { options, projectIdMissing } = resolveOptions(parameters)
  const stores = createStores(options)
  if (projectIdMissing) {
    stores.alert.setState({ key: 'alert.projectIdNotConfigured' })
    void logLater('error', 'alert.projectIdConsole')
  }

  const services = createServices(options, stores)
  const track = createTrack(options, () => foyer)

  const router = createRouter({
    options,
    stores,
    track,
    // Basic WalletConnect mode's adapters are the connector's own: the site gave none.
    hasAdapters: () => !options.walletConnect && services.adapters.size > 0,
    isMobile: () => services.isMobile(),
    isOffered: (view) => isViewOffered(foyer, view),
  })
  const toasts = createToasts(
    stores.toast,
    { schedule: (fn, ms) => schedule(foyer, fn, ms), cancel: (timer) => cancel(foyer, timer) },
    () =>
      options.enableEmbedded || stores.modal.getState().open ? stores.router.getState().view : undefined,
  )
  stores.router.subscribe(toasts.viewChanged)
  stores.modal.subscribe(toasts.viewChanged)

  let stopSignInWatch: (() => void) | undefined
  const destroy = (): void => {
    if (services.destroyed) return
    services.destroyed = true
    stopSignInWatch?.()
    releaseServices(services)
  }

  const foyer: Foyer = {
    options,
    stores,
    ...router,
    showToast: toasts.showToast,
    hideToast: toasts.hideToast,
    track,
    // The request policy and its typed errors load with the first request, not with the page; a failed
    // download is a CodeLoadError.
    request: (args) =>
      loadCode(() => import('./actions/request.js')).then((module) => module.request(foyer, args)),
    destroy,
    services,
  }

  for (const [namespace, adapter] of services.adapters)
    services.connectorsByNamespace.set(namespace, [...adapter.getConnectors()])
  publishConnectors(foyer)
  services.disposers.add(watchSendForm(foyer))
  services.disposers.add(watchAccount(foyer))
  services.disposers.add(watchAlertsWhileClosed(foyer))

  if (options.siwx) stopSignInWatch = watchSignIn(foyer)
  // The language code loads only where a language other than English may be shown.
  if (options.locale !== undefined || !/^en\b/i.test(globalThis.navigator?.languages?.[0] ?? 'en'))
    void import('./actions/chooseLocale.js').then((module) => module.applyStartLocale(options.locale))
  // What a server renders ends here: hydration renders this, the browser's own state follows.
  recordServerStates(stores)
  if (typeof window !== 'undefined') {
    for (const [namespace, adapter] of services.adapters)
      services.cleanups.set(namespace, adapter.setup(createAdapterEvents(foyer, adapter)))
    watchOtherTabs(foyer)
    restoreSession(foyer)
  }
  return foyer
}
