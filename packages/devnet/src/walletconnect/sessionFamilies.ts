import { messageOf } from './solanaParams.js'

/** What a session proposal asks for, per namespace key (`bip122`, `polkadot:<ref>`, `eip155`...). */
export type ProposedNamespaces = Record<string, { chains?: string[] | undefined }> | undefined

/** What `namespaceFor` reads of a proposal. */
export interface Proposal {
  requiredNamespaces?: ProposedNamespaces
  optionalNamespaces?: ProposedNamespaces
}

/** A namespace of the session the wallet approves. */
export interface SessionNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** A session request on one chain of a family. */
export interface FamilyRequest {
  chainId: string
  method: string
  params: unknown
}

/** A session request's JSON-RPC answer: a result, or an error. */
export type FamilyAnswer = { result: unknown } | { error: { code: number; message: string } }

/** An event the wallet sends on a session (`walletKit.emitSessionEvent`). */
export interface FamilyEvent {
  chainId: string
  event: { name: string; data: unknown }
}

/**
 * One chain family of the mobile wallet besides eip155 and solana (bip122, polkadot): the namespace it
 * approves, what the approval carries, and its answers to requests on its chains.
 */
export interface FamilySessions {
  /** The CAIP-2 namespace: the key of its namespace in the session. */
  readonly family: 'bip122' | 'polkadot'
  /** The namespace to approve: the chains asked for that the wallet knows; undefined when none. */
  namespaceFor(proposal: Proposal): Promise<SessionNamespace | undefined>
  /** The session properties that go with the approved namespace. */
  sessionProperties(namespace: SessionNamespace): Promise<Record<string, string>>
  /** The events to send once the session is approved. */
  approvedEvents(namespace: SessionNamespace): Promise<FamilyEvent[]>
  /** Answers a session request on one of its chains (never throws: errors are JSON-RPC errors). */
  answer(origin: string, request: FamilyRequest): Promise<FamilyAnswer>
}

/** WalletConnect's "user rejected" answer (what wallets send for a request the user refused). */
export const USER_REJECTED = { code: 5000, message: 'User rejected.' } as const

/** A thrown wallet error as WalletConnect's answer: the queue's 4001 is 5000 "User rejected.". */
export function toSessionRpcError(error: unknown): { code: number; message: string } {
  const candidate = error as { code?: unknown } | null
  if (candidate?.code === 4001) return { ...USER_REJECTED }
  const code = typeof candidate?.code === 'number' ? candidate.code : -32603
  return { code, message: messageOf(error) }
}

/** The chains of `family` a proposal's namespaces name: in a `<family>` namespace, or as a `<family>:<ref>` key. */
export function chainsOf(namespaces: ProposedNamespaces, family: string): string[] {
  return Object.entries(namespaces ?? {}).flatMap(([key, namespace]) => {
    if (key === family) return namespace.chains ?? []
    if (key.startsWith(`${family}:`)) return [key, ...(namespace.chains ?? [])]
    return []
  })
}

/** The chains among `known` that a proposal asks for (required or optional), in the wallet's order. */
export function askedChains<T extends string>(proposal: Proposal, family: string, known: readonly T[]): T[] {
  const requested = new Set([
    ...chainsOf(proposal.requiredNamespaces, family),
    ...chainsOf(proposal.optionalNamespaces, family),
  ])
  return known.filter((chain) => requested.has(chain))
}
