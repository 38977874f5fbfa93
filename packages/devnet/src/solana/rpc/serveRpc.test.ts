import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SolanaLedger, startSolanaLedger } from '../startSolanaLedger.js'

// The JSON-RPC protocol itself, over plain fetch: what kit's typed client cannot send.
// biome-ignore lint/suspicious/noExplicitAny: raw JSON answers, read loosely and checked by expect()
type Json = any
let ledger: SolanaLedger

beforeAll(async () => {
  ledger = await startSolanaLedger()
})

afterAll(() => ledger.stop())

async function post(body: string): Promise<{ status: number; json: unknown; text: string }> {
  const response = await fetch(ledger.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, json, text }
}

async function call(method: string, params?: unknown): Promise<{ result?: Json; error?: Json }> {
  const { json } = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
  return json as { result?: Json; error?: Json }
}

const signer = (index: number) => createKeyPairSignerFromBytes(ledger.accounts[index]!.secretKey)

async function signed(feePayer: KeyPairSigner, instructions: Instruction[], version: 0 | 'legacy' = 0) {
  const { result } = await call('getLatestBlockhash')
  return pipe(
    createTransactionMessage({ version }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: result.value.blockhash,
          lastValidBlockHeight: BigInt(result.value.lastValidBlockHeight),
        },
        message,
      ),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
}

describe('JSON-RPC protocol', () => {
  test('behavior: unknown method → -32601', async () => {
    expect(await call('getBlockProduction2')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
      id: 1,
    })
  })

  test('behavior: malformed JSON → -32700 with a null id', async () => {
    const { status, json } = await post('{"jsonrpc":"2.0","id":1,"method":')
    expect(status).toBe(200)
    expect(json).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null })
  })

  test('behavior: wrong params → -32602', async () => {
    expect((await call('getBalance', [42])).error.code).toBe(-32602)
    expect((await call('getBalance')).error.code).toBe(-32602)
    expect((await call('getBalance', { pubkey: ledger.accounts[0]!.address })).error.code).toBe(-32602)
    expect((await call('getBalance', ['0OIl'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    })
    expect((await call('getBalance', ['abc'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: WrongSize',
    })
    expect((await call('getBalance', [ledger.accounts[0]!.address, { commitment: 'soon' }])).error.code).toBe(
      -32602,
    )
    expect(
      (await call('getSignaturesForAddress', [ledger.accounts[0]!.address, { limit: 1001 }])).error,
    ).toEqual({
      code: -32602,
      message: 'Invalid limit; max 1000',
    })
    expect((await call('getMultipleAccounts', [Array(101).fill(ledger.accounts[0]!.address)])).error).toEqual(
      {
        code: -32602,
        message: 'Too many inputs provided; max 100',
      },
    )
    expect((await call('sendTransaction', ['%%%', { encoding: 'base64' }])).error.code).toBe(-32602)
    expect((await call('sendTransaction', ['AQID', { encoding: 'base64' }])).error.message).toMatch(
      /^failed to deserialize/,
    )
    expect((await call('getSlot', [{ minContextSlot: 1e9 }])).error.code).toBe(-32016)
  })

  test('behavior: invalid requests → -32600; notifications get no answer', async () => {
    const invalid = { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null }
    for (const body of ['null', '1', '"x"', '{}', '[]']) {
      expect((await post(body)).json, body).toEqual(invalid)
    }
    expect((await post('{"jsonrpc":"1.0","id":1,"method":"getSlot"}')).json).toEqual({ ...invalid, id: 1 })
    expect((await post('{"jsonrpc":"2.0","method":"getSlot","params":"x","id":7}')).json).toEqual({
      ...invalid,
      id: 7,
    })
    expect(await post('{"jsonrpc":"2.0","method":"getSlot"}')).toMatchObject({ status: 200, text: '' })
  })

  test('behavior: a batch answers each request in order', async () => {
    const { json } = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
        { jsonrpc: '2.0', method: 'getSlot' },
        7,
        { jsonrpc: '2.0', id: 'c', method: 'getBalance', params: [ledger.accounts[9]!.address] },
      ]),
    )
    expect(json).toEqual([
      { jsonrpc: '2.0', result: 'ok', id: 'a' },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 'b' },
      { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null },
      {
        jsonrpc: '2.0',
        result: { context: { slot: expect.any(Number), apiVersion: expect.any(String) }, value: 1000e9 },
        id: 'c',
      },
    ])
  })

  test('behavior: a body over 1 MiB → 413; GET /health; CORS preflight', async () => {
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getHealth',
      params: ['x'.repeat(1024 * 1024)],
    })
    expect((await post(big)).status).toBe(413)
    expect((await call('getHealth')).result).toBe('ok') // the server still answers
    const health = await fetch(`${ledger.url}/health`)
    expect([health.status, await health.text()]).toEqual([200, 'ok'])
    const preflight = await fetch(ledger.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
  })
})

