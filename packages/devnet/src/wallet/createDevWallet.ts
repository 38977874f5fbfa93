import type { Handler, WalletContext } from './context.js'
import { createAccountAccess } from './createAccountAccess.js'
import type { ApprovalQueue } from './createApprovalQueue.js'
import { createChainSelection } from './createChainSelection.js'
import { createListeners } from './createListeners.js'
import { createWalletPersistence } from './createWalletPersistence.js'
import { disconnected, invalidParams, unrecognizedChain, unsupportedMethod } from './errors.js'
import { accountHandlers } from './handlers/accounts.js'
import { callsHandlers } from './handlers/calls.js'
import { chainHandlers } from './handlers/chains.js'
import { isForwardable } from './handlers/forward.js'
import { sendTransactionHandlers } from './handlers/sendTransaction.js'
import { signHandlers } from './handlers/sign.js'
import { postJsonRpc, rpcFetch } from './postJsonRpc.js'
import { summarizeRequest } from './summarizeRequest.js'
import { toHexChainId } from './toHexChainId.js'
import type {
  DevWalletChain,
  Eip1193Provider,
  KeyValueStorage,
  ProviderListener,
  RequestArguments,
  WalletInfo,
} from './types.js'

export interface CreateDevWalletParameters {
  info: WalletInfo
  /** The wallet's accounts, first is the selected one. */
  privateKeys: readonly `0x${string}`[]
  /** Every chain of the devnet (the wallet learns unknown ones through wallet_addEthereumChain). */
  chains: readonly DevWalletChain[]
  /** The chains known at first; all of `chains` by default. */
  knownChainIds?: readonly number[]
  storage: KeyValueStorage
  /** The page's origin (authorisations are per origin). */
  origin: string
  approvals: ApprovalQueue
  /** For the JSON-RPC calls to the chain; globalThis.fetch by default. */
  fetch?: typeof fetch
}

export interface DevWallet {
  readonly info: WalletInfo
  readonly provider: Eip1193Provider
  readonly vanished: boolean
  /** The wallet disappears: every request now fails with 4900, pending ones too; emits disconnect. */
  vanish(): void
  /** The user locks the wallet: eth_accounts answers [] until eth_requestAccounts; emits accountsChanged([]). */
  lock(): void
  /** The user switches chain in the wallet itself: emits chainChanged. */
  switchChainFromWallet(chainId: number): void
}

const handlers: Record<string, Handler> = {
  ...accountHandlers,
  ...chainHandlers,
  ...signHandlers,
  ...sendTransactionHandlers,
  ...callsHandlers,
}

/**
 * A dev wallet: an EIP-1193 provider backed by local private keys and the devnet chains, asking the
 * approval queue before it connects, signs, sends or adds a chain. Makes no network request until a
 * request needs the chain.
 *
 * @example
 * const wallet = createDevWallet({ info, privateKeys: [devAccounts[0].privateKey], chains, storage: localStorage,
 *   origin: location.origin, approvals: createApprovalQueue() })
 * await wallet.provider.request({ method: 'eth_requestAccounts' })
 */
export function createDevWallet(parameters: CreateDevWalletParameters): DevWallet {
  const { info, chains, origin, approvals } = parameters
  const fetchRpc = rpcFetch(parameters.fetch)
  const persistence = createWalletPersistence(parameters.storage, info.rdns)
  if (chains.length === 0) throw invalidParams('a dev wallet needs at least one chain')
  const listeners = createListeners<ProviderListener>('Foyer dev wallet')
  const access = createAccountAccess(parameters.privateKeys, persistence, (accounts) =>
    listeners.emit('accountsChanged', accounts),
  )
  const selection = createChainSelection(chains, parameters.knownChainIds, persistence, (hexChainId) =>
    listeners.emit('chainChanged', hexChainId),
  )
  let vanished = false

  const context: WalletContext = {
    info,
    origin,
    approvals,
    authorized: access.authorized,
    authorize: access.authorize,
    revoke: access.revoke,
    signer: access.signer,
    ...selection,
    async ask(request) {
      const summary = summarizeRequest(request, {
        chain: context.chain(),
        accounts: access.all().map((account) => account.address),
      })
      await approvals.ask({ rdns: info.rdns, wallet: info.name, method: request.method, origin, summary })
      if (vanished) throw disconnected()
    },
    rpc: (method, params) => postJsonRpc(fetchRpc, context.chain().rpcUrl, method, params ?? []),
  }

  const provider: Eip1193Provider = {
    isFoyerDevWallet: true,
    async request(args: RequestArguments) {
      if (vanished) throw disconnected()
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw invalidParams('request expects { method, params }')
      }
      const handler = Object.hasOwn(handlers, args.method) ? handlers[args.method] : undefined
      if (handler) return handler(context, args.params)
      if (isForwardable(args.method)) return context.rpc(args.method, args.params)
      throw unsupportedMethod(args.method)
    },
    on(event, listener) {
      listeners.add(event, listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.remove(event, listener)
      return provider
    },
  }

  // EIP-1193: 'connect' once the provider can serve the chain (it can at once: the chain id is local).
  queueMicrotask(() => {
    if (!vanished) listeners.emit('connect', { chainId: toHexChainId(context.chain().chainId) })
  })

  return {
    info,
    provider,
    get vanished() {
      return vanished
    },
    vanish() {
      if (vanished) return
      vanished = true
      approvals.cancel(info.rdns, disconnected())
      listeners.emit('disconnect', disconnected())
    },
    lock: access.lock,
    switchChainFromWallet(next) {
      const chain = selection.knownChain(next) ?? chains.find((item) => item.chainId === next)
      if (!chain) throw unrecognizedChain(toHexChainId(next))
      context.addChain(chain)
      context.setChain(next)
    },
  }
}
