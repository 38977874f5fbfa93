import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { privateKeyToAccount } from 'viem/accounts'
import type { PolkadotDevAccount } from '../polkadot/polkadotDevAccounts.js'
import { type ApprovalQueue, createApprovalQueue } from '../wallet/createApprovalQueue.js'
import type { ApprovalMode, DevWalletChain, WalletInfo } from '../wallet/types.js'
import { createBitcoinSessions } from './createBitcoinSessions.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import { createPolkadotSessions } from './createPolkadotSessions.js'
import { createSessionWallets } from './createSessionWallets.js'
import { createSolanaSessions, type WalletConnectSolanaChain } from './createSolanaSessions.js'
import type { FamilySessions } from './sessionFamilies.js'
import {
  answerSessionAuthenticate,
  answerSessionProposal,
  answerSessionRequest,
  type MobileWalletContext,
} from './walletConnectAnswers.js'
import type { WalletConnectBitcoinChain } from './walletConnectBitcoinChains.js'
import { EVENTS, METHODS } from './walletConnectMethods.js'
import type { WalletConnectPolkadotChain } from './walletConnectPolkadotChains.js'

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
  /**
   * The wallet's Bitcoin side: the Bitcoin dev wallet's keys on these networks. With it, a proposal that
   * asks for them (key `bip122` or `bip122:<ref>`) gets a bip122 namespace, and requests on them are
   * answered with WalletConnect's Bitcoin RPC (see createBitcoinSessions).
   */
  bitcoin?: { chains: readonly WalletConnectBitcoinChain[] } | undefined
  /**
   * The wallet's Polkadot side: the Polkadot dev wallet's accounts (or `accounts`) on these chains. With
   * it, a proposal that asks for them gets a polkadot namespace, and requests on them are answered with
   * WalletConnect's Polkadot RPC (see createPolkadotSessions).
   */
  polkadot?:
    | { chains: readonly WalletConnectPolkadotChain[]; accounts?: readonly PolkadotDevAccount[] | undefined }
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

/** The methods the wallet offers: its own, or without wallet_addEthereumChain when it cannot add chains. */
function offeredMethods(canAddChains: boolean, methods: string[]): string[] {
  return canAddChains ? methods : methods.filter((method) => method !== 'wallet_addEthereumChain')
}

/** The eip155 namespace: every account on every known chain, the wallet's methods plus those asked for. */
function eip155Namespaces(known: readonly number[], addresses: readonly string[], methods: string[]) {
  const chains = known.map((id) => `eip155:${id}`)
  return {
    eip155: {
      chains,
      accounts: chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
      methods,
      events: EVENTS,
    },
  }
}

/** The WalletConnect core on the local relay, and the wallet's WalletKit client. */
async function initWalletKit(parameters: CreateWalletConnectWalletParameters) {
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
  return { core, walletKit }
}

/** The Bitcoin and Polkadot namespaces the wallet serves, for the families its parameters name. */
function createFamilySessions(
  parameters: CreateWalletConnectWalletParameters,
  approvals: ApprovalQueue,
): FamilySessions[] {
  const wallet = { name: walletConnectWalletInfo.name, rdns: walletConnectWalletInfo.rdns }
  const families: FamilySessions[] = []
  if (parameters.bitcoin)
    families.push(createBitcoinSessions({ chains: parameters.bitcoin.chains, approvals, wallet }))
  if (parameters.polkadot)
    families.push(
      createPolkadotSessions({
        chains: parameters.polkadot.chains,
        accounts: parameters.polkadot.accounts,
        approvals,
        wallet,
      }),
    )
  return families
}

/**
 * A dev "mobile wallet" on `@reown/walletkit`: it pairs through the local relay, answers session proposals
 * with an eip155 session for the chains it knows, answers one-click sign-in (wc_sessionAuthenticate) with a
 * signed sign-in message per chain it knows, and answers session requests with a dev wallet backed by
 * local private keys and the devnet chains (personal_sign, eth_sendTransaction, eth_signTypedData_v4,
 * wallet_switchEthereumChain, wallet_addEthereumChain for a chain it does not know yet). With `solana`, it
 * is a two-family wallet: a proposal asking for its Solana clusters also gets a solana namespace (one that
 * asks for Solana only, a Solana-only session), and requests on a `solana:` chain get WalletConnect's
 * Solana RPC (see createSolanaSessions). With `bitcoin` and `polkadot`, proposals asking for those chains
 * get bip122 and polkadot namespaces too, answered with WalletConnect's Bitcoin and Polkadot RPC (see
 * createBitcoinSessions, createPolkadotSessions). Runs in Node (tests) and in the browser (the demo's
 * /wallet page).
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
  const solana = parameters.solana
    ? createSolanaSessions({
        seeds: parameters.solana.seeds,
        chains: parameters.solana.chains,
        approvals,
        wallet: { name: walletConnectWalletInfo.name, rdns: walletConnectWalletInfo.rdns, icon: base64Icon },
        ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
      })
    : undefined
  const families = createFamilySessions(parameters, approvals)

  const { core, walletKit } = await initWalletKit(parameters)

  const canAddChains = parameters.canAddChains ?? true
  const offered = (methods: string[]) => offeredMethods(canAddChains, methods)
  const namespacesFor = (methods: string[]) =>
    eip155Namespaces([...known], addresses, offered([...new Set([...METHODS, ...methods])]))

  const sessionWallets = createSessionWallets({
    walletKit,
    info: walletConnectWalletInfo,
    approvals,
    privateKeys: parameters.privateKeys,
    chains: parameters.chains,
    known,
    fetch: parameters.fetch,
  })

  const context: MobileWalletContext = {
    walletKit,
    info: walletConnectWalletInfo,
    approvals,
    privateKeys: parameters.privateKeys,
    known,
    solana,
    families,
    offered,
    namespacesFor,
    walletFor: sessionWallets.walletFor,
    authorise: sessionWallets.authorise,
  }

  const report = (what: string) => (error: unknown) =>
    console.warn(`Foyer mobile wallet: ${what} failed`, error)
  walletKit.on(
    'session_proposal',
    (proposal) => void answerSessionProposal(context, proposal).catch(report('a session proposal')),
  )
  walletKit.on(
    'session_request',
    (event) => void answerSessionRequest(context, event).catch(report('a session request')),
  )
  if (parameters.authenticate ?? true)
    walletKit.on(
      'session_authenticate',
      (event) => void answerSessionAuthenticate(context, event).catch(report('a sign-in request')),
    )
  walletKit.on('session_delete', ({ topic }) => {
    sessionWallets.forget(topic)
    solana?.close(topic)
  })

  const sessions = () => Object.keys(walletKit.getActiveSessions())
  const disconnect = async () => {
    for (const topic of sessions()) {
      await walletKit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
      sessionWallets.forget(topic)
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
