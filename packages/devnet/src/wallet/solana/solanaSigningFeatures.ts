import type {
  SolanaSignAndSendTransaction,
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransaction,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { t } from '../../t.js'
import { internalError, invalidParams } from '../errors.js'
import { postJsonRpc } from '../postJsonRpc.js'

export type Kit = typeof import('@solana/kit')

/** A local account: its address, public key bytes and Ed25519 key pair. */
export interface Signer {
  address: string
  publicKey: Uint8Array
  keyPair: CryptoKeyPair
}

/** What the signing features need of their wallet. */
export interface SigningDependencies {
  /** Puts the request in front of the user; rejects unless approved (4001) or when the wallet vanished. */
  ask(method: string, summary: string): Promise<void>
  /** The signer of an account the page was given; throws 4100 otherwise. */
  signerOf(account: WalletAccount): Promise<Signer>
  loadKit(): Promise<Kit>
  /** The RPC URL of a chain of the wallet (its first when none is named). */
  rpcOf(chain: IdentifierString | undefined): string
  fetchRpc: typeof fetch
}

type SignMessage = SolanaSignMessageFeature[typeof SolanaSignMessage]['signMessage']
type SignTransaction = SolanaSignTransactionFeature[typeof SolanaSignTransaction]['signTransaction']
type SignAndSendTransaction =
  SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction]['signAndSendTransaction']

/** A message cut to 120 characters for the approval panel. */
export const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text)

/** The signers of the accounts' seeds. */
export function deriveSigners(kit: Kit, seeds: readonly Uint8Array[]): Promise<Signer[]> {
  const { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, getAddressEncoder } = kit
  return Promise.all(
    seeds.map(async (seed) => {
      const keyPair = await createKeyPairFromPrivateKeyBytes(seed)
      const address = await getAddressFromPublicKey(keyPair.publicKey)
      return { address, publicKey: new Uint8Array(getAddressEncoder().encode(address)), keyPair }
    }),
  )
}

/** Decodes wire bytes and adds the signer's signature (the transaction's fee payer or a signer). */
async function signWire(kit: Kit, signer: Signer, bytes: Uint8Array): Promise<Uint8Array> {
  const { getTransactionDecoder, getTransactionEncoder, partiallySignTransaction } = kit
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

/** The send options of `sendTransaction`: base64, a confirmed preflight by default, the caller's others as given. */
function sendOptions(options: SolanaSignAndSendTransactionInput['options']) {
  const { preflightCommitment = 'confirmed', skipPreflight, maxRetries, minContextSlot } = options ?? {}
  return {
    encoding: 'base64',
    preflightCommitment,
    ...(skipPreflight === undefined ? {} : { skipPreflight }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  }
}

/** `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`, each asking first. */
export function solanaSigningFeatures({ ask, signerOf, loadKit, rpcOf, fetchRpc }: SigningDependencies): {
  signMessage: SignMessage
  signTransaction: SignTransaction
  signAndSendTransaction: SignAndSendTransaction
} {
  const signWireOf = async (account: WalletAccount, bytes: Uint8Array) => {
    const signer = await signerOf(account)
    return signWire(await loadKit(), signer, bytes)
  }
  return {
    async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
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
    },
    async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
      await ask('solana:signTransaction', t('solana.signTransaction', { count: inputs.length }))
      return Promise.all(
        inputs.map(async (input) => ({
          signedTransaction: await signWireOf(input.account, input.transaction),
        })),
      )
    },
    async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
      await ask('solana:signAndSendTransaction', t('solana.signAndSend', { count: inputs.length }))
      const { getBase58Encoder, getBase64Decoder } = await loadKit()
      const results = []
      for (const input of inputs) {
        const signed = await signWireOf(input.account, input.transaction)
        const signature = await postJsonRpc(fetchRpc, rpcOf(input.chain), 'sendTransaction', [
          getBase64Decoder().decode(signed),
          sendOptions(input.options),
        ])
        if (typeof signature !== 'string') throw internalError({ sendTransaction: signature })
        results.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
      }
      return results
    },
  }
}
