import type { Network } from '@foyer/core'
import { InvalidParamsRpcError, InvalidRpcResponseError, SendNotSupportedError } from '@foyer/core/adapter'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createNoopSigner,
  createTransactionMessage,
  fetchEncodedAccounts,
  type Instruction,
  isAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessage,
  type TransactionMessageWithBlockhashLifetime,
  type TransactionMessageWithFeePayer,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getMintDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { SolanaAdapterContext } from './context.js'
import { getRpc, sendRpc } from './getRpc.js'
import { toTransportError } from './toTransportError.js'

export interface BuildTransferParameters {
  network: Network
  from: string
  to: string
  /** The token's mint; undefined for SOL. */
  token: string | undefined
  /** In lamports, or in the token's smallest units. */
  amount: bigint
}

/**
 * A transfer's transaction message, ready to compile: a fee payer and a blockhash lifetime. Named with
 * @solana/kit's own types (an inferred type named @solana/transaction-messages in the published .d.ts, a
 * package this one does not depend on, #33).
 */
export type TransferMessage = TransactionMessage &
  TransactionMessageWithFeePayer &
  TransactionMessageWithBlockhashLifetime

/** A transfer's transaction message, ready to compile. */
export interface BuiltTransfer {
  message: TransferMessage
}

/** `text` as an address; `InvalidParamsRpcError` when it is not a base58 address of 32 bytes. */
function toAddress(text: string, what: string): Address {
  if (!isAddress(text))
    throw new InvalidParamsRpcError({ details: `The ${what} ${text} is not a Solana address` })
  return address(text)
}

function buildMessage(
  from: string,
  lifetime: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
  instructions: readonly Instruction[],
): TransferMessage {
  return pipe(
    // Legacy: every wallet that signs Solana transactions takes it, and a transfer needs no lookup table.
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayer(toAddress(from, 'sender'), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
}

/**
 * The instructions of an SPL transfer: the receiver's associated token account created if it is missing
 * (idempotent, paid by the sender), then `TransferChecked` between the associated token accounts with the
 * mint's decimals; and whether the receiver's account is missing now (`createsTokenAccount`: the
 * transfer creates it, and the sender pays its rent-exempt deposit). Mints of the classic Token program
 * only: another program's mint (Token-2022, whose accounts are sized by the mint's extensions) is
 * `SendNotSupportedError`.
 */
export async function tokenInstructions(
  context: SolanaAdapterContext,
  p: BuildTransferParameters & { token: string },
): Promise<{ instructions: Instruction[]; createsTokenAccount: boolean }> {
  const [mint, owner, receiver] = [
    toAddress(p.token, 'mint'),
    toAddress(p.from, 'sender'),
    toAddress(p.to, 'receiver'),
  ]
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    findAssociatedTokenPda({ owner: receiver, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ])
  let accounts: Awaited<ReturnType<typeof fetchEncodedAccounts>>
  try {
    accounts = await fetchEncodedAccounts(getRpc(context, p.network), [mint, destination], {
      abortSignal: AbortSignal.timeout(context.rpc.timeout),
      commitment: 'confirmed',
    })
  } catch (error) {
    throw toTransportError(error)
  }
  const [mintAccount, destinationAccount] = accounts
  if (!mintAccount?.exists) throw new InvalidRpcResponseError({ details: `No mint account at ${mint}` })
  if (mintAccount.programAddress !== TOKEN_PROGRAM_ADDRESS)
    throw new SendNotSupportedError({ details: `Mints of ${mintAccount.programAddress} are not supported` })
  const { decimals, isInitialized } = getMintDecoder().decode(mintAccount.data)
  if (!isInitialized) throw new InvalidRpcResponseError({ details: `The mint ${mint} is not initialized` })
  const signer = createNoopSigner(owner)
  const instructions: Instruction[] = [
    await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: signer, owner: receiver, mint }),
    getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority: signer,
      amount: p.amount,
      decimals,
    }),
  ]
  return { instructions, createsTokenAccount: !destinationAccount?.exists }
}

/**
 * Builds a Send transfer as a transaction message with a fresh blockhash, paid and signed by `from`
 * (the wallet signs; signers here are placeholders): a System transfer of lamports, or an SPL transfer
 * (see `tokenInstructions`). Reads the chain through `network`'s RPC.
 *
 * @example
 * const { message } = await buildTransfer(context, { network, from, to, token: undefined, amount: 1_000_000n })
 */
export async function buildTransfer(
  context: SolanaAdapterContext,
  p: BuildTransferParameters,
): Promise<BuiltTransfer> {
  const rpc = getRpc(context, p.network)
  const [{ value: lifetime }, built] = await Promise.all([
    sendRpc(context, rpc.getLatestBlockhash({ commitment: 'confirmed' })),
    p.token === undefined
      ? {
          instructions: [
            getTransferSolInstruction({
              source: createNoopSigner(toAddress(p.from, 'sender')),
              destination: toAddress(p.to, 'receiver'),
              amount: p.amount,
            }),
          ],
        }
      : tokenInstructions(context, { ...p, token: p.token }),
  ])
  return { message: buildMessage(p.from, lifetime, built.instructions) }
}