describe('accounts', () => {
  test('behavior: encodings of getAccountInfo', async () => {
    const owner = ledger.accounts[0]!.address
    const fUSD = ledger.tokens[0]!
    const wallet = await call('getAccountInfo', [owner, { encoding: 'jsonParsed' }])
    expect(wallet.result.value).toMatchObject({
      data: ['', 'base64'],
      owner: '11111111111111111111111111111111',
      space: 0,
    })
    expect((await call('getAccountInfo', [owner])).result.value.data).toBe('') // the legacy default: bare base58
    const mint = await call('getAccountInfo', [fUSD.mint, { encoding: 'jsonParsed' }])
    expect(mint.result.value.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: 6,
          freezeAuthority: null,
          isInitialized: true,
          mintAuthority: owner,
          supply: '60000000000',
        },
      },
      space: 82,
    })
    const base64 = await call('getAccountInfo', [
      fUSD.mint,
      { encoding: 'base64', dataSlice: { offset: 44, length: 1 } },
    ])
    expect(base64.result.value.data).toEqual(['Bg==', 'base64'])
    const [ata] = (
      await call('getTokenAccountsByOwner', [owner, { mint: fUSD.mint }, { encoding: 'base64' }])
    ).result.value
    expect(ata.account.data[0]).toHaveLength(220) // 165 bytes
    expect((await call('getAccountInfo', [ata.pubkey, { encoding: 'base58' }])).error).toEqual({
      code: -32600,
      message: 'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    })
    expect((await call('getAccountInfo', [(await generateKeyPairSigner()).address])).result.value).toBe(null)
    expect((await call('getTokenAccountsByOwner', [owner, { mint: owner }])).error.message).toBe(
      'Invalid param: not a Token mint',
    )
    expect((await call('getTokenAccountsByOwner', [owner, { programId: owner }])).error.message).toBe(
      'Invalid param: unrecognized Token program id',
    )
    expect((await call('getMinimumBalanceForRentExemption', [0])).result).toBe(890880)
  })

  test('behavior: requestAirdrop funds a new account from the faucet', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const { result: signature } = await call('requestAirdrop', [receiver, 2e9])
    expect((await call('getBalance', [receiver])).result.value).toBe(2e9)
    const statuses = await call('getSignatureStatuses', [[signature]])
    expect(statuses.result.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(
      (await call('getSignaturesForAddress', [receiver])).result.map((entry: Json) => entry.signature),
    ).toEqual([signature])
  })
})

