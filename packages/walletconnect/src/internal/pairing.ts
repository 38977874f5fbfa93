import type {
  ApprovedNetworks,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  Network,
  Siwx,
  WalletConnectPairingEvents,
} from '@foyer/core'
import { isPairingExpired, PAIRING_EXPIRY_MS, toFoyerError } from '@foyer/core/adapter'
import type { CacaoPayload } from '../cacao.js'
import { ProposalRejectedError, RelayUnreachableError } from '../errors.js'
import type { WalletConnectConnector, WalletConnectParameters, WalletConnectProvider } from '../types.js'
import type { UniversalProvider } from './initProvider.js'
import { scopedProvider } from './scopedProvider.js'

/** The eip155 methods and events a session asks for (spec section 9). */
const EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTypedData',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]
const EIP155_EVENTS = ['accountsChanged', 'chainChanged']
/** The solana methods a session asks for (WalletConnect's Solana RPC; spec section 9). */
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]
/** How often the pairing URI's expiry is checked, in ms. */
const EXPIRY_CHECK_MS = 1_000
/** WalletConnect's "user rejected" codes of a session proposal. */
const PROPOSAL_REJECTED_CODES = new Set([5000, 5001, 5002])

const loadSdk = () => import('./initProvider.js')

/**
 * The address `siwx.createMessage` gets for the one-click sign-in's template: the account is not known
 * before the wallet answers, and only the site's fields (domain, URI, nonce, statement, times) are used.
 */
const TEMPLATE_ADDRESS = '0x0000000000000000000000000000000000000000'

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

interface ProposedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The CAIP-2 reference of a network ('1', or a Solana genesis-hash prefix). */
const referenceOf = (network: Network) => network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)

/**
 * The optional namespaces for `networks`: eip155 and solana, each only when it has networks, with an RPC
 * map so that the SDK never uses its RPC service.
 */
function toNamespaces(networks: readonly Network[]): Partial<Record<'eip155' | 'solana', ProposedNamespace>> {
  const namespace = (family: ChainNamespace, methods: string[], events: string[]) => {
    const chosen = networks.filter((network) => network.chainNamespace === family)
    if (chosen.length === 0) return undefined
    return {
      chains: chosen.map((network) => network.caipNetworkId),
      methods,
      events,
      rpcMap: Object.fromEntries(
        chosen.map((network) => [referenceOf(network), network.rpcUrls.default.http[0] ?? '']),
      ),
    }
  }
  const eip155 = namespace('eip155', EIP155_METHODS, EIP155_EVENTS)
  const solana = namespace('solana', SOLANA_METHODS, [])
  return { ...(eip155 ? { eip155 } : {}), ...(solana ? { solana } : {}) }
}

/** The session's namespaces of one family (the key `eip155`, or `eip155:<id>` keys). */
function sessionNamespaces(universal: UniversalProvider | undefined, family: ChainNamespace) {
  const namespaces = universal?.session?.namespaces ?? {}
  return Object.entries(namespaces).filter(([key]) => key === family || key.startsWith(`${family}:`))
}

/** The session's accounts of one family (CAIP-10). */
function accountsOf(universal: UniversalProvider | undefined, family: ChainNamespace): CaipAddress[] {
  const accounts = sessionNamespaces(universal, family).flatMap(([, namespace]) => namespace.accounts)
  return [...new Set(accounts)] as CaipAddress[]
}

/** The networks of one family a session approved. */
function approvedNetworksOf(
  universal: UniversalProvider | undefined,
  family: ChainNamespace,
): ApprovedNetworks | undefined {
  const approved = sessionNamespaces(universal, family)
  if (approved.length === 0) return undefined
  const ids = new Set<CaipNetworkId>()
  for (const [key, namespace] of approved) {
    if (key !== family) ids.add(key as CaipNetworkId)
    for (const chain of namespace.chains ?? []) ids.add(chain as CaipNetworkId)
    for (const account of namespace.accounts)
      ids.add(account.split(':').slice(0, 2).join(':') as CaipNetworkId)
  }
  return {
    approvedCaipNetworkIds: [...ids],
    supportsAllNetworks:
      family === 'eip155' &&
      approved.some(([, namespace]) => namespace.methods.includes('wallet_addEthereumChain')),
  }
}

/**
 * Stores the wallet's signed sign-ins (CACAOs) through the SIWX, which verifies each one. One that does not
 * verify is dropped: the normal sign-in flow then asks for a signature again.
 */
