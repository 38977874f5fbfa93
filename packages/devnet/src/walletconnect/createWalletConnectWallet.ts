import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
// A dependency of @reown/walletkit (same 2.25 release): the CACAO helpers its docs use for one-click sign-in.
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { type ApprovalQueue, createApprovalQueue } from '../wallet/createApprovalQueue.js'
import { createDevWallet, type DevWallet } from '../wallet/createDevWallet.js'
import { unsupportedMethod } from '../wallet/errors.js'
import { createMemoryStorage } from '../wallet/index.js'
import type { ApprovalMode, DevWalletChain, WalletInfo } from '../wallet/types.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import { createSolanaSessions, type WalletConnectSolanaChain } from './createSolanaSessions.js'

export interface CreateWalletConnectWalletParameters {
  /** The local relay, e.g. `ws://127.0.0.1:4455`. */
  relayUrl: string
  /** The wallet's accounts, first is the selected one. */
  privateKeys: readonly `0x${string}`[]
  /** Every chain the wallet may use (it learns the ones outside `knownChainIds` by wallet_addEthereumChain). */
  chains: readonly DevWalletChain[]
  /** The chains known at first; all of `chains` by default. */
  knownChainIds?: readonly number[] | undefined
  /** How proposals and requests are answered: 'approve' (default), 'reject' or 'ask' (see `approvals`). */
  mode?: ApprovalMode | undefined
  /** Storage of the WalletConnect client; in memory by default. */
  storage?: ReturnType<typeof createMemoryKeyValueStorage> | undefined
  /** Keeps two clients in one process (or one page) apart. Default 'foyer-dev-wallet'. */
  customStoragePrefix?: string | undefined
  projectId?: string | undefined
  /** For the JSON-RPC calls to the chain; globalThis.fetch by default. */
  fetch?: typeof fetch | undefined
  /**
   * Answers one-click sign-in (wc_sessionAuthenticate) itself; false: like an older wallet, it ignores it and
   * answers the normal session proposal sent alongside. Default true.
   */
  authenticate?: boolean | undefined
  /** Offers wallet_addEthereumChain in its sessions (so it supports every network). Default true. */
  canAddChains?: boolean | undefined
  /**
   * The wallet's Solana side: its accounts (32-byte Ed25519 seeds, read when first needed) and clusters.
   * With it, a proposal that asks for these clusters (key `solana` or `solana:<ref>`) gets a solana
   * namespace, and requests on them are answered with WalletConnect's Solana RPC.
   */
  solana?:
    | {
        seeds(): Promise<readonly Uint8Array[]>
        chains: readonly WalletConnectSolanaChain[]
      }
    | undefined
}

export interface WalletConnectWallet {
  readonly walletKit: Awaited<ReturnType<typeof WalletKit.init>>
  /** Proposals and requests wait here in mode 'ask'. */
  readonly approvals: ApprovalQueue
  /** Pairs with a `wc:` URI (scanned or pasted); the proposal is then answered per the approval mode. */
  pair(uri: string): Promise<void>
  /** Active session topics. */
  sessions(): string[]
  /** Ends every session from the wallet side (the dapp sees `session_delete`). */
  disconnect(): Promise<void>
  /** Disconnects and closes the relay socket. */
  stop(): Promise<void>
}

export const walletConnectWalletInfo: WalletInfo = {
  uuid: '6d1b2f1e-8b1c-4a55-9c1e-3f5a0a2c7b11',
  name: 'Foyer Mobile Wallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23334155"/%3E%3C/svg%3E',
  rdns: 'dev.foyer.mobilewallet',
}

/** The wallet's icon as the Wallet Standard wants it (its Solana side's wallets): base64, not URL-encoded. */
const base64Icon = `data:image/svg+xml;base64,${btoa(
  decodeURIComponent(walletConnectWalletInfo.icon.slice('data:image/svg+xml,'.length)),
)}` as const

const EVENTS = ['accountsChanged', 'chainChanged']
const METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_sendTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]

/** `{ code, message }` of a thrown wallet error, as the JSON-RPC response carries it. */
function toRpcError(error: unknown): { code: number; message: string } {
  const candidate = error as { code?: unknown; message?: unknown } | null
  const code = typeof candidate?.code === 'number' ? candidate.code : -32603
  const message = typeof candidate?.message === 'string' ? candidate.message : String(error)
  return { code, message }
}

/** Whether a proposal's namespace key is of the family: `eip155`, or `eip155:<id>`. */
const isOfFamily = (key: string, family: 'eip155' | 'solana') =>
  key === family || key.startsWith(`${family}:`)

function chainNumber(caipChainId: string | undefined): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipChainId ?? '')
  return match ? Number(match[1]) : undefined
}

