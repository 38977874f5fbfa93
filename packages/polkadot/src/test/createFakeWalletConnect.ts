import type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  WalletConnectConnector,
  WalletConnectProvider,
} from '@foyer/core'
import { vi } from 'vitest'

/** One request the session's provider received. */
export interface FakeRequest {
  method: string
  params: unknown
  chain: string | undefined
}

export interface CreateFakeWalletConnectParameters {
  /** The session's CAIP-10 accounts, of every namespace, as the wallet approves them. */
  accounts: string[]
  /** A session stored by an earlier page: `restore` finds it. Default false. */
  stored?: boolean
  /** The wallet's answer to a request (what it resolves with, or throws). Default: a JSON-RPC error. */
  answer?: (request: FakeRequest) => unknown
}

type Listener = (...args: never[]) => void

/**
 * A WalletConnect connector whose session is scripted: `connect` approves at once with `accounts`,
 * `restore` finds the session when `stored` (or already paired), each request is recorded and answered by
 * `answer`; `update` and `end` play the wallet's `session_update` and `session_delete`.
 */
export function createFakeWalletConnect({
  accounts,
  stored = false,
  answer,
}: CreateFakeWalletConnectParameters) {
  const listeners = new Map<string, Set<Listener>>()
  const requests: FakeRequest[] = []
  let live = stored
  let approved = accounts
  let respond =
    answer ??
    (() => {
      throw { code: -32601, message: 'Method not found' }
    })

  const ofNamespace = (namespace: ChainNamespace) =>
    live ? approved.filter((account) => account.startsWith(`${namespace}:`)) : []
  const emit = (event: string) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as () => void)()
  }

  const provider: WalletConnectProvider = {
    async request({ method, params }, chain) {
      requests.push({ method, params, chain })
      return respond({ method, params, chain })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    getProvider: vi.fn((namespace: ChainNamespace = 'eip155') =>
      ofNamespace(namespace).length > 0 ? provider : undefined,
    ),
    getAccounts: vi.fn((namespace: ChainNamespace) => ofNamespace(namespace) as CaipAddress[]),
    connect: vi.fn(async () => {
      live = true
      return provider
    }),
    restore: vi.fn(async () => (live ? provider : undefined)),
    disconnect: vi.fn(async () => {
      live = false
    }),
    getApprovedNetworks: vi.fn((namespace: ChainNamespace = 'eip155') => {
      const ids = ofNamespace(namespace).map((account) => account.split(':').slice(0, 2).join(':'))
      return live
        ? { approvedCaipNetworkIds: [...new Set(ids)] as CaipNetworkId[], supportsAllNetworks: false }
        : undefined
    }),
  } satisfies WalletConnectConnector

  return {
    connector,
    provider,
    requests,
    /** The wallet's answer from now on. */
    setAnswer(next: (request: FakeRequest) => unknown) {
      respond = next
    },
    /** How many listeners the session's provider has for `event`. */
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    /** The wallet changes the session's accounts (`session_update`). */
    update(next: string[]) {
      approved = next
      emit('session_update')
    },
    /** The wallet ends the session (`session_delete`). */
    end() {
      live = false
      emit('session_delete')
    },
  }
}
