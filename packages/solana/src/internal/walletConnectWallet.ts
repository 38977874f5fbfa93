import type { WalletConnectConnector, WalletConnectPairingEvents, WalletConnectProvider } from '@foyer/core'
import {
  type Address,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  isAddress,
  type SignatureBytes,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsListeners } from '@wallet-standard/features'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { SolanaAdapterContext } from './context.js'
import { describeValue } from './describeValue.js'
import { toSolanaChain } from './toSolanaChain.js'

/** WalletConnect's codes for a request the person declined (its SDK errors 5000-5002). */
const REJECTED_CODES = new Set([5000, 5001, 5002])
const SIGNING_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const satisfies readonly IdentifierString[]
/** A transparent 1x1 image: the Wallet Standard wants an icon, the Connect view shows the connector's. */
const ICON = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' as const

/** A declined request as an EIP-1193-style error (code 4001), which the adapter types as a rejection. */
function toWalletCallError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number' && REJECTED_CODES.has(code)) {
    const message = (error as { message?: unknown }).message
    return Object.assign(new Error(typeof message === 'string' ? message : 'User rejected.'), {
      code: 4001,
      cause: error,
    })
  }
  return error
}

function stringField(result: unknown, field: string, method: string): string {
  const value = (result as Record<string, unknown> | null)?.[field]
  if (typeof value === 'string' && value.length > 0) return value
  throw new InvalidWalletResponseError({
    details: `${method}: expected a "${field}" string, received ${describeValue(result)}`,
  })
}

/** A call of WalletConnect's Solana RPC on the session, for the Wallet Standard chain `chain`. */
type SessionRequest = (
  method: string,
  params: Record<string, unknown>,
  chain: string | undefined,
) => Promise<unknown>

/**
 * The session's solana accounts and their chains, as Wallet Standard accounts. An account of
 * `previous` whose chains did not change is kept as it was (the same object), so that a listener can
 * tell what changed.
 */
function readSessionAccounts(
  connector: WalletConnectConnector,
  previous: readonly WalletAccount[],
): readonly WalletAccount[] {
  const byAddress = new Map<string, Set<IdentifierString>>()
  for (const account of connector.getAccounts?.('solana') ?? []) {
    const [namespace, reference, address] = account.split(':')
    if (namespace !== 'solana' || !reference || !address || !isAddress(address)) continue
    const chains = byAddress.get(address) ?? new Set()
    chains.add(toSolanaChain(reference))
    byAddress.set(address, chains)
  }
  const known = new Map(previous.map((account) => [account.address, account]))
  return [...byAddress].map(([address, chains]) => {
    const same = known.get(address)
    if (same && same.chains.length === chains.size && same.chains.every((chain) => chains.has(chain)))
      return same
    return Object.freeze({
      address,
      publicKey: new Uint8Array(getAddressEncoder().encode(address as Address)),
      chains: [...chains],
      features: [...SIGNING_FEATURES],
    })
  })
}

/**
 * Requests on the session's provider, sent on the session's CAIP-2 chain behind the Wallet Standard
 * chain asked for (the first one by default); a declined request comes back as code 4001.
 */
function createSessionRequest(connector: WalletConnectConnector): SessionRequest {
  const caipChainOf = (chain: string | undefined): string | undefined => {
    for (const account of connector.getAccounts?.('solana') ?? []) {
      const caip = account.split(':').slice(0, 2).join(':')
      if (!chain || toSolanaChain(caip) === chain) return caip
    }
    return undefined
  }
  return async (method, params, chain) => {
    const provider = connector.getProvider('solana')
    if (!provider) throw Object.assign(new Error('The WalletConnect session has ended'), { code: 4900 })
    try {
      return await provider.request({ method, params }, caipChainOf(chain))
    } catch (error) {
      throw toWalletCallError(error)
    }
  }
}

