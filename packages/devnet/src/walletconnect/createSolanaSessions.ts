import { StandardConnect } from '@wallet-standard/features'
import { type ApprovalQueue, createApprovalQueue } from '../wallet/createApprovalQueue.js'
import { invalidParams, unsupportedMethod } from '../wallet/errors.js'
import { createMemoryStorage } from '../wallet/index.js'
import { createSolanaDevWallet } from '../wallet/solana/createSolanaDevWallet.js'
import { deriveSigners, type Kit } from '../wallet/solana/solanaSigningFeatures.js'
import { askedChains, type Proposal, toSessionRpcError } from './sessionFamilies.js'
import { type SessionFeatures, type SolanaRequest, solanaRequestHandlers } from './solanaRequestHandlers.js'

export type { SolanaRequest } from './solanaRequestHandlers.js'

/** A Solana cluster of the mobile wallet: its CAIP-2 id (`solana:` + genesis hash prefix) and its RPC. */
export interface WalletConnectSolanaChain {
  caipNetworkId: `solana:${string}`
  rpcUrl: string
}

export interface CreateSolanaSessionsParameters {
  /** The 32-byte Ed25519 seeds of the accounts; an account's address is base58 of its public key. */
  seeds(): Promise<readonly Uint8Array[]>
  chains: readonly WalletConnectSolanaChain[]
  /** The mobile wallet's queue: every signing request waits here for Approve / Reject. */
  approvals: ApprovalQueue
  /** The wallet's name and approval key, and its icon as the Wallet Standard wants it (base64 data: URI). */
  wallet: { name: string; rdns: string; icon: `data:image/svg+xml;base64,${string}` }
  fetch?: typeof fetch | undefined
}

export type { ProposedNamespaces } from './sessionFamilies.js'

export interface SolanaNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** A session request's JSON-RPC answer: a result, or an error. */
export type SolanaAnswer = { result: unknown } | { error: { code: number; message: string } }

export interface SolanaSessions {
  /**
   * The solana namespace to approve: the Solana chains the proposal asks for (key `solana` or
   * `solana:<ref>`, required or optional) that the wallet knows, each with every account; undefined when
   * it asks for none of them.
   */
  namespaceFor(proposal: Proposal): Promise<SolanaNamespace | undefined>
  /** The session's Solana wallet, authorised: the user approved the session. */
  open(topic: string, origin: string): Promise<void>
  /** Answers a session request on a `solana:` chain (never throws: errors are JSON-RPC errors). */
  answer(topic: string, origin: string, request: SolanaRequest): Promise<SolanaAnswer>
  /** Forgets a session that ended. */
  close(topic: string): void
}

/** WalletConnect's Solana methods, as the wallet offers them in its sessions. */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
]

type Features = SessionFeatures

/**
 * The Solana side of the dev mobile wallet: the solana namespace of its sessions and the answers to
 * WalletConnect's Solana RPC (`solana_signMessage`, `solana_signTransaction`, `solana_signAllTransactions`,
 * `solana_signAndSendTransaction`, `solana_getAccounts`, `solana_requestAccounts`). Each session drives a
 * Solana dev wallet of its own (`createSolanaDevWallet`, authorised for the session's site) through its
 * Wallet Standard features; the request itself waits in the mobile wallet's approval queue under its
 * WalletConnect method name. Params are checked before the user is asked: garbage or an account that is
 * not the wallet's is -32602, a refusal is WalletConnect's 5000.
 *
 * @example
 * const solana = createSolanaSessions({ seeds, chains, approvals, wallet: { name, rdns, icon } })
 * const namespace = await solana.namespaceFor(proposal.params)
 */
export function createSolanaSessions(parameters: CreateSolanaSessionsParameters): SolanaSessions {
  const { chains, approvals, wallet } = parameters
  const sessions = new Map<string, Promise<Features>>()
  let kit: Promise<Kit> | undefined
  let addresses: Promise<string[]> | undefined

  const loadKit = () => {
    kit ??= import('@solana/kit')
    return kit
  }
  const loadAddresses = () => {
    addresses ??= loadKit().then(async (loaded) =>
      (await deriveSigners(loaded, await parameters.seeds())).map((signer) => signer.address),
    )
    return addresses
  }

  /** The session's dev wallet, connected: the user approved the session, so its own queue approves. */
  const open = (topic: string, origin: string): Promise<Features> => {
    const existing = sessions.get(topic)
    if (existing) return existing
    const opening = (async () => {
      const dev = createSolanaDevWallet({
        name: wallet.name,
        icon: wallet.icon,
        rdns: wallet.rdns,
        seeds: parameters.seeds,
        chains: chains.map((chain) => ({ chain: chain.caipNetworkId, rpcUrl: chain.rpcUrl })),
        storage: createMemoryStorage(),
        origin,
        approvals: createApprovalQueue({ mode: 'approve' }),
        ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
      })
      const features = dev.wallet.features as Features
      await features[StandardConnect].connect()
      return features
    })()
    sessions.set(topic, opening)
    opening.catch(() => sessions.delete(topic))
    return opening
  }

  /** Asks the user (under the WalletConnect method's name); a refusal throws the queue's 4001. */
  const ask = (method: string, origin: string, summary: string) =>
    approvals.ask({ rdns: wallet.rdns, wallet: wallet.name, method, origin, summary })

  return {
    async namespaceFor(proposal) {
      const known = askedChains(
        proposal,
        'solana',
        chains.map((chain) => chain.caipNetworkId),
      )
      if (known.length === 0) return undefined
      const accounts = await loadAddresses()
      return {
        chains: known,
        accounts: known.flatMap((chain) => accounts.map((address) => `${chain}:${address}`)),
        methods: [...SOLANA_METHODS],
        events: [],
      }
    },
    async open(topic, origin) {
      await open(topic, origin)
    },
    async answer(topic, origin, request) {
      try {
        const handler = Object.hasOwn(solanaRequestHandlers, request.method)
          ? solanaRequestHandlers[request.method]
          : undefined
        if (!handler) throw unsupportedMethod(request.method)
        if (!chains.some((chain) => chain.caipNetworkId === request.chainId))
          throw invalidParams(`unknown chain ${request.chainId}`)
        const features = await open(topic, origin)
        return { result: await handler({ features, request, origin, loadKit, loadAddresses, ask }) }
      } catch (error) {
        return { error: toSessionRpcError(error) }
      }
    },
    close(topic) {
      sessions.delete(topic)
    },
  }
}
