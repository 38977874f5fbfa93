import {
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import type { Ledger } from './createLedger.js'

const signers = new Map<string, Promise<KeyPairSigner>>()

/** A kit signer for one of the ledger's own keys (cached: importing a key into WebCrypto is not free). */
export function signerOf(secretKey: Uint8Array): Promise<KeyPairSigner> {
  const id = Buffer.from(secretKey).toString('hex')
  let signer = signers.get(id)
  if (!signer) {
    signer = createKeyPairSignerFromBytes(secretKey)
    signers.set(id, signer)
  }
  return signer
}

/**
 * Builds and signs a v0 transaction of the ledger's own (the seed history, airdrops) against its latest
 * blockhash, and returns the wire bytes, so that it goes through the same path as any client's.
 */
export async function signTransaction(
  ledger: Ledger,
  feePayer: KeyPairSigner,
  instructions: readonly Instruction[],
): Promise<Uint8Array> {
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
  const signed = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight },
        message,
      ),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
  return new Uint8Array(getTransactionEncoder().encode(signed))
}
