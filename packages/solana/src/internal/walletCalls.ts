import { UnsupportedProviderMethodError } from '@foyer/core/adapter'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { Session } from './context.js'
import { describeValue } from './describeValue.js'
import { explainTransactionError } from './explainTransactionError.js'
import { toWalletError } from './toWalletError.js'
import { getFeature } from './walletFeatures.js'

// The wallet's features, called with the wallet's own account objects and the session's chain. What the
// wallet answers is untrusted and checked; what it throws comes back typed (a declined prompt is 4001).

const SIGNATURE_LENGTH = 64

function isBytes(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

function signatureOf(value: unknown, what: string): Uint8Array {
  if (isBytes(value) && value.length === SIGNATURE_LENGTH) return value
  throw new InvalidWalletResponseError({
    details: `Expected a 64-byte ${what}, received ${describeValue(value)}`,
  })
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw explainTransactionError(error) ?? toWalletError(error)
  }
}

/**
 * Signs `message` with `solana:signMessage`; resolves with the 64-byte Ed25519 signature. The wallet
 * must have signed the very bytes asked (the feature lets it sign others, such as a prefixed message,
 * but a signature over other bytes is not a signature of this message).
 */
export async function signMessageWith(session: Session, account: WalletAccount, message: Uint8Array) {
  const feature = getFeature(session.wallet, 'solana:signMessage')
  if (!feature) throw new UnsupportedProviderMethodError({ details: 'solana:signMessage' })
  const [output] = await call(() => feature.signMessage({ account, message }))
  const signature = signatureOf(output?.signature, 'signature')
  if (isBytes(output?.signedMessage) && !sameBytes(output.signedMessage, message))
    throw new InvalidWalletResponseError({ details: 'The wallet signed other bytes than the message' })
  return signature
}

/** Signs transactions (wire bytes) with `solana:signTransaction`; resolves with the signed wire bytes, in order. */
export async function signTransactionsWith(
  session: Session,
  inputs: readonly { account: WalletAccount; transaction: Uint8Array }[],
): Promise<Uint8Array[]> {
  const feature = getFeature(session.wallet, 'solana:signTransaction')
  if (!feature) throw new UnsupportedProviderMethodError({ details: 'solana:signTransaction' })
  const outputs = await call(() =>
    feature.signTransaction(...inputs.map((input) => ({ ...input, chain: session.chain }))),
  )
  if (!Array.isArray(outputs) || outputs.length !== inputs.length)
    throw new InvalidWalletResponseError({
      details: `Expected ${inputs.length} signed transaction(s), received ${describeValue(outputs)}`,
    })
  return outputs.map((output: unknown) => {
    const signed = (output as { signedTransaction?: unknown } | null)?.signedTransaction
    if (isBytes(signed) && signed.length > 0) return signed
    throw new InvalidWalletResponseError({
      details: `Expected a signed transaction, received ${describeValue(signed)}`,
    })
  })
}

/**
 * Has the wallet sign and send a transaction (wire bytes) on the session's cluster with
 * `solana:signAndSendTransaction`; resolves with the 64-byte signature, the transaction's id.
 */
export async function signAndSendWith(
  session: Session,
  account: WalletAccount,
  transaction: Uint8Array,
  options: SolanaSignAndSendTransactionOptions | undefined,
): Promise<Uint8Array> {
  const feature = getFeature(session.wallet, 'solana:signAndSendTransaction')
  if (!feature) throw new UnsupportedProviderMethodError({ details: 'solana:signAndSendTransaction' })
  const [output] = await call(() =>
    feature.signAndSendTransaction({
      account,
      transaction,
      chain: session.chain,
      ...(options ? { options } : {}),
    }),
  )
  return signatureOf(output?.signature, 'transaction signature')
}
