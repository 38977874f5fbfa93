import { address, type Instruction } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { beforeAll, describe, expect, test } from 'vitest'
import { devAccountKeys } from '../solanaDevAccounts.js'
import { solanaDevTokens } from '../solanaDevTokens.js'
import { computeFee } from './computeFee.js'
import { createLedger, type Ledger } from './createLedger.js'
import { signerOf, signTransaction } from './signTransaction.js'
import { writeGenesis } from './writeGenesis.js'

const COMPUTE_BUDGET = address('ComputeBudget111111111111111111111111111111')
const unitLimit = (units: number): Instruction => {
  const data = new Uint8Array(5)
  data[0] = 2
  new DataView(data.buffer).setUint32(1, units, true)
  return { programAddress: COMPUTE_BUDGET, data }
}
const unitPrice = (microLamports: bigint): Instruction => {
  const data = new Uint8Array(9)
  data[0] = 3
  new DataView(data.buffer).setBigUint64(1, microLamports, true)
  return { programAddress: COMPUTE_BUDGET, data }
}

// LiteSVM does not report the fee it charges: the ledger's formula must match what leaves the payer.
let ledger: Ledger

beforeAll(async () => {
  ledger = createLedger()
  await writeGenesis(ledger)
})

describe('computeFee', () => {
  test('behavior: matches what LiteSVM charges, with and without priority fees', async () => {
    const payer = await signerOf(devAccountKeys[0]!.secretKey)
    const to = address(devAccountKeys[1]!.address)
    const fUSD = solanaDevTokens[0]!
    const mint = address(fUSD.mint)
    const ata = async (owner: typeof to) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    const sol = getTransferSolInstruction({ source: payer, destination: to, amount: 1n })
    const token = getTransferCheckedInstruction({
      source: await ata(payer.address),
      mint,
      destination: await ata(to),
      authority: payer,
      amount: 1n,
      decimals: fUSD.decimals,
    })
    const cases: [Instruction[], bigint][] = [
      [[sol], 5000n],
      [[unitPrice(1_000_000n), sol], 5000n + 6000n], // two builtin instructions: 2 × 3000 units
      [[unitLimit(200_000), unitPrice(1_000_000n), sol], 5000n + 200_000n],
      [[unitPrice(10n), token], 5000n + 3n], // 3000 + 200 000 units at 10 micro-lamports: 2.03, rounded up
    ]
    for (const [instructions, expected] of cases) {
      const before = ledger.getAccount(payer.address)!.lamports
      const result = ledger.send(ledger.loadTransaction(await signTransaction(ledger, payer, instructions)))
      expect(result.landed && result.record.meta.err).toBe(null)
      const moved = instructions.includes(sol) ? 1n : 0n
      expect(before - ledger.getAccount(payer.address)!.lamports - moved).toBe(expected)
      expect(result.landed && result.record.meta.fee).toBe(expected)
    }
  })

  test('parameters: precompile signatures count as signatures', () => {
    const ed25519 = {
      programAddress: 'Ed25519SigVerify111111111111111111111111111',
      data: new Uint8Array([2, 0]),
    }
    expect(computeFee(1, [ed25519])).toBe(15_000n)
  })
})