/**
 * A dev "mobile wallet" on `@reown/walletkit`: it pairs through the local relay, answers session proposals
 * with an eip155 session for the chains it knows, answers one-click sign-in (wc_sessionAuthenticate) with a
 * signed sign-in message per chain it knows, and answers session requests with a dev wallet backed by
 * local private keys and the devnet chains (personal_sign, eth_sendTransaction, eth_signTypedData_v4,
 * wallet_switchEthereumChain, wallet_addEthereumChain for a chain it does not know yet). With `solana`, it
 * is a two-family wallet: a proposal asking for its Solana clusters also gets a solana namespace (one that
 * asks for Solana only, a Solana-only session), and requests on a `solana:` chain get WalletConnect's
 * Solana RPC (see createSolanaSessions). Runs in Node (tests) and in the browser (the demo's /wallet page).
 *
 * @example
 * const wallet = await createWalletConnectWallet({ relayUrl: relay.url, privateKeys: [key], chains })
 * await wallet.pair(uri)
 */
export async function createWalletConnectWallet(
  parameters: CreateWalletConnectWalletParameters,
): Promise<WalletConnectWallet> {
  const approvals = createApprovalQueue({ mode: parameters.mode ?? 'approve' })
  const known = new Set(parameters.knownChainIds ?? parameters.chains.map((chain) => chain.chainId))
  const addresses = parameters.privateKeys.map((key) => privateKeyToAccount(key).address)
  const devWallets = new Map<string, DevWallet>()
  const solana = parameters.solana
    ? createSolanaSessions({
        seeds: parameters.solana.seeds,
        chains: parameters.solana.chains,
        approvals,
        wallet: { name: walletConnectWalletInfo.name, rdns: walletConnectWalletInfo.rdns, icon: base64Icon },
        ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
      })
    : undefined

  const core = new Core({
    projectId: parameters.projectId ?? 'foyer-dev',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: parameters.customStoragePrefix ?? 'foyer-dev-wallet',
    storage: parameters.storage ?? createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'error',
  })
  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: walletConnectWalletInfo.name,
      description: 'Foyer dev mobile wallet (local chains only)',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  const canAddChains = parameters.canAddChains ?? true
  /** The methods the wallet offers: its own, or without wallet_addEthereumChain when it cannot add chains. */
  const offered = (methods: string[]) =>
    canAddChains ? methods : methods.filter((method) => method !== 'wallet_addEthereumChain')

  const namespacesFor = (methods: string[]) => {
    const chains = [...known].map((id) => `eip155:${id}`)
    return {
      eip155: {
        chains,
        accounts: chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
        methods: offered([...new Set([...METHODS, ...methods])]),
        events: EVENTS,
      },
    }
  }

  /** One dev wallet per session (authorisation is per dapp), created on approval. */
  const walletFor = (topic: string, origin: string): DevWallet => {
    const existing = devWallets.get(topic)
    if (existing) return existing
    const wallet = createDevWallet({
      info: walletConnectWalletInfo,
      privateKeys: parameters.privateKeys,
      chains: parameters.chains,
      knownChainIds: [...known],
      storage: createMemoryStorage(),
      origin,
      approvals,
      ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
    })
    wallet.provider.on('chainChanged', (hexChainId) => {
      const chainId = Number(hexChainId)
      const event = { name: 'chainChanged', data: chainId }
      walletKit.emitSessionEvent({ topic, event, chainId: `eip155:${chainId}` }).catch((error: unknown) => {
        console.warn('Foyer mobile wallet: could not emit chainChanged', error)
      })
    })
    devWallets.set(topic, wallet)
    return wallet
  }

  const onProposal = async (proposal: WalletKitTypes.SessionProposal): Promise<void> => {
    const { id, params } = proposal
    const requested = [
      ...Object.entries(params.requiredNamespaces ?? {}),
      ...Object.entries(params.optionalNamespaces ?? {}),
    ]
    // The eip155 namespace offers the eip155 methods asked for (not the Solana ones).
    const methods = requested
      .filter(([key]) => !isOfFamily(key, 'solana'))
      .flatMap(([, namespace]) => namespace.methods ?? [])
    try {
      await approvals.ask({
        rdns: walletConnectWalletInfo.rdns,
        wallet: walletConnectWalletInfo.name,
        method: 'wc_sessionPropose',
        origin: params.proposer.metadata.url,
        summary: `Connect to ${params.proposer.metadata.name}`,
      })
    } catch {
      // A rejection that cannot be sent leaves the site waiting on its QR code: say so.
      await walletKit
        .rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
        .catch((error: unknown) => console.error('Foyer mobile wallet: could not send the rejection', error))
      return
    }
    const solanaNamespace = await solana?.namespaceFor(params)
    // eip155 as always, unless the proposal asks for the wallet's Solana clusters and for no EVM chain.
    const evm = !solanaNamespace || requested.some(([key]) => isOfFamily(key, 'eip155'))
    const session = await walletKit.approveSession({
      id,
      namespaces: {
        ...(evm ? namespacesFor(methods) : {}),
        ...(solanaNamespace ? { solana: solanaNamespace } : {}),
      },
    })
    // The user approved the connection: the session's dev wallets start authorised.
    if (evm) await authorise(session.topic, params.proposer.metadata.url)
    if (solanaNamespace) await solana?.open(session.topic, params.proposer.metadata.url)
  }

  /** The session of an approved proposal or sign-in: its dev wallet starts authorised. */
  const authorise = async (topic: string, origin: string): Promise<void> => {
    const wallet = walletFor(topic, origin)
    const mode = approvals.getMode(walletConnectWalletInfo.rdns)
    approvals.setMode('approve', walletConnectWalletInfo.rdns)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    approvals.setMode(mode, walletConnectWalletInfo.rdns)
  }

  /**
   * One-click sign-in (wc_sessionAuthenticate): on approval, one signed sign-in message (CACAO) per chain the
   * wallet knows among those asked, with the selected account; the session follows from them.
   */
  const onAuthenticate = async (event: WalletKitTypes.SessionAuthenticate): Promise<void> => {
    const { id, params } = event
    const requester = params.requester.metadata
    try {
      await approvals.ask({
        rdns: walletConnectWalletInfo.rdns,
        wallet: walletConnectWalletInfo.name,
        method: 'wc_sessionAuthenticate',
        origin: requester.url,
        summary: `Sign in to ${requester.name}`,
      })
    } catch {
      await walletKit.rejectSessionAuthenticate({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const account = privateKeyToAccount(parameters.privateKeys[0] as `0x${string}`)
    let payload: typeof params.authPayload
    try {
      payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: [...known].map((chainId) => `eip155:${chainId}`),
        methods: offered(METHODS),
      })
    } catch (error) {
      await walletKit.rejectSessionAuthenticate({ id, reason: { code: 5100, message: String(error) } })
      return
    }
    const auths = []
    for (const chain of payload.chains) {
      const iss = `did:pkh:${chain}:${account.address}`
      const message = walletKit.formatAuthMessage({ request: payload, iss })
      const signature = await account.signMessage({ message })
      auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
    }
    const { session } = await walletKit.approveSessionAuthenticate({ id, auths })
    if (session) await authorise(session.topic, requester.url)
  }

  const onRequest = async (event: WalletKitTypes.SessionRequest): Promise<void> => {
    const { topic, id, params } = event
    const session = walletKit.engine.signClient.session.get(topic)
    const { method, params: requestParams } = params.request
    if (params.chainId.startsWith('solana:')) {
      const answer = solana
        ? await solana.answer(topic, session.peer.metadata.url, {
            chainId: params.chainId,
            method,
            params: requestParams,
          })
        : { error: toRpcError(unsupportedMethod(method)) }
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } })
      return
    }
    const wallet = walletFor(topic, session.peer.metadata.url)
    try {
      if (!offered([method]).length)
        throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
      const target = chainNumber(params.chainId)
      const current = Number(await wallet.provider.request({ method: 'eth_chainId' }))
      if (method === 'eth_sendTransaction' && target !== undefined && target !== current)
        await wallet.provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${target.toString(16)}` }],
        })
      const result = await wallet.provider.request({ method, params: requestParams })
      if (method === 'wallet_addEthereumChain') await learnChain(topic, requestParams)
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      await walletKit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: toRpcError(error) },
      })
    }
  }

  /** After wallet_addEthereumChain, the session's namespaces include the new chain. */
  const learnChain = async (topic: string, requestParams: unknown): Promise<void> => {
    const [first] = Array.isArray(requestParams) ? requestParams : []
    const chainId = Number((first as { chainId?: unknown } | undefined)?.chainId)
    if (!Number.isSafeInteger(chainId) || known.has(chainId)) return
    known.add(chainId)
    const session = walletKit.engine.signClient.session.get(topic)
    const methods = Object.entries(session.namespaces)
      .filter(([key]) => isOfFamily(key, 'eip155'))
      .flatMap(([, namespace]) => namespace.methods)
    // The other namespaces (solana) stay as they are.
    const namespaces = { ...session.namespaces, ...namespacesFor(methods) }
    const { acknowledged } = await walletKit.updateSession({ topic, namespaces })
    await acknowledged()
  }

  const report = (what: string) => (error: unknown) =>
    console.warn(`Foyer mobile wallet: ${what} failed`, error)
  walletKit.on(
    'session_proposal',
    (proposal) => void onProposal(proposal).catch(report('a session proposal')),
  )
  walletKit.on('session_request', (event) => void onRequest(event).catch(report('a session request')))
  if (parameters.authenticate ?? true)
    walletKit.on(
      'session_authenticate',
      (event) => void onAuthenticate(event).catch(report('a sign-in request')),
    )
  walletKit.on('session_delete', ({ topic }) => {
    devWallets.delete(topic)
    solana?.close(topic)
  })

  const sessions = () => Object.keys(walletKit.getActiveSessions())
  const disconnect = async () => {
    for (const topic of sessions()) {
      await walletKit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
      devWallets.delete(topic)
      solana?.close(topic)
    }
  }

  return {
    walletKit,
    approvals,
    pair: async (uri) => {
      await walletKit.pair({ uri })
    },
    sessions,
    disconnect,
    stop: async () => {
      await disconnect()
      await core.relayer.transportClose()
    },
  }
}
