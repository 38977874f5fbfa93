import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Handler, WalletContext } from './context.js'
import type { ApprovalQueue } from './createApprovalQueue.js'
import { createWalletPersistence } from './createWalletPersistence.js'
import {
  disconnected,
  internalError,
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
} from './errors.js'
import { accountHandlers } from './handlers/accounts.js'
import { callsHandlers } from './handlers/calls.js'
import { chainHandlers } from './handlers/chains.js'
import { isForwardable } from './handlers/forward.js'
import { sendTransactionHandlers } from './handlers/sendTransaction.js'
import { signHandlers } from './handlers/sign.js'
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
  const fetchRpc = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const persistence = createWalletPersistence(parameters.storage, info.rdns)
  if (chains.length === 0) throw invalidParams('a dev wallet needs at least one chain')
  const listeners = new Map<string, Set<ProviderListener>>()
  const initialChainIds = new Set(parameters.knownChainIds ?? chains.map((chain) => chain.chainId))

  let accounts: PrivateKeyAccount[] | undefined
  const allAccounts = () => {
    accounts ??= parameters.privateKeys.map((key) => privateKeyToAccount(key))
    return accounts
  }
  let authorized = persistence.readAuthorized()
  let addedChains = persistence.readAddedChains()
  let locked = false
  let vanished = false

  const knownChain = (chainId: number): DevWalletChain | undefined =>
    addedChains.find((chain) => chain.chainId === chainId) ??
    (initialChainIds.has(chainId) ? chains.find((chain) => chain.chainId === chainId) : undefined)
  const firstKnown =
    chains.find((chain) => initialChainIds.has(chain.chainId)) ?? addedChains[0] ?? chains[0]!
  let chainId = knownChain(persistence.readChainId() ?? -1)?.chainId ?? firstKnown.chainId

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        // A page listener's fault must not break the wallet; report it like an extension would.
        console.error(`Foyer dev wallet: a '${event}' listener threw`, error)
      }
    }
  }

  const context: WalletContext = {
    info,
    origin,
    approvals,
    authorized: () => (locked ? [] : [...authorized]),
    authorize() {
      const next = allAccounts().map((account) => account.address.toLowerCase())
      const changed = locked || next.join() !== authorized.join()
      authorized = next
      locked = false
      persistence.writeAuthorized(next)
      if (changed) emit('accountsChanged', [...next])
      return [...next]
    },
    revoke() {
      const had = authorized.length > 0 && !locked
      authorized = []
      persistence.writeAuthorized([])
      if (had) emit('accountsChanged', [])
    },
    signer(address) {
      if (typeof address !== 'string') throw invalidParams('an account address is required')
      const lower = address.toLowerCase()
      if (locked || !authorized.includes(lower)) throw unauthorized()
      const account = allAccounts().find((item) => item.address.toLowerCase() === lower)
      if (!account) throw unauthorized()
      return account
    },
    chain: () => knownChain(chainId) ?? firstKnown,
    knownChain,
    addChain(chain) {
      if (knownChain(chain.chainId)) return
      addedChains = [...addedChains, chain]
      persistence.writeAddedChains(addedChains)
    },
    setChain(next) {
      if (next === chainId) return
      chainId = next
      persistence.writeChainId(next)
      emit('chainChanged', toHexChainId(next))
    },
    async ask(request) {
      const summary = summarizeRequest(request, {
        chain: context.chain(),
        accounts: allAccounts().map((account) => account.address),
      })
      await approvals.ask({ rdns: info.rdns, wallet: info.name, method: request.method, origin, summary })
      if (vanished) throw disconnected()
    },
    async rpc(method, params) {
      const { rpcUrl } = context.chain()
      let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
      try {
        const response = await fetchRpc(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
        })
        body = await response.json()
      } catch (error) {
        throw internalError({ message: error instanceof Error ? error.message : String(error), rpcUrl })
      }
      if (body.error) {
        const { code, message, data } = body.error
        throw new ProviderRpcError(typeof code === 'number' ? code : -32603, String(message), data)
      }
      return body.result
    },
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
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  // EIP-1193: 'connect' once the provider can serve the chain (it can at once: the chain id is local).
  queueMicrotask(() => {
    if (!vanished) emit('connect', { chainId: toHexChainId(context.chain().chainId) })
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
      emit('disconnect', disconnected())
    },
    lock() {
      if (locked) return
      const had = authorized.length > 0
      locked = true
      if (had) emit('accountsChanged', [])
    },
    switchChainFromWallet(next) {
      const chain = knownChain(next) ?? chains.find((item) => item.chainId === next)
      if (!chain) throw unrecognizedChain(toHexChainId(next))
      context.addChain(chain)
      context.setChain(next)
    },
  }
}
