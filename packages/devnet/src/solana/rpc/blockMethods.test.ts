import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SEED_TRANSFERS } from '../ledger/seedHistory.js'
import { type SolanaLedger, startSolanaLedger } from '../startSolanaLedger.js'

// biome-ignore lint/suspicious/noExplicitAny: raw JSON answers, read loosely and checked by expect()
type Json = any
let ledger: SolanaLedger

beforeAll(async () => {
  ledger = await startSolanaLedger()
})

afterAll(() => ledger.stop())

async function call(method: string, params?: unknown): Promise<{ result?: Json; error?: Json }> {
  const response = await fetch(ledger.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: Json; error?: Json }
}

/** Sends `lamports` from dev account `from` to dev account `to` in a v0 transaction; its signature. */
async function transfer(from: number, to: number, lamports: bigint): Promise<string> {
  const rpc = createSolanaRpc(ledger.url)
  const signer = await createKeyPairSignerFromBytes(ledger.accounts[from]!.secretKey)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const transaction = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(signer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    (message) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: signer,
            destination: address(ledger.accounts[to]!.address),
            amount: lamports,
          }),
        ],
        message,
      ),
    (message) => signTransactionMessageWithSigners(message),
  )
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  return getSignatureFromTransaction(transaction)
}

describe('getBlocks, getBlock, getBlockTime', () => {
  test('default: every landed transaction is a block of its own, chained by blockhash', async () => {
    const { result: slots } = await call('getBlocks', [0])
    expect(slots).toEqual(SEED_TRANSFERS.map((_, index) => index))
    const first = (await call('getBlock', [0, { transactionDetails: 'signatures' }])).result
    const second = (await call('getBlock', [1, { transactionDetails: 'signatures' }])).result
    expect(first).toEqual({
      blockHeight: 0,
      blockTime: expect.any(Number),
      blockhash: expect.any(String),
      parentSlot: 0,
      previousBlockhash: expect.any(String),
      signatures: [expect.any(String)],
      rewards: [],
    })
    expect(second).toMatchObject({ parentSlot: 0, previousBlockhash: first.blockhash, blockHeight: 1 })
    expect((await call('getBlockTime', [1])).result).toBe(second.blockTime)
  })

  test('behavior: a new transfer lands in the current slot; its block carries it in full', async () => {
    const slot = (await call('getSlot')).result as number
    const signature = await transfer(4, 5, 1_000_000n)
    expect((await call('getBlocks', [slot])).result).toEqual([slot])
    const { result: block } = await call('getBlock', [
      slot,
      { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, rewards: false },
    ])
    expect(block.rewards).toBeUndefined()
    expect(block.transactions).toHaveLength(1)
    const [entry] = block.transactions
    expect(entry.version).toBe(0)
    expect(entry.transaction.signatures).toEqual([signature])
    expect(entry.meta).toMatchObject({ err: null, fee: 5000 })
    expect(entry.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: {
          source: ledger.accounts[4]!.address,
          destination: ledger.accounts[5]!.address,
          lamports: 1_000_000,
        },
      },
    })
    const { result: none } = await call('getBlock', [slot, { transactionDetails: 'none' }])
    expect(Object.keys(none).sort()).toEqual([
      'blockHeight',
      'blockTime',
      'blockhash',
      'parentSlot',
      'previousBlockhash',
      'rewards',
    ])
    const { result: accounts } = await call('getBlock', [
      slot,
      { transactionDetails: 'accounts', maxSupportedTransactionVersion: 0 },
    ])
    expect(accounts.transactions[0].transaction.accountKeys[0]).toEqual({
      pubkey: ledger.accounts[4]!.address,
      signer: true,
      writable: true,
      source: 'transaction',
    })
  })

  test('behavior: the errors of a validator', async () => {
    const slot = (await call('getSlot')).result as number
    expect((await call('getBlock', [slot])).error).toEqual({
      code: -32004,
      message: `Block not available for slot ${slot}`,
    })
    expect((await call('getBlockTime', [slot + 10])).error.code).toBe(-32004)
    // A v0 transaction needs maxSupportedTransactionVersion, as with getTransaction.
    expect((await call('getBlock', [slot - 1])).error.code).toBe(-32015)
    expect((await call('getBlocks', [0, 600_000])).error).toEqual({
      code: -32602,
      message: 'Slot range too large; max 500000',
    })
    expect((await call('getBlocks', [5, 2])).result).toEqual([])
    expect((await call('getBlock', [0, { commitment: 'processed' }])).error.code).toBe(-32602)
    expect((await call('getBlock', ['x'])).error.code).toBe(-32602)
  })
})
