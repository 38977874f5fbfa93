import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import { t } from '../t.js'
import { type ApprovalQueue, createApprovalQueue } from '../wallet/createApprovalQueue.js'
import { invalidParams, unsupportedMethod } from '../wallet/errors.js'
import { createMemoryStorage } from '../wallet/index.js'
import { createSolanaDevWallet } from '../wallet/solana/createSolanaDevWallet.js'

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

/** What a session proposal asks for, per namespace key (`solana`, `solana:<ref>`, `eip155`...). */
export type ProposedNamespaces = Record<string, { chains?: string[] | undefined }> | undefined

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
  namespaceFor(proposal: {
    requiredNamespaces?: ProposedNamespaces
    optionalNamespaces?: ProposedNamespaces
  }): Promise<SolanaNamespace | undefined>
  /** The session's Solana wallet, authorised: the user approved the session. */
  open(topic: string, origin: string): Promise<void>
  /** Answers a session request on a `solana:` chain (never throws: errors are JSON-RPC errors). */
  answer(topic: string, origin: string, request: SolanaRequest): Promise<SolanaAnswer>
  /** Forgets a session that ended. */
  close(topic: string): void
}

export interface SolanaRequest {
  chainId: string
  method: string
  params: unknown
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

/** WalletConnect's "user rejected" answer (what wallets send for a request the user refused). */
const USER_REJECTED = { code: 5000, message: 'User rejected.' }

type Features = StandardConnectFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

type Kit = typeof import('@solana/kit')

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
    addresses ??= (async () => {
      const { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } = await loadKit()
      const seeds = await parameters.seeds()
      return Promise.all(
        seeds.map(async (seed) =>
          getAddressFromPublicKey((await createKeyPairFromPrivateKeyBytes(seed)).publicKey),
        ),
      )
    })()
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

  const accountOf = async (features: Features, address: string): Promise<WalletAccount> => {
    const { accounts } = await features[StandardConnect].connect()
    const account = accounts.find((item) => item.address === address)
    if (!account) throw invalidParams(`${address} is not an account of this wallet`)
    return account
  }

  /** A base64 wire transaction, decoded, with the wallet's accounts that must sign it (fee payer first). */
  const readTransaction = async (value: unknown, name: string) => {
    const { getBase64Encoder, getTransactionDecoder } = await loadKit()
    const encoded = requireString(value, name)
    let bytes: Uint8Array
    let signers: string[]
    try {
      bytes = new Uint8Array(getBase64Encoder().encode(encoded))
      signers = Object.keys(getTransactionDecoder().decode(bytes).signatures)
    } catch (error) {
      throw invalidParams(`${name} is not a base64 transaction: ${messageOf(error)}`)
    }
    const ours = new Set(await loadAddresses())
    const signing = signers.filter((signer) => ours.has(signer))
    if (signing.length === 0) throw invalidParams(t('solana.notASigner'))
    return { bytes, signing }
  }

  /** Signs with each of the wallet's accounts the transaction needs, through the Wallet Standard feature. */
  const sign = async (features: Features, chain: string, bytes: Uint8Array, signing: readonly string[]) => {
    let signed = bytes
    for (const address of signing) {
      const account = await accountOf(features, address)
      const [output] = await features[SolanaSignTransaction].signTransaction({
        account,
        transaction: signed,
        chain: chain as `${string}:${string}`,
      })
      if (!output) throw new Error('signTransaction returned no transaction')
      signed = output.signedTransaction
    }
    return signed
  }