async function storeSignIns(universal: UniversalProvider, siwx: Siwx, auths: readonly unknown[]) {
  // The CACAO reader (zod, the SIWX parser) loads with the first one-click sign-in, not with the page.
  const { toSiwxSession } = await import('../cacao.js')
  const format = (payload: CacaoPayload, iss: string) =>
    universal.client.formatAuthMessage({ request: payload, iss })
  for (const cacao of auths) {
    try {
      await siwx.addSession(toSiwxSession(cacao, format))
    } catch (error) {
      console.warn('Foyer: a sign-in signed while pairing did not verify; it will be asked again', error)
    }
  }
}

/**
 * Pairs with one-click sign-in: the sign-in fields come from the SIWX's message (domain, URI, nonce,
 * statement, expiry), the session asks for the eip155 methods (as a ReCap). Resolves with the session once
 * the signed sign-ins are stored. If the SIWX cannot make a message, pairs without sign-in.
 */
async function authenticate(universal: UniversalProvider, networks: readonly Network[], siwx: Siwx) {
  const namespaces = toNamespaces(networks)
  const chains = namespaces.eip155?.chains ?? []
  let template: Awaited<ReturnType<Siwx['createMessage']>>
  try {
    template = await siwx.createMessage({
      accountAddress: TEMPLATE_ADDRESS,
      chainId: chains[0] as CaipNetworkId,
    })
  } catch (error) {
    console.warn('Foyer: no sign-in message for one-click sign-in; pairing without it', error)
    return universal.connect({ optionalNamespaces: namespaces })
  }
  const result = await universal.authenticate({
    chains,
    domain: template.domain,
    uri: template.uri,
    nonce: template.nonce,
    methods: EIP155_METHODS,
    ...(template.statement ? { statement: template.statement } : {}),
    ...(template.expirationTime ? { exp: template.expirationTime } : {}),
    ...(template.notBefore ? { nbf: template.notBefore } : {}),
    ...(template.requestId ? { requestId: template.requestId } : {}),
    ...(template.resources ? { resources: [...template.resources] } : {}),
    // Read by the provider (not the sign-client): the RPC map, so that the SDK never uses its RPC service.
    ...({ optionalNamespaces: namespaces } as object),
  })
  if (result.session) await keepRpcMap(universal)
  if (result.auths?.length) await storeSignIns(universal, siwx, result.auths)
  return result.session
}

/**
 * `authenticate` does not store the namespaces given to it (`connect` does): without this a restored
 * session would lose the RPC map.
 */
async function keepRpcMap(universal: UniversalProvider) {
  const persist = (universal as unknown as { persist?: (key: string, value: unknown) => Promise<void> })
    .persist
  await persist?.call(universal, 'optionalNamespaces', universal.optionalNamespaces)
}

function toConnectError(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number' && PROPOSAL_REJECTED_CODES.has(code))
    return new ProposalRejectedError({ cause: error })
  return toFoyerError(error)
}

/**
 * Opens a fresh socket to the relay when the SDK has none (it would otherwise wait for its own next
 * reconnect, seconds away on a busy machine). A no-op while the SDK is already connecting.
 */
function reconnectRelay(universal: UniversalProvider): void {
  const relayer = universal.client?.core?.relayer
  if (!relayer || relayer.connected) return
  relayer.restartTransport().catch((error: unknown) => {
    console.warn('Foyer: WalletConnect could not reopen the relay socket', error)
  })
}

/**
 * The pairing behind `walletConnect()`, loaded with its first call: the SDK (itself loaded on first use),
 * pairing with its URI expiry and retries, one-click sign-in, session restore and disconnect.
 */