/** `solana_signTransaction`: the signed transaction, or the account's signature put into it. */
async function signTransaction(
  request: SessionRequest,
  { account, transaction, chain }: SolanaSignTransactionInput,
): Promise<{ signedTransaction: Uint8Array }> {
  const result = await request(
    'solana_signTransaction',
    { transaction: getBase64Decoder().decode(transaction) },
    chain,
  )
  const signed = (result as { transaction?: unknown } | null)?.transaction
  if (typeof signed === 'string' && signed.length > 0)
    return { signedTransaction: new Uint8Array(getBase64Encoder().encode(signed)) }
  // Older wallets answer the signature alone: it goes in the account's place of the transaction.
  const signature = getBase58Encoder().encode(stringField(result, 'signature', 'solana_signTransaction'))
  const decoded = getTransactionDecoder().decode(transaction)
  if (signature.length !== 64 || !(account.address in decoded.signatures))
    throw new InvalidWalletResponseError({
      details: 'solana_signTransaction: not a signature of this account',
    })
  const withSignature = {
    ...decoded,
    signatures: { ...decoded.signatures, [account.address]: signature as SignatureBytes },
  }
  return { signedTransaction: new Uint8Array(getTransactionEncoder().encode(withSignature)) }
}

/** The Wallet Standard's Solana signing features, each input in turn through the session's RPC. */
function signingFeatures(request: SessionRequest) {
  return {
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: readonly SolanaSignMessageInput[]) => {
        const outputs = []
        for (const { account, message } of inputs) {
          const result = await request(
            'solana_signMessage',
            { message: getBase58Decoder().decode(message), pubkey: account.address },
            undefined,
          )
          const signature = stringField(result, 'signature', 'solana_signMessage')
          outputs.push({
            signedMessage: message,
            signature: new Uint8Array(getBase58Encoder().encode(signature)),
          })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: readonly SolanaSignTransactionInput[]) => {
        const outputs = []
        for (const input of inputs) outputs.push(await signTransaction(request, input))
        return outputs
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
        const outputs = []
        for (const { transaction, chain, options } of inputs) {
          const result = await request(
            'solana_signAndSendTransaction',
            {
              transaction: getBase64Decoder().decode(transaction),
              ...(options ? { sendOptions: options } : {}),
            },
            chain,
          )
          const signature = stringField(result, 'signature', 'solana_signAndSendTransaction')
          outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
        }
        return outputs
      },
    },
  }
}

/**
 * The solana namespace of a WalletConnect session, as a Wallet Standard wallet: the adapter's connect,
 * restore, events, signing and Send then work on it as on any installed Solana wallet. Calls become
 * WalletConnect's Solana RPC (`solana_signMessage` with a base58 message, `solana_signTransaction` and
 * `solana_signAndSendTransaction` with a base64 wire transaction), sent on the session's CAIP-2 chain
 * for the Wallet Standard chain the adapter names. `standard:connect` pairs (the QR code), or with
 * `silent` finds the stored or just-paired session; its accounts are the session's solana accounts.
 * What the wallet answers is checked; a declined request comes back as code 4001.
 */
export function createWalletConnectWallet(
  context: SolanaAdapterContext,
  connector: WalletConnectConnector,
): Wallet {
  const listeners = new Set<StandardEventsListeners['change']>()
  let watched: WalletConnectProvider | undefined
  let accounts: readonly WalletAccount[] = []

  const readAccounts = (): readonly WalletAccount[] => {
    accounts = readSessionAccounts(connector, accounts)
    return accounts
  }

  const emit = () => {
    const current = readAccounts()
    for (const listener of listeners) listener({ accounts: current })
  }

  /** Follows the session once one exists: the wallet's namespace updates and its end. */
  const watch = () => {
    const provider = connector.getProvider('solana')
    if (!provider || provider === watched || !provider.on) return
    watched = provider
    provider.on('session_update', () => {
      if (watched === provider) emit()
    })
    provider.on('session_delete', () => {
      if (watched !== provider) return
      watched = undefined
      accounts = []
      for (const listener of listeners) listener({ accounts: [] })
    })
  }

  const networks = () => context.events?.sessionNetworks?.(connector.id) ?? []
  const pairingEvents: WalletConnectPairingEvents = {
    walletConnectChanged: (p) => context.events?.walletConnectChanged?.(p),
    now: () => context.events?.now?.() ?? Date.now(),
  }

  return {
    version: '1.0.0',
    name: connector.name,
    icon: ICON,
    get chains() {
      return [...new Set(readAccounts().flatMap((account) => account.chains))]
    },
    get accounts() {
      return readAccounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: StandardConnectInput) => {
          const metadata = context.events?.siteMetadata?.()
          if (input?.silent) await connector.restore({ networks: networks(), metadata })
          else await connector.connect({ networks: networks(), events: pairingEvents, metadata })
          watch()
          return { accounts: readAccounts() }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => connector.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      ...signingFeatures(createSessionRequest(connector)),
    },
  }
}