  const handlers: Record<
    string,
    (features: Features, request: SolanaRequest, origin: string) => Promise<unknown>
  > = {
    solana_getAccounts: async () => (await loadAddresses()).map((pubkey) => ({ pubkey })),
    solana_requestAccounts: async () => (await loadAddresses()).map((pubkey) => ({ pubkey })),
    solana_signMessage: async (features, { params }, origin) => {
      const { getBase58Decoder, getBase58Encoder } = await loadKit()
      const input = requireObject(params)
      const encoded = requireString(input.message, 'message')
      let message: Uint8Array
      try {
        message = new Uint8Array(getBase58Encoder().encode(encoded))
      } catch (error) {
        throw invalidParams(`message is not base58: ${messageOf(error)}`)
      }
      const account = await accountOf(features, requireString(input.pubkey, 'pubkey'))
      const text = new TextDecoder().decode(message)
      await ask('solana_signMessage', origin, t('solana.signMessage', { message: clip(text) }))
      const [output] = await features[SolanaSignMessage].signMessage({ account, message })
      if (!output) throw new Error('signMessage returned no signature')
      return { signature: getBase58Decoder().decode(output.signature) }
    },
    solana_signTransaction: async (features, { chainId, params }, origin) => {
      const { getBase58Decoder, getBase64Decoder, getTransactionDecoder } = await loadKit()
      const { bytes, signing } = await readTransaction(requireObject(params).transaction, 'transaction')
      await ask('solana_signTransaction', origin, t('solana.signTransaction'))
      const signed = await sign(features, chainId, bytes, signing)
      const { signatures } = getTransactionDecoder().decode(signed)
      // The transaction's first signature is its id: the fee payer's, or the wallet's when another pays.
      const feePayer = Object.keys(signatures)[0] as keyof typeof signatures
      const signature = signatures[feePayer] ?? signatures[signing[0] as keyof typeof signatures]
      return {
        signature: signature ? getBase58Decoder().decode(signature) : null,
        transaction: getBase64Decoder().decode(signed),
      }
    },
    solana_signAllTransactions: async (features, { chainId, params }, origin) => {
      const { getBase64Decoder } = await loadKit()
      const list = requireObject(params).transactions
      if (!Array.isArray(list) || list.length === 0)
        throw invalidParams('transactions must be a non-empty array of base64 transactions')
      const transactions = []
      for (const [index, item] of list.entries())
        transactions.push(await readTransaction(item, `transactions[${index}]`))
      await ask(
        'solana_signAllTransactions',
        origin,
        t('solana.signAllTransactions', { count: transactions.length }),
      )
      const signed = []
      for (const { bytes, signing } of transactions)
        signed.push(getBase64Decoder().decode(await sign(features, chainId, bytes, signing)))
      return { transactions: signed }
    },
    solana_signAndSendTransaction: async (features, { chainId, params }, origin) => {
      const { getBase58Decoder } = await loadKit()
      const input = requireObject(params)
      const { bytes, signing } = await readTransaction(input.transaction, 'transaction')
      const options = readSendOptions(input.sendOptions)
      await ask('solana_signAndSendTransaction', origin, t('solana.signAndSend', { count: 1 }))
      // The other accounts sign first; the first (the fee payer when it is the wallet's) signs and sends.
      const [first, ...others] = signing as [string, ...string[]]
      const partly = await sign(features, chainId, bytes, others)
      const [output] = await features[SolanaSignAndSendTransaction].signAndSendTransaction({
        account: await accountOf(features, first),
        transaction: partly,
        chain: chainId as `${string}:${string}`,
        options,
      })
      if (!output) throw new Error('signAndSendTransaction returned no signature')
      return { signature: getBase58Decoder().decode(output.signature) }
    },
  }

  return {
    async namespaceFor(proposal) {
      const requested = new Set([
        ...solanaChainsOf(proposal.requiredNamespaces),
        ...solanaChainsOf(proposal.optionalNamespaces),
      ])
      const known = chains.map((chain) => chain.caipNetworkId).filter((chain) => requested.has(chain))
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
        const handler = Object.hasOwn(handlers, request.method) ? handlers[request.method] : undefined
        if (!handler) throw unsupportedMethod(request.method)
        if (!chains.some((chain) => chain.caipNetworkId === request.chainId))
          throw invalidParams(`unknown chain ${request.chainId}`)
        return { result: await handler(await open(topic, origin), request, origin) }
      } catch (error) {
        return { error: toSolanaRpcError(error) }
      }
    },
    close(topic) {
      sessions.delete(topic)
    },
  }
}

/** The Solana chains a proposal's namespaces name: in a `solana` namespace, or as a `solana:<ref>` key. */
function solanaChainsOf(namespaces: ProposedNamespaces): string[] {
  return Object.entries(namespaces ?? {}).flatMap(([key, namespace]) => {
    if (key === 'solana') return namespace.chains ?? []
    if (key.startsWith('solana:')) return [key, ...(namespace.chains ?? [])]
    return []
  })
}

/** web3.js's SendOptions as WalletConnect carries them, for the Wallet Standard's signAndSend options. */
function readSendOptions(value: unknown) {
  if (value === undefined || value === null) return undefined
  const input = requireObject(value, 'sendOptions')
  const commitments = ['processed', 'confirmed', 'finalized'] as const
  const commitment = (name: string) => {
    const given = input[name]
    if (given === undefined) return undefined
    if (!commitments.includes(given as never)) throw invalidParams(`sendOptions.${name} is not a commitment`)
    return given as (typeof commitments)[number]
  }
  const number = (name: string) => {
    const given = input[name]
    if (given === undefined) return undefined
    if (typeof given !== 'number' || !Number.isSafeInteger(given) || given < 0)
      throw invalidParams(`sendOptions.${name} is not a count`)
    return given
  }
  if (input.skipPreflight !== undefined && typeof input.skipPreflight !== 'boolean')
    throw invalidParams('sendOptions.skipPreflight is not a boolean')
  const options = {
    preflightCommitment: commitment('preflightCommitment'),
    skipPreflight: input.skipPreflight as boolean | undefined,
    maxRetries: number('maxRetries'),
    minContextSlot: number('minContextSlot'),
  }
  return Object.fromEntries(Object.entries(options).filter(([, given]) => given !== undefined)) as {
    [K in keyof typeof options]?: Exclude<(typeof options)[K], undefined>
  }
}

function requireObject(value: unknown, name = 'params'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams(`${name} must be an object`)
  return value as Record<string, unknown>
}

function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalidParams(`${name} must be a non-empty string`)
  return value
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text)

/** A thrown wallet error as WalletConnect's answer: the queue's 4001 is 5000 "User rejected.". */
function toSolanaRpcError(error: unknown): { code: number; message: string } {
  const candidate = error as { code?: unknown; message?: unknown } | null
  if (candidate?.code === 4001) return USER_REJECTED
  const code = typeof candidate?.code === 'number' ? candidate.code : -32603
  return { code, message: messageOf(error) }
}
