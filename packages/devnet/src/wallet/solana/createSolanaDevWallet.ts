import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { t } from '../../t.js'
import type { ApprovalQueue } from '../createApprovalQueue.js'
import { createListeners } from '../createListeners.js'
import { disconnected, invalidParams, unauthorized } from '../errors.js'
import { rpcFetch } from '../postJsonRpc.js'
import type { KeyValueStorage } from '../types.js'
import { deriveSigners, type Kit, type Signer, solanaSigningFeatures } from './solanaSigningFeatures.js'

/** A Solana cluster the wallet serves: its Wallet Standard chain ('solana:localnet') and RPC. */
export interface SolanaDevWalletChain {
  chain: IdentifierString
  rpcUrl: string
}

export interface CreateSolanaDevWalletParameters {
  name: string
  /** A data: URI (Wallet Standard requires one). */
  icon: `data:image/${'svg+xml' | 'webp' | 'png' | 'gif'};base64,${string}`
  /** The approval panel's key for this wallet (like an EIP-6963 rdns). */
  rdns: string
  /**
   * The 32-byte Ed25519 seeds of the accounts (a Solana secret key is seed || public key: its first
   * half), read with the first operation that needs them.
   */
  seeds(): Promise<readonly Uint8Array[]>
  chains: readonly SolanaDevWalletChain[]
  storage: KeyValueStorage
  /**
   * The storage key of the page's authorisation (`foyer-devwallet:<rdns>:authorized` by default). A
   * wallet that shares its rdns with an EVM dev wallet (one product, two chain families) needs its own:
   * the EVM side keeps its authorised accounts under the default key.
   */
  authorizedKey?: string
  /**
   * Whether the wallet's other family already approved the site (one product, one approval for all its
   * chains, as Phantom does): a connect then needs no prompt, and a silent one gives the accounts.
   */
  approvedElsewhere?: () => Promise<boolean>
  origin: string
  approvals: ApprovalQueue
  fetch?: typeof fetch
}

export interface SolanaDevWallet {
  /** The Wallet Standard wallet: what `registerWallet` announces to the page. */
  readonly wallet: Wallet
  /** The wallet disappears: requests fail with 4900, and it reports no account. */
  vanish(): void
}

/**
 * A Solana dev wallet that registers through the Wallet Standard, as Phantom, Solflare or Backpack do:
 * `standard:connect` / `disconnect` / `events`, and `solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`, each asking the dev wallets' approval queue first (the same panel
 * and `window.foyerDevWallet` controls as the EVM dev wallets). Keys are local test keys; transactions
 * go to the chain's RPC. `@solana/kit` loads with the first operation that needs it.
 *
 * @example
 * const { wallet } = createSolanaDevWallet({ name, icon, rdns, seeds, chains, storage, origin, approvals })
 * registerWallet(wallet)
 */
