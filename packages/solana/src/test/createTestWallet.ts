import {
  type Address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  type SignatureBytes,
  signBytes,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsChangeProperties } from '@wallet-standard/features'

export const testIcon = 'data:image/svg+xml;base64,PHN2Zy8+'

/** An error as a wallet throws it: an Error with a numeric `code` (Phantom), or only a message. */
export function walletError(code: number | undefined, message = `wallet error ${code}`): Error {
  return code === undefined ? new Error(message) : Object.assign(new Error(message), { code })
}

type TestFeature =
  | 'standard:connect'
  | 'standard:disconnect'
  | 'standard:events'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction'

/** Answers and failures of the test wallet; change them between steps of a test. */
export interface TestWalletSwitches {
  /** Whether the site is approved: a silent connect then answers the accounts. */
  authorised: boolean
  /** Failures by feature, thrown instead of answering. */
  failures: Partial<Record<TestFeature, unknown>>
  /** Raw answers by feature, returned instead of the normal answer. */
  answers: Partial<Record<TestFeature, unknown>>
}

export interface CreateTestWalletParameters {
  name?: string
  icon?: string
  chains?: IdentifierString[]
  /** 64-byte secret keys (seed ‖ public key) of the accounts; one fresh key pair when left out. */
  secretKeys?: readonly Uint8Array[]
  /** The RPC that `solana:signAndSendTransaction` sends to; without it, the signed transactions are only kept. */
  rpcUrl?: string
  /** Features the wallet does not have. */
  without?: readonly TestFeature[]
}

export interface TestWallet {
  wallet: Wallet
  signers: KeyPairSigner[]
  accounts: WalletAccount[]
  switches: TestWalletSwitches
  /** Every feature call, with its inputs. */
  calls: { feature: TestFeature; inputs: unknown[] }[]
  /** Transactions signed by `solana:signAndSendTransaction` when there is no RPC to send them to. */
  sent: Uint8Array[]
  /** Emits `standard:events` 'change' as a wallet does. */
  emitChange(properties: StandardEventsChangeProperties): void
  listenerCount(): number
}

/**
 * A Wallet Standard Solana wallet for tests, backed by real Ed25519 key pairs (`@solana/kit`): it
 * connects (silently when approved), signs messages and transactions for real, sends through a real RPC
 * when given one, emits 'change', records every call and fails on demand
 * (`switches.failures['solana:signMessage'] = walletError(4001)`).
 */
export async function createTestWallet(parameters: CreateTestWalletParameters = {}): Promise<TestWallet> {
  const chains = parameters.chains ?? ['solana:devnet', 'solana:localnet']
  const signers = parameters.secretKeys
    ? await Promise.all(parameters.secretKeys.map((key) => createKeyPairSignerFromBytes(key)))
    : [await generateKeyPairSigner()]
  const without = new Set(parameters.without ?? [])
  const switches: TestWalletSwitches = { authorised: false, failures: {}, answers: {} }
  const calls: TestWallet['calls'] = []
  const sent: Uint8Array[] = []
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  const featureNames = [
    'solana:signMessage',
    'solana:signTransaction',
    'solana:signAndSendTransaction',
  ].filter((name) => !without.has(name as TestFeature)) as IdentifierString[]
  const accounts: WalletAccount[] = signers.map((signer) =>
    Object.freeze({
      address: signer.address,
      publicKey: new Uint8Array(getAddressEncoder().encode(signer.address)),
      chains,
      features: featureNames,
    }),
  )
  let connected: WalletAccount[] = []

  const emitChange = (properties: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) listener(properties)
  }

  /** Records the call, then throws its failure or returns its raw answer when one is set. */
  async function run<T>(feature: TestFeature, inputs: unknown[], answer: () => Promise<T>): Promise<T> {
    calls.push({ feature, inputs })
    if (switches.failures[feature] !== undefined) throw switches.failures[feature]
    if (feature in switches.answers) return switches.answers[feature] as T
    return answer()
  }

  const signerOf = (account: WalletAccount) => {
    const signer = signers.find((item) => item.address === account.address)
    if (!signer || !connected.some((item) => item.address === account.address))
      throw walletError(4100, 'The account is not connected')
    return signer
  }

  const signWire = async (account: WalletAccount, bytes: Uint8Array) => {
    const signer = signerOf(account)
    const transaction = getTransactionDecoder().decode(bytes)
    const signed = await partiallySignTransaction([signer.keyPair], transaction)
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: (input?: StandardConnectInput) =>
        run('standard:connect', [input], async () => {
          if (input?.silent && !switches.authorised) return { accounts: [] }
          switches.authorised = true
          connected = [...accounts]
          emitChange({ accounts: connected })
          return { accounts: connected }
        }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: () =>
        run('standard:disconnect', [], async () => {
          switches.authorised = false
          connected = []
          emitChange({ accounts: [] })
        }),
    },
    'standard:events': {
      version: '1.0.0',
      on: (event: string, listener: (properties: StandardEventsChangeProperties) => void) => {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs: SolanaSignMessageInput[]) =>
        run('solana:signMessage', inputs, () =>
          Promise.all(
            inputs.map(async ({ account, message }) => ({
              signedMessage: message,
              signature: new Uint8Array(await signBytes(signerOf(account).keyPair.privateKey, message)),
            })),
          ),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs: SolanaSignTransactionInput[]) =>
        run('solana:signTransaction', inputs, () =>
          Promise.all(
            inputs.map(async ({ account, transaction }) => ({
              signedTransaction: await signWire(account, transaction),
            })),
          ),
        ),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs: SolanaSignAndSendTransactionInput[]) =>
        run('solana:signAndSendTransaction', inputs, async () => {
          const outputs = []
          for (const { account, transaction, options } of inputs) {
            const signed = await signWire(account, transaction)
            const own = getTransactionDecoder().decode(signed).signatures[account.address as Address]
            if (!parameters.rpcUrl) {
              sent.push(signed)
              outputs.push({ signature: new Uint8Array(own as SignatureBytes) })
              continue
            }
            const rpc = createSolanaRpc(parameters.rpcUrl)
            const signature = await rpc
              .sendTransaction(
                getBase64Decoder().decode(signed) as Parameters<typeof rpc.sendTransaction>[0],
                {
                  encoding: 'base64',
                  preflightCommitment: options?.preflightCommitment ?? 'confirmed',
                  ...(options?.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
                },
              )
              .send()
            outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
          }
          return outputs
        }),
    },
  }
  for (const name of without) delete features[name]

  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? 'Test Wallet',
    icon: (parameters.icon ?? testIcon) as Wallet['icon'],
    chains,
    features: features as Wallet['features'],
    get accounts() {
      return connected
    },
  }
  return { wallet, signers, accounts, switches, calls, sent, emitChange, listenerCount: () => listeners.size }
}
