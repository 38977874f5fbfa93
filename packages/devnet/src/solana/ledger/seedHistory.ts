import { address, type Instruction } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { SolanaLedgerStartError } from '../errors.js'
import { devAccountKeys } from '../solanaDevAccounts.js'
import { solanaDevTokens } from '../solanaDevTokens.js'
import type { Ledger } from './createLedger.js'
import { signerOf, signTransaction } from './signTransaction.js'

const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

/** One transfer of the seed history: dev account indexes, an amount in base units, and an optional memo. */
export interface SeedTransfer {
  from: number
  to: number
  /** 'SOL' (lamports) or a dev token symbol (its base units). */
  asset: 'SOL' | 'fUSD'
  amount: bigint
  memo?: string
}

/** The transfers that give dev accounts 0 to 3 a history, in order, one block each, a minute apart. */
export const SEED_TRANSFERS: readonly SeedTransfer[] = [
  { from: 0, to: 1, asset: 'SOL', amount: 1_500_000_000n },
  { from: 1, to: 0, asset: 'SOL', amount: 250_000_000n, memo: 'Lunch' },
  { from: 0, to: 2, asset: 'fUSD', amount: 250_000_000n },
  { from: 3, to: 0, asset: 'fUSD', amount: 100_500_000n },
  { from: 2, to: 3, asset: 'SOL', amount: 750_000_000n },
]

const SEED_SPACING_SECONDS = 60

/**
 * Sends the seed history through the ledger like any client transaction, with block times backdated a
 * minute apart so that wallets show a lived-in past. Returns the signatures, oldest first.
 */
export async function seedHistory(ledger: Ledger): Promise<string[]> {
  const fUSD = solanaDevTokens.find((token) => token.symbol === 'fUSD')!
  const now = Math.floor(Date.now() / 1000)
  const signatures: string[] = []
  for (const [index, transfer] of SEED_TRANSFERS.entries()) {
    const from = await signerOf(devAccountKeys[transfer.from]!.secretKey)
    const to = address(devAccountKeys[transfer.to]!.address)
    const instructions: Instruction[] = []
    if (transfer.asset === 'SOL') {
      instructions.push(getTransferSolInstruction({ source: from, destination: to, amount: transfer.amount }))
    } else {
      const mint = address(fUSD.mint)
      const ata = async (owner: typeof to) =>
        (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
      instructions.push(
        getTransferCheckedInstruction({
          source: await ata(from.address),
          mint,
          destination: await ata(to),
          authority: from,
          amount: transfer.amount,
          decimals: fUSD.decimals,
        }),
      )
    }
    if (transfer.memo) {
      instructions.push({ programAddress: MEMO_PROGRAM, data: new TextEncoder().encode(transfer.memo) })
    }
    const transaction = ledger.loadTransaction(await signTransaction(ledger, from, instructions))
    const blockTime = now - (SEED_TRANSFERS.length - index) * SEED_SPACING_SECONDS
    const result = ledger.send(transaction, { blockTime })
    if (!result.landed || result.record.meta.err) {
      const reason = result.landed ? result.record.meta.err?.text : result.err.text
      throw new SolanaLedgerStartError({ details: `seed transfer ${index} failed: ${reason}` })
    }
    signatures.push(transaction.signature)
  }
  return signatures
}
