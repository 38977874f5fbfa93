import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** Any 32 bytes in base58 will do as a blockhash for a transaction that is only signed. */
const testBlockhash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' as Blockhash

/**
 * An unsigned SOL transfer from `from` (its fee payer and only signer), as base64 wire bytes: what
 * `solana_signTransaction` and `solana_signAndSendTransaction` take. Give a real `lifetime` (a recent
 * blockhash) for a transaction that is to land.
 */
export function createTestTransaction(
  from: string,
  to: string = from,
  lamports = 1n,
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint } = {
    blockhash: testBlockhash,
    lastValidBlockHeight: 100n,
  },
): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(from as Address, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(from as Address),
            destination: to as Address,
            amount: lamports,
          }),
        ],
        draft,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
