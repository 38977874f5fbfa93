import { createServer } from 'node:net'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  type KeyPairSigner,
  pipe,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SolanaLedgerStartError } from './errors.js'
import { SEED_TRANSFERS } from './ledger/seedHistory.js'
import { type SolanaLedger, startSolanaLedger } from './startSolanaLedger.js'

const SOL = 1_000_000_000n
const FEE = 5000n

let ledger: SolanaLedger
let rpc: ReturnType<typeof createSolanaRpc>

beforeAll(async () => {
  ledger = await startSolanaLedger()
  rpc = createSolanaRpc(ledger.url)
})

afterAll(() => ledger.stop())

const signer = (index: number) => createKeyPairSignerFromBytes(ledger.accounts[index]!.secretKey)
const balanceOf = async (owner: Address) => (await rpc.getBalance(owner).send()).value

/** Builds, signs and sends a v0 transaction with a fresh blockhash; resolves with its signature. */
async function send(feePayer: KeyPairSigner, instructions: Instruction[]): Promise<Signature> {
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const transaction = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send()
  expect(signature).toBe(getSignatureFromTransaction(transaction))
  return signature
}

/** Polls getSignatureStatuses like a client would, until the transaction is confirmed. */
async function confirm(signature: Signature) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return status
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${signature} was not confirmed`)
}

describe('startSolanaLedger', () => {
  test('default: genesis hash, CAIP-2 id, version, blockhash', async () => {
    expect(ledger.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await rpc.getGenesisHash().send()).toBe(ledger.genesisHash)
    expect(ledger.caipNetworkId).toBe(`solana:${ledger.genesisHash.slice(0, 32)}`)
    expect(await rpc.getVersion().send()).toMatchObject({ 'solana-core': expect.any(String) })
    expect(await rpc.getHealth().send()).toBe('ok')
    const { context, value } = await rpc.getLatestBlockhash().send()
    expect(value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(value.lastValidBlockHeight).toBe(context.slot + 150n)
    expect(await rpc.getBlockHeight().send()).toBe(await rpc.getSlot().send())
    expect(ledger.accounts).toHaveLength(10)
    expect(ledger.accounts[0]!.secretKey).toHaveLength(64)
    expect(ledger.tokens.map(({ symbol, name, decimals }) => [symbol, name, decimals])).toEqual([
      ['fUSD', 'Foyer USD', 6],
      ['FOY', 'Foyer Token', 9],
    ])
  })

  test('behavior: dev balances are 1000 SOL less what the seed history moved and paid', async () => {
    for (const index of [0, 1, 2, 3, 9]) {
      let expected = 1000n * SOL
      for (const transfer of SEED_TRANSFERS) {
        if (transfer.from === index) expected -= FEE + (transfer.asset === 'SOL' ? transfer.amount : 0n)
        if (transfer.to === index && transfer.asset === 'SOL') expected += transfer.amount
      }
      expect(await balanceOf(address(ledger.accounts[index]!.address))).toBe(expected)
    }
  })

  test('behavior: the seed history of account 0, newest first, with balances', async () => {
    const owner = address(ledger.accounts[0]!.address)
    const entries = await rpc.getSignaturesForAddress(owner).send()
    // As on a cluster, a token transfer names the wallet only if it signs: receiving fUSD lists the token account.
    const named = SEED_TRANSFERS.filter(({ from, to, asset }) => from === 0 || (to === 0 && asset === 'SOL'))
    expect(entries).toHaveLength(named.length)
    const slots = entries.map((entry) => entry.slot)
    expect([...slots].sort((a, b) => Number(b - a))).toEqual(slots)
    expect(entries.map((entry) => entry.memo)).toContain('[5] Lunch')
    for (const entry of entries) {
      expect(entry).toMatchObject({ err: null, confirmationStatus: 'finalized' })
      expect(entry.blockTime).toBeLessThan(BigInt(Math.ceil(Date.now() / 1000)))
      const transaction = await rpc
        .getTransaction(entry.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
        .send()
      expect(transaction?.slot).toBe(entry.slot)
      expect(transaction?.meta?.fee).toBe(FEE)
      expect(transaction?.meta?.preBalances.length).toBe(transaction?.transaction.message.accountKeys.length)
      expect(transaction?.meta?.postBalances[0]).toBeLessThan(transaction!.meta!.preBalances[0]!)
    }
    const page = await rpc.getSignaturesForAddress(owner, { limit: 1, before: entries[0]!.signature }).send()
    expect(page.map((entry) => entry.signature)).toEqual([entries[1]!.signature])
  })

  test('behavior: a SOL transfer lands, moves amount and fee, and heads both histories', async () => {
    const [from, to] = [await signer(4), address(ledger.accounts[5]!.address)]
    const [fromBefore, toBefore] = [await balanceOf(from.address), await balanceOf(to)]
    const amount = 1_250_000_000n
    const signature = await send(from, [getTransferSolInstruction({ source: from, destination: to, amount })])
    const status = await confirm(signature)
    expect(status).toMatchObject({ err: null, status: { Ok: null } })
    expect(await balanceOf(from.address)).toBe(fromBefore - amount - FEE)
    expect(await balanceOf(to)).toBe(toBefore + amount)

    const transaction = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction).toMatchObject({
      slot: status.slot,
      version: 0,
      meta: { err: null, fee: FEE, preBalances: [fromBefore, toBefore, expect.any(BigInt)] },
      transaction: {
        signatures: [signature],
        message: { accountKeys: [from.address, to, expect.any(String)] },
      },
    })
    expect(transaction?.meta?.postBalances.slice(0, 2)).toEqual([
      fromBefore - amount - FEE,
      toBefore + amount,
    ])
    expect(transaction?.meta?.logMessages).toEqual([
      'Program 11111111111111111111111111111111 invoke [1]',
      'Program 11111111111111111111111111111111 success',
    ])
    for (const party of [from.address, to]) {
      const [latest] = await rpc.getSignaturesForAddress(party, { limit: 1 }).send()
      expect(latest?.signature).toBe(signature)
    }
    const base64 = await rpc
      .getTransaction(signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 })
      .send()
    expect(base64?.transaction[1]).toBe('base64')
  })

  test('behavior: an fUSD transfer creates the receiver’s token account', async () => {
    const fUSD = ledger.tokens.find((token) => token.symbol === 'fUSD')!
    const mint = address(fUSD.mint)
    const from = await signer(0)
    const receiver = (await generateKeyPairSigner()).address
    const ata = async (owner: Address) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    const before = await rpc.getTokenAccountsByOwner(receiver, { mint }, { encoding: 'jsonParsed' }).send()
    expect(before.value).toEqual([])

    const signature = await send(from, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: from, owner: receiver, mint }),
      getTransferCheckedInstruction({
        source: await ata(from.address),
        mint,
        destination: await ata(receiver),
        authority: from,
        amount: 12_345_000n,
        decimals: fUSD.decimals,
      }),
    ])
    expect((await confirm(signature)).err).toBe(null)

    const { value } = await rpc.getTokenAccountsByOwner(receiver, { mint }, { encoding: 'jsonParsed' }).send()
    expect(value).toHaveLength(1)
    expect(value[0]!.pubkey).toBe(await ata(receiver))
    expect(value[0]!.account.data.parsed).toMatchObject({
      type: 'account',
      info: {
        mint,
        owner: receiver,
        state: 'initialized',
        tokenAmount: { amount: '12345000', decimals: 6, uiAmountString: '12.345' },
      },
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(receiver, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' })
      .send()
    expect(byProgram.value.map((entry) => entry.pubkey)).toEqual([await ata(receiver)])
    const balance = await rpc.getTokenAccountBalance(await ata(receiver)).send()
    expect(balance.value).toMatchObject({ amount: '12345000', decimals: 6, uiAmountString: '12.345' })

    const transaction = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    const receiverIndex = transaction!.transaction.message.accountKeys.indexOf(await ata(receiver))
    expect(transaction?.meta?.preTokenBalances?.some((entry) => entry.accountIndex === receiverIndex)).toBe(
      false,
    )
    expect(transaction?.meta?.postTokenBalances).toContainEqual(
      expect.objectContaining({
        accountIndex: receiverIndex,
        mint,
        owner: receiver,
        uiTokenAmount: expect.objectContaining({ amount: '12345000', uiAmountString: '12.345' }),
      }),
    )
  })

  test('behavior: a transfer above the balance fails at preflight; simulation reports it, state unchanged', async () => {
    const from = await signer(6)
    const to = address(ledger.accounts[7]!.address)
    const balance = await balanceOf(from.address)
    const error = await send(from, [
      getTransferSolInstruction({ source: from, destination: to, amount: 2000n * SOL }),
    ]).catch((caught: unknown) => caught)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    const context = (error as { context: { logs: string[]; __serverMessage?: string } }).context
    expect(context.logs).toContain(`Transfer: insufficient lamports ${balance - FEE}, need ${2000n * SOL}`)
    expect((error as Error).cause).toMatchObject({ context: { code: 1, index: 0 } })

    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const transaction = await pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(from, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: from, destination: to, amount: 2000n * SOL })],
          message,
        ),
      (message) => signTransactionMessageWithSigners(message),
    )
    const { value } = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
      })
      .send()
    expect(value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] }) // kit reads every number as a bigint
    expect(value.logs).toContain('Program 11111111111111111111111111111111 failed: custom program error: 0x1')
    expect(value.replacementBlockhash?.blockhash).toBe(lifetime.blockhash)
    expect(await balanceOf(from.address)).toBe(balance)
    expect((await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send()).value).toEqual(
      [null],
    )
  })

  test('behavior: two identical transfers in a row both land', async () => {
    const [from, to] = [await signer(8), address(ledger.accounts[9]!.address)]
    const before = await balanceOf(to)
    const transfer = () =>
      send(from, [getTransferSolInstruction({ source: from, destination: to, amount: SOL })])
    const first = await transfer()
    const second = await transfer()
    expect(second).not.toBe(first)
    const { value } = await rpc.getSignatureStatuses([first, second]).send()
    expect(value.map((status) => status?.err)).toEqual([null, null])
    expect(await balanceOf(to)).toBe(before + 2n * SOL)
  })

  test('parameters: a port already taken → SolanaLedgerStartError', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    const error = await startSolanaLedger({ port }).catch((caught: unknown) => caught)
    await new Promise((resolve) => blocker.close(resolve))
    expect(error).toBeInstanceOf(SolanaLedgerStartError)
    expect((error as SolanaLedgerStartError).details).toMatch(/EADDRINUSE/)
  })
})
