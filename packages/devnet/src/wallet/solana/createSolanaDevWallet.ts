import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
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
import { disconnected, internalError, invalidParams, ProviderRpcError, unauthorized } from '../errors.js'
import type { KeyValueStorage } from '../types.js'

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

interface Signer {
  address: string
  publicKey: Uint8Array
  keyPair: CryptoKeyPair
}

type Kit = typeof import('@solana/kit')

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
  const fetchRpc = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const authorizedKey = parameters.authorizedKey ?? `foyer-devwallet:${rdns}:authorized`
  const listeners = new Set<StandardEventsListeners['change']>()
  let vanished = false
  let kit: Promise<Kit> | undefined
  let signers: Promise<Signer[]> | undefined
  let accounts: WalletAccount[] = []

  const loadKit = () => {
    kit ??= import('@solana/kit')
    return kit
  }
  const loadSigners = () => {
    signers ??= (async () => {
      const { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, getAddressEncoder } = await loadKit()
      return Promise.all(
        (await parameters.seeds()).map(async (seed) => {
          const keyPair = await createKeyPairFromPrivateKeyBytes(seed)
          const address = await getAddressFromPublicKey(keyPair.publicKey)
          return { address, publicKey: new Uint8Array(getAddressEncoder().encode(address)), keyPair }
        }),
      )
    })()
    return signers
  }
  const features = [
    SolanaSignMessage,
    SolanaSignTransaction,
    SolanaSignAndSendTransaction,
  ] as const satisfies readonly IdentifierString[]
  const toAccount = (signer: Signer): WalletAccount =>
    Object.freeze({
      address: signer.address,
      publicKey: signer.publicKey,
      chains: chains.map((item) => item.chain),
      features: [...features],
    })
  const emit = () => {
    for (const listener of [...listeners]) {
      try {
        listener({ accounts })
      } catch (error) {
        console.error("Foyer Solana dev wallet: a 'change' listener threw", error)
      }
    }
  }
  const readAuthorized = () => {
    try {
      const value: unknown = JSON.parse(parameters.storage.getItem(authorizedKey) ?? 'false')
      return value === true
    } catch {
      return false
    }
  }
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
  const rpc = async (rpcUrl: string, method: string, params: unknown[]) => {
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    try {
      const response = await fetchRpc(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
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
  }
  /** Decodes wire bytes and adds the account's signature (the transaction's fee payer or a signer). */
  const signWire = async (account: WalletAccount, bytes: Uint8Array) => {
    const signer = await signerOf(account)
    const { getTransactionDecoder, getTransactionEncoder, partiallySignTransaction } = await loadKit()
    let transaction: ReturnType<ReturnType<Kit['getTransactionDecoder']>['decode']>
    try {
      transaction = getTransactionDecoder().decode(bytes)
    } catch (error) {
      throw invalidParams(`not a transaction: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!(signer.address in transaction.signatures)) throw invalidParams(t('solana.notASigner'))
    const signed = await partiallySignTransaction([signer.keyPair], transaction)
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }

  const connect: StandardConnectFeature[typeof StandardConnect]['connect'] = async (input) => {
    if (vanished) throw disconnected()
    if (accounts.length > 0) return { accounts }
    if (!readAuthorized() && !(await parameters.approvedElsewhere?.())) {
      // A silent connect never prompts: a site the user has not approved gets no account.
      if (input?.silent) return { accounts: [] }
      await ask('standard:connect', t('solana.connect'))
    }
    accounts = (await loadSigners()).map(toAccount)
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
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const signMessage: SolanaSignMessageFeature[typeof SolanaSignMessage]['signMessage'] = async (
    ...inputs: readonly SolanaSignMessageInput[]
  ) => {
    const text = inputs.map((input) => new TextDecoder().decode(input.message)).join('\n')
    await ask('solana:signMessage', t('solana.signMessage', { message: clip(text) }))
    const { signBytes } = await loadKit()
    return Promise.all(
      inputs.map(async (input) => {
        const signer = await signerOf(input.account)
        const signature = await signBytes(signer.keyPair.privateKey, input.message)
        return { signedMessage: input.message, signature: new Uint8Array(signature) }
      }),
    )
  }
  const signTransaction: SolanaSignTransactionFeature[typeof SolanaSignTransaction]['signTransaction'] =
    async (...inputs: readonly SolanaSignTransactionInput[]) => {
      await ask('solana:signTransaction', t('solana.signTransaction', { count: inputs.length }))
      return Promise.all(
        inputs.map(async (input) => ({
          signedTransaction: await signWire(input.account, input.transaction),
        })),
      )
    }
  const signAndSendTransaction: SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction]['signAndSendTransaction'] =
    async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
      await ask('solana:signAndSendTransaction', t('solana.signAndSend', { count: inputs.length }))
      const { getBase58Encoder, getBase64Decoder } = await loadKit()
      const results = []
      for (const input of inputs) {
        const signed = await signWire(input.account, input.transaction)
        const {
          preflightCommitment = 'confirmed',
          skipPreflight,
          maxRetries,
          minContextSlot,
        } = input.options ?? {}
        const signature = await rpc(rpcOf(input.chain), 'sendTransaction', [
          getBase64Decoder().decode(signed),
          {
            encoding: 'base64',
            preflightCommitment,
            // The caller's other send options go to the RPC as given (none by default).
            ...(skipPreflight === undefined ? {} : { skipPreflight }),
            ...(maxRetries === undefined ? {} : { maxRetries }),
            ...(minContextSlot === undefined ? {} : { minContextSlot }),
          },
        ])
        if (typeof signature !== 'string') throw internalError({ sendTransaction: signature })
        results.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
      }
      return results
    }

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon,
    chains: chains.map((item) => item.chain),
    get accounts() {
      return vanished ? [] : accounts
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

const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text)
