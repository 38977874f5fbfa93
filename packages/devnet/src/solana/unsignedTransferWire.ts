// For tests: a transaction for a dev wallet to sign, as a site would build it.
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** The wire bytes of an unsigned v0 SOL transfer paid by `from`, with the ledger's latest blockhash. */
export async function unsignedTransferWire(
  rpcUrl: string,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<Uint8Array> {
  const { value: lifetime } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(createNoopSigner(from), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount })],
        draft,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