export function createPairing(
  parameters: WalletConnectParameters,
): Omit<WalletConnectConnector, 'id' | 'name' | 'imageUrl'> {
  const relayTimeoutMs = parameters.relayTimeoutMs ?? 20_000
  let initializing: Promise<UniversalProvider> | undefined
  let provider: UniversalProvider | undefined
  let pairing: Promise<WalletConnectProvider> | undefined

  const unreachable = () => new RelayUnreachableError({ details: parameters.relayUrl })
  /**
   * The SDK and its provider, initialised once. When the relay is unreachable the SDK keeps retrying in the
   * background: a later call waits for that same initialisation again (a retry), bounded by the timeout.
   */
  const load = (): Promise<UniversalProvider> => {
    initializing ??= loadSdk()
      .then(({ initProvider }) => initProvider(parameters))
      .then(
        (loaded) => {
          provider = loaded
          return loaded
        },
        (error: unknown) => {
          initializing = undefined
          throw new RelayUnreachableError({ cause: error })
        },
      )
    return withTimeout(initializing, relayTimeoutMs, unreachable)
  }

  /** The SDK's pending `connect` (one at a time), so that a retry after a timeout re-attaches to it. */
  let attempt: { promise: Promise<unknown>; uri: string | undefined; settled: boolean } | undefined
  /** Where the current pairing wants the next URI. */
  let onUri: ((uri: string) => void) | undefined
  let listening = false

  const startAttempt = (
    universal: UniversalProvider,
    networks: readonly Network[],
    siwx: Siwx | undefined,
  ) => {
    const current = {
      promise: siwx
        ? authenticate(universal, networks, siwx)
        : universal.connect({ optionalNamespaces: toNamespaces(networks) }),
      uri: undefined as string | undefined,
      settled: false,
    }
    const settle = () => {
      current.settled = true
      if (attempt === current) attempt = undefined
    }
    current.promise.then(settle, settle)
    attempt = current
    return current
  }

  const pair = async (
    networks: readonly Network[],
    events: WalletConnectPairingEvents,
    siwx: Siwx | undefined,
  ): Promise<WalletConnectProvider> => {
    events.walletConnectChanged({ buffering: true, error: false, uri: undefined, pairingExpiry: undefined })
    let universal: UniversalProvider
    try {
      universal = await load()
    } catch (error) {
      events.walletConnectChanged({ buffering: false, error: true })
      throw error
    }
    if (universal.session) return scopedProvider(universal, 'eip155')
    if (!listening) {
      listening = true
      universal.on('display_uri', (uri: string) => {
        if (attempt) attempt.uri = uri
        onUri?.(uri)
      })
    }

    return new Promise<WalletConnectProvider>((resolve, reject) => {
      let expiry: number | undefined
      let settled = false
      let uriTimer: ReturnType<typeof setTimeout> | undefined
      const finish = () => {
        settled = true
        clearInterval(expiryTimer)
        clearTimeout(uriTimer)
        onUri = undefined
      }
      const fail = (error: Error) => {
        if (settled) return
        finish()
        // The failed pairing's URI is dead (a rejected or expired proposal): dropped with it, so that no
        // view shows or copies it while the next attempt starts (a retry still waiting on the relay
        // shows its attempt's URI again).
        events.walletConnectChanged({
          buffering: false,
          error: true,
          uri: undefined,
          pairingExpiry: undefined,
        })
        reject(error)
      }
      const showUri = (uri: string) => {
        clearTimeout(uriTimer)
        expiry = events.now() + PAIRING_EXPIRY_MS
        events.walletConnectChanged({ uri, pairingExpiry: expiry, buffering: false, error: false })
      }
      const follow = (current: NonNullable<typeof attempt>) => {
        uriTimer = setTimeout(() => fail(unreachable()), relayTimeoutMs)
        current.promise.then(
          (session) => {
            if (settled) return
            if (!session) {
              fail(new RelayUnreachableError({ details: 'The wallet answered without a session' }))
              return
            }
            finish()
            events.walletConnectChanged({
              buffering: false,
              error: false,
              uri: undefined,
              pairingExpiry: undefined,
            })
            resolve(scopedProvider(universal, 'eip155'))
          },
          (error: unknown) => {
            // The proposal of an expired, replaced URI: the current one is still waiting for the wallet.
            if (attempt !== undefined && attempt !== current) return
            fail(toConnectError(error))
          },
        )
      }
      const expiryTimer = setInterval(() => {
        if (expiry === undefined || !isPairingExpired(expiry, events.now())) return
        expiry = undefined
        events.walletConnectChanged({ buffering: true })
        follow(startAttempt(universal, networks, siwx))
      }, EXPIRY_CHECK_MS)
      onUri = showUri
      // A retry while the SDK is still trying to reach the relay re-attaches to that attempt (its
      // proposal stays valid), and reconnects to the relay now rather than on the SDK's own schedule.
      const retrying = attempt !== undefined && !attempt.settled
      if (retrying) reconnectRelay(universal)
      const pending = attempt && !attempt.settled ? attempt : startAttempt(universal, networks, siwx)
      follow(pending)
      if (pending.uri && pending === attempt) showUri(pending.uri)
    })
  }

  return {
    getProvider: (family = 'eip155') =>
      provider?.session && accountsOf(provider, family).length > 0
        ? scopedProvider(provider, family)
        : undefined,
    getAccounts: (family) => accountsOf(provider, family),
    connect({ networks, events, siwx }) {
      // A second connect while pairing (the visitor came back to the view) shares the pairing.
      pairing ??= pair(networks, events, siwx).finally(() => {
        pairing = undefined
      })
      return pairing
    },
    async restore() {
      const universal = await load()
      return universal.session ? scopedProvider(universal, 'eip155') : undefined
    },
    async disconnect() {
      if (!provider?.session) return
      await provider.disconnect()
    },
    getApprovedNetworks: (family = 'eip155') => approvedNetworksOf(provider, family),
  }
}