describe('transactions', () => {
  test('behavior: a legacy transaction in base58 (the default encoding) lands; getTransaction needs no version', async () => {
    const from = await signer(1)
    const transaction = await signed(
      from,
      [
        getTransferSolInstruction({
          source: from,
          destination: address(ledger.accounts[2]!.address),
          amount: 1n,
        }),
      ],
      'legacy',
    )
    const wire = getBase58Decoder().decode(getTransactionEncoder().encode(transaction))
    const { result: signature } = await call('sendTransaction', [wire])
    const { result } = await call('getTransaction', [signature, 'jsonParsed'])
    expect(result.version).toBeUndefined()
    expect(result.meta.loadedAddresses).toBeUndefined()
    expect(result.transaction.message.instructions[0]).toEqual({
      program: 'system',
      programId: '11111111111111111111111111111111',
      parsed: {
        type: 'transfer',
        info: { source: from.address, destination: ledger.accounts[2]!.address, lamports: 1 },
      },
      stackHeight: null,
    })
    expect(result.transaction.message.accountKeys[0]).toEqual({
      pubkey: from.address,
      signer: true,
      writable: true,
      source: 'transaction',
    })
  })

  test('behavior: getTransaction of a v0 transaction without maxSupportedTransactionVersion → -32015', async () => {
    const [latest] = (await call('getSignaturesForAddress', [ledger.accounts[0]!.address, { limit: 1 }]))
      .result
    expect((await call('getTransaction', [latest.signature, { encoding: 'json' }])).error).toEqual({
      code: -32015,
      message:
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    })
    expect((await call('getTransaction', [latest.signature, { commitment: 'processed' }])).error.code).toBe(
      -32602,
    )
  })

  test('behavior: a bad signature → -32003; a stale blockhash fails preflight with BlockhashNotFound', async () => {
    const from = await signer(3)
    const transfer = getTransferSolInstruction({
      source: from,
      destination: address(ledger.accounts[4]!.address),
      amount: 1n,
    })
    const transaction = await signed(from, [transfer])
    const forged = { ...transaction, signatures: { [from.address]: new Uint8Array(64).fill(7) } }
    expect(
      (
        await call('sendTransaction', [
          getBase64EncodedWireTransaction(forged as never),
          { encoding: 'base64' },
        ])
      ).error,
    ).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
    const stale = await pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(from, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: ledger.genesisHash as never, lastValidBlockHeight: 0n },
          message,
        ),
      (message) => appendTransactionMessageInstructions([transfer], message),
      (message) => signTransactionMessageWithSigners(message),
    )
    const { error } = await call('sendTransaction', [
      getBase64EncodedWireTransaction(stale),
      { encoding: 'base64' },
    ])
    expect(error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound', logs: [], accounts: null },
    })
  })

  test('behavior: with skipPreflight a failing transaction lands, pays its fee and records its error', async () => {
    const from = await signer(5)
    const before = (await call('getBalance', [from.address])).result.value
    const transaction = await signed(from, [
      getTransferSolInstruction({
        source: from,
        destination: address(ledger.accounts[6]!.address),
        amount: 5000n * 10n ** 9n,
      }),
    ])
    const wire = getBase64EncodedWireTransaction(transaction)
    const { result: signature } = await call('sendTransaction', [
      wire,
      { encoding: 'base64', skipPreflight: true },
    ])
    const err = { InstructionError: [0, { Custom: 1 }] }
    expect((await call('getSignatureStatuses', [[signature]])).result.value[0]).toMatchObject({
      err,
      status: { Err: err },
    })
    expect((await call('getBalance', [from.address])).result.value).toBe(before - 5000)
    const { result } = await call('getTransaction', [
      signature,
      { encoding: 'json', maxSupportedTransactionVersion: 0 },
    ])
    expect(result.meta).toMatchObject({ err, fee: 5000, status: { Err: err } })
    expect((await call('sendTransaction', [wire, { encoding: 'base64' }])).error.message).toBe(
      'Transaction simulation failed: This transaction has already been processed',
    )
  })

  test('behavior: getFeeForMessage prices signatures and priority; null for an unknown blockhash', async () => {
    const from = await signer(7)
    const transfer = getTransferSolInstruction({
      source: from,
      destination: address(ledger.accounts[8]!.address),
      amount: 1n,
    })
    const { result } = await call('getLatestBlockhash')
    const message = (blockhash: string) =>
      Buffer.from(
        compileTransaction(
          pipe(
            createTransactionMessage({ version: 0 }),
            (m) => setTransactionMessageFeePayerSigner(from, m),
            (m) =>
              setTransactionMessageLifetimeUsingBlockhash(
                { blockhash: blockhash as never, lastValidBlockHeight: 0n },
                m,
              ),
            (m) => appendTransactionMessageInstructions([transfer], m),
          ),
        ).messageBytes,
      ).toString('base64')
    expect((await call('getFeeForMessage', [message(result.value.blockhash)])).result.value).toBe(5000)
    expect((await call('getFeeForMessage', [message(ledger.genesisHash)])).result.value).toBe(null)
    expect((await call('getEpochInfo')).result).toMatchObject({
      epoch: 0,
      slotsInEpoch: 432000,
      slotIndex: expect.any(Number),
    })
  })
})