export function createSolanaDevWallet(parameters: CreateSolanaDevWalletParameters): SolanaDevWallet {
  const { name, icon, rdns, chains, origin, approvals } = parameters
  const fetchRpc = rpcFetch(parameters.fetch)
  const authorizedKey = parameters.authorizedKey ?? `foyer-devwallet:${rdns}:authorized`
  const listeners = createListeners<StandardEventsListeners['change']>('Foyer Solana dev wallet')
  let vanished = false
  let kit: Promise<Kit> | undefined
  let signers: Promise<Signer[]> | undefined
  let accounts: WalletAccount[] = []

  const loadKit = () => {
    kit ??= import('@solana/kit')
    return kit
  }
  const loadSigners = () => {
    signers ??= loadKit().then(async (loaded) => deriveSigners(loaded, await parameters.seeds()))
    return signers
  }
  const emit = () => listeners.emit('change', { accounts })
  const ask = async (method: string, summary: string) => {
    if (vanished) throw disconnected()
    await approvals.ask({ rdns, wallet: name, method, origin, summary })
    if (vanished) throw disconnected()
  }
  const signerOf = async (account: WalletAccount): Promise<Signer> => {
    if (vanished) throw disconnected()
    const signer = (await loadSigners()).find((item) => item.address === account.address)
    if (!signer || !accounts.some((item) => item.address === account.address)) throw unauthorized()
    return signer
  }
  const rpcOf = (chain: IdentifierString | undefined) => {
    const found = chains.find((item) => item.chain === (chain ?? chains[0]?.chain))
    if (!found) throw invalidParams(`unknown chain ${String(chain)}`)
    return found.rpcUrl
  }
  const connect: StandardConnectFeature[typeof StandardConnect]['connect'] = async (input) => {
    if (vanished) throw disconnected()
    if (accounts.length > 0) return { accounts }
    if (!readAuthorized(parameters.storage, authorizedKey) && !(await parameters.approvedElsewhere?.())) {
      // A silent connect never prompts: a site the user has not approved gets no account.
      if (input?.silent) return { accounts: [] }
      await ask('standard:connect', t('solana.connect'))
    }
    accounts = (await loadSigners()).map((signer) => toAccount(signer, chains))
    parameters.storage.setItem(authorizedKey, 'true')
    emit()
    return { accounts }
  }
  const disconnect: StandardDisconnectFeature[typeof StandardDisconnect]['disconnect'] = async () => {
    parameters.storage.removeItem(authorizedKey)
    if (accounts.length === 0) return
    accounts = []
    emit()
  }
  const on: StandardEventsFeature[typeof StandardEvents]['on'] = (event, listener) => {
    if (event !== 'change') return () => undefined
    listeners.add('change', listener)
    return () => listeners.remove('change', listener)
  }
  const wallet = standardWallet(name, icon, chains, () => (vanished ? [] : accounts), {
    connect,
    disconnect,
    on,
    ...solanaSigningFeatures({ ask, signerOf, loadKit, rpcOf, fetchRpc }),
  })
  return {
    wallet,
    vanish() {
      if (vanished) return
      vanished = true
      approvals.cancel(rdns, disconnected())
      accounts = []
      emit()
    },
  }
}

const accountFeatures = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
] as const satisfies readonly IdentifierString[]

/** The Wallet Standard account of a signer, on every chain of the wallet. */
function toAccount(signer: Signer, chains: readonly SolanaDevWalletChain[]): WalletAccount {
  return Object.freeze({
    address: signer.address,
    publicKey: signer.publicKey,
    chains: chains.map((item) => item.chain),
    features: [...accountFeatures],
  })
}

/** The Wallet Standard wallet with its connect, events and signing features. */
function standardWallet(
  name: string,
  icon: CreateSolanaDevWalletParameters['icon'],
  chains: readonly SolanaDevWalletChain[],
  accounts: () => readonly WalletAccount[],
  {
    connect,
    disconnect,
    on,
    signMessage,
    signTransaction,
    signAndSendTransaction,
  }: {
    connect: StandardConnectFeature[typeof StandardConnect]['connect']
    disconnect: StandardDisconnectFeature[typeof StandardDisconnect]['disconnect']
    on: StandardEventsFeature[typeof StandardEvents]['on']
  } & ReturnType<typeof solanaSigningFeatures>,
): Wallet {
  return {
    version: '1.0.0',
    name,
    icon,
    chains: chains.map((item) => item.chain),
    get accounts() {
      return accounts()
    },
    features: {
      [StandardConnect]: { version: '1.0.0', connect },
      [StandardDisconnect]: { version: '1.0.0', disconnect },
      [StandardEvents]: { version: '1.0.0', on },
      [SolanaSignMessage]: { version: '1.1.0', signMessage },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction,
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
    } satisfies StandardConnectFeature &
      StandardDisconnectFeature &
      StandardEventsFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature &
      SolanaSignAndSendTransactionFeature,
  }
}

/** Whether the page's authorisation is stored (`true` under `key`); anything unreadable counts as no. */
function readAuthorized(storage: KeyValueStorage, key: string): boolean {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'false')
    return value === true
  } catch {
    return false
  }
}
