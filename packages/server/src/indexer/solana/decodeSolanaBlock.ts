import {
  decodeSolanaTransfer,
  type SolanaTransfer,
  type TokenAccount,
  type UiInstruction,
} from './decodeSolanaTransfer.js'
import type { SolanaBlockBatch } from './types.js'

interface UiTokenBalance {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { decimals: number }
}

/** A block as getBlock answers with `encoding: 'jsonParsed'` and full transaction details. */
export interface UiBlock {
  blockhash: string
  previousBlockhash: string
  parentSlot: number
  blockTime: number | null
  transactions?: {
    transaction: {
      signatures: string[]
      message: { accountKeys: ({ pubkey: string } | string)[]; instructions: UiInstruction[] }
    }
    meta: {
      err: unknown
      fee: number
      preTokenBalances?: UiTokenBalance[] | null
      postTokenBalances?: UiTokenBalance[] | null
      innerInstructions?: { index: number; instructions: UiInstruction[] }[] | null
    } | null
  }[]
}

const ASSOCIATED_TOKEN_PROGRAM = 'spl-associated-token-account'

/**
 * The rows of one Solana block (getBlock, jsonParsed, full details): the block, each transaction (fee
 * payer, fee, status) and the transfers it made, top-level and inner instructions in order:
 * - SOL: System `transfer` / `transferWithSeed` (source → destination).
 * - SPL (Token and Token-2022): `transfer`, `transferChecked`, `mintTo(Checked)` (from null), `burn(Checked)`
 *   (to null). Token accounts become their owners through the transaction's token balances (a source
 *   account's owner falls back to the instruction's authority), the mint and decimals likewise.
 * What the Associated Token program does inside `create` (the new account's rent, its initialisation)
 * is account setup, not a transfer, and is left out. A failed transaction keeps its top-level
 * transfers with status 'failed' (nothing moved; they say what it tried).
 *
 * @example
 * const batch = decodeSolanaBlock(42, await rpc.call('getBlock', [42, { encoding: 'jsonParsed', … }]))
 */
export function decodeSolanaBlock(slot: number, block: UiBlock): SolanaBlockBatch {
  const minedAt = new Date((block.blockTime ?? Math.floor(Date.now() / 1000)) * 1000).toISOString()
  const batch: SolanaBlockBatch = {
    blocks: [
      {
        slot,
        blockhash: block.blockhash,
        previousBlockhash: block.previousBlockhash,
        parentSlot: block.parentSlot,
        minedAt,
      },
    ],
    transactions: [],
    transfers: [],
  }
  for (const [txIndex, { transaction, meta }] of (block.transactions ?? []).entries()) {
    const signature = transaction.signatures[0]
    if (!signature || !meta) continue
    const keys = transaction.message.accountKeys.map((key) => (typeof key === 'string' ? key : key.pubkey))
    const status = meta.err === null || meta.err === undefined ? 'confirmed' : 'failed'
    const tokenAccounts = new Map<string, TokenAccount>()
    for (const balance of [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])]) {
      const key = keys[balance.accountIndex]
      if (key)
        tokenAccounts.set(key, {
          owner: balance.owner,
          mint: balance.mint,
          decimals: balance.uiTokenAmount.decimals,
        })
    }
    const inner = new Map((meta.innerInstructions ?? []).map((group) => [group.index, group.instructions]))
    const ordered: UiInstruction[] = []
    for (const [index, instruction] of transaction.message.instructions.entries()) {
      ordered.push(instruction)
      // A failed transaction moved nothing: only its top-level instructions say what it tried.
      if (status === 'confirmed' && instruction.program !== ASSOCIATED_TOKEN_PROGRAM)
        ordered.push(...(inner.get(index) ?? []))
    }
    const transfers: SolanaTransfer[] = []
    for (const instruction of ordered) {
      const transfer = decodeSolanaTransfer(instruction, { slot, signature, status, minedAt }, tokenAccounts)
      if (transfer) transfers.push(transfer)
    }
    batch.transactions.push({
      signature,
      slot,
      txIndex,
      feePayer: keys[0] ?? '',
      sentTo: transfers.find((transfer) => transfer.to !== null)?.to ?? null,
      fee: String(meta.fee),
      status,
      minedAt,
    })
    for (const [transferIndex, transfer] of transfers.entries())
      batch.transfers.push({ ...transfer, transferIndex })
  }
  return batch
}
