import { createServer } from 'node:net'
import { type SolanaLedger, startSolanaLedger } from '@foyer/devnet'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
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
import type { ServerConfig } from '../../../config/serverConfigSchema.js'
import { createFoyerServer, type FoyerServer } from '../../../createFoyerServer.js'
import type { Logger } from '../../../logger.js'
import { createScratchDatabase } from '../../../test/createScratchDatabase.js'
import type { BalanceEntry, HistoryTransaction } from '../types.js'
import { SOLANA_NATIVE_TOKEN_ADDRESS } from './solanaConstants.js'

// The Solana side of the account routes against a real local ledger (one per file): balances read
// live, history from the server's own index of the ledger (kept in its database across a restart),
// configured prices, the RPC proxy's Solana allowlist, and the failures (bad address, ledger down).

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const AUTH = 'projectId=demo&st=foyer&sv=0.1.0'
const SOL_PRICE = 150
const FOY_PRICE = 0.5
const DOWN = 'solana:DownDownDownDownDownDownDownDown'

let ledger: SolanaLedger
/** One scratch database that each server of this file (a restart included) opens again. */
let databaseUrl: string
let server: FoyerServer
let closedPort: number
let recipient: KeyPairSigner
let solSignature: string
let splSignature: string

const fUSD = () => ledger.tokens.find((token) => token.symbol === 'fUSD')!
const FOY = () => ledger.tokens.find((token) => token.symbol === 'FOY')!

function config(): ServerConfig {
  return {
    projects: [{ id: 'demo', origins: ['https://shop.example'] }],
    database: { url: databaseUrl },
    chains: [
      {
        caipNetworkId: ledger.caipNetworkId,
        name: 'Foyer Solana Local',
        rpcUrl: ledger.url,
        solana: {
          tokens: ledger.tokens.map((token) =>
            token.symbol === 'FOY' ? { ...token, usdPrice: FOY_PRICE } : token,
          ),
          nativeUsdPrice: SOL_PRICE,
        },
      },
      { caipNetworkId: DOWN, name: 'Gone', rpcUrl: `http://127.0.0.1:${closedPort}` },
    ],
    indexer: { enabled: true, pollIntervalMs: 60_000 },
  }
}

async function get(path: string) {
  const response = await server.app.request(`${path}${path.includes('?') ? '&' : '?'}${AUTH}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function post(path: string, body: unknown) {
  const response = await server.app.request(`${path}?${AUTH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** Signs and sends a v0 transaction on the ledger; its signature. */
async function send(feePayer: KeyPairSigner, instructions: Instruction[]): Promise<string> {
  const rpc = createSolanaRpc(ledger.url)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const transaction = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(feePayer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  return getSignatureFromTransaction(transaction)
}

const history = async (account: string, chainId = ledger.caipNetworkId) => {
  const { status, body } = await get(`/v1/account/${account}/history?chainId=${chainId}`)
  expect(status).toBe(200)
  return body as { data: HistoryTransaction[]; next: string | null }
}

beforeAll(async () => {
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  closedPort = (closed.address() as { port: number }).port
  await new Promise((resolve) => closed.close(resolve))
  ledger = await startSolanaLedger()
  databaseUrl = await createScratchDatabase()
  server = await createFoyerServer(config(), { logger: quiet })

  // Dev account 4 (no seed history) sends SOL, then fUSD, to a fresh account: the fUSD transfer creates
  // the recipient's associated token account in the same transaction.
  const sender = await createKeyPairSignerFromBytes(ledger.accounts[4]!.secretKey)
  recipient = await generateKeyPairSigner()
  solSignature = await send(sender, [
    getTransferSolInstruction({ source: sender, destination: recipient.address, amount: 2_000_000_000n }),
  ])
  const mint = address(fUSD().mint)
  const ata = async (owner: string) =>
    (await findAssociatedTokenPda({ owner: address(owner), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
  splSignature = await send(sender, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer: sender,
      owner: recipient.address,
      mint,
    }),
    getTransferCheckedInstruction({
      source: await ata(sender.address),
      mint,
      destination: await ata(recipient.address),
      authority: sender,
      amount: 12_500_000n,
      decimals: fUSD().decimals,
    }),
  ])
  await server.indexer!.syncOnce({ chainId: ledger.caipNetworkId })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await ledger?.stop()
})

describe('GET /v1/account/{address}/balance (Solana)', () => {
  test('default: SOL and the SPL token accounts, read live, with configured prices', async () => {
    const { status, body } = await get(
      `/v1/account/${recipient.address}/balance?currency=usd&chainId=${ledger.caipNetworkId}`,
    )
    expect(status).toBe(200)
    const balances = body.balances as BalanceEntry[]
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: ledger.caipNetworkId,
        address: SOLANA_NATIVE_TOKEN_ADDRESS,
        price: SOL_PRICE,
        value: 2 * SOL_PRICE,
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/SOL(\?|$)/),
        quantity: { decimals: '9', numeric: '2' },
      },
      {
        name: 'Foyer USD',
        symbol: 'fUSD',
        chainId: ledger.caipNetworkId,
        address: fUSD().mint,
        price: 1,
        value: 12.5,
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/fUSD(\?|$)/),
        quantity: { decimals: '6', numeric: '12.5' },
      },
    ])
  })

  test('behavior: a dev account holds fUSD and FOY; FOY has its configured price', async () => {
    const { body } = await get(
      `/v1/account/${ledger.accounts[5]!.address}/balance?chainId=${ledger.caipNetworkId}`,
    )
    const balances = body.balances as BalanceEntry[]
    expect(balances.map((entry) => [entry.symbol, entry.quantity.numeric, entry.price])).toEqual([
      ['SOL', '1000', SOL_PRICE],
      ['fUSD', '10000', 1],
      ['FOY', '10000', FOY_PRICE],
    ])
  })

  test('behavior: an address that is not base58 of 32 bytes is a 400 naming the rule', async () => {
    for (const bad of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'abc',
      `${'z'.repeat(44)}`,
      'O0Il'.repeat(9),
    ]) {
      const { status, body } = await get(`/v1/account/${bad}/balance?chainId=${ledger.caipNetworkId}`)
      expect({ bad, status, body }).toEqual({
        bad,
        status: 400,
        body: {
          message: expect.stringContaining('expected a base58 Solana address'),
          code: expect.any(String),
        },
      })
    }
  })

  test('behavior: an unreachable Solana RPC is a 502, never a 500', async () => {
    const { status, body } = await get(`/v1/account/${recipient.address}/balance?chainId=${DOWN}`)
    expect(status).toBe(502)
    expect(body).toEqual({ message: `The chain RPC of ${DOWN} is unavailable`, code: 'UPSTREAM_UNAVAILABLE' })
  })
})

describe('GET /v1/account/{address}/history (Solana)', () => {
  test('default: the sender sees both transfers as sends, newest first', async () => {
    const { data, next } = await history(ledger.accounts[4]!.address)
    expect(next).toBeNull()
    expect(data).toEqual([
      {
        id: splSignature,
        metadata: {
          hash: splSignature,
          minedAt: expect.any(String),
          chain: ledger.caipNetworkId,
          operationType: 'send',
          status: 'confirmed',
          sentFrom: ledger.accounts[4]!.address,
          sentTo: recipient.address,
        },
        transfers: [
          {
            fungible_info: { name: 'Foyer USD', symbol: 'fUSD', icon: { url: expect.any(String) } },
            direction: 'out',
            quantity: { numeric: '12.5' },
            price: 1,
            value: 12.5,
          },
        ],
      },
      {
        id: solSignature,
        metadata: expect.objectContaining({ operationType: 'send', sentTo: recipient.address }),
        transfers: [
          {
            fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: expect.any(String) } },
            direction: 'out',
            quantity: { numeric: '2' },
            price: SOL_PRICE,
            value: 2 * SOL_PRICE,
          },
        ],
      },
    ])
  })

  test('behavior: the recipient sees receives; the seed history is indexed too', async () => {
    const { data } = await history(recipient.address)
    expect(
      data.map((entry) => [entry.id, entry.metadata.operationType, entry.transfers[0]?.direction]),
    ).toEqual([
      [splSignature, 'receive', 'in'],
      [solSignature, 'receive', 'in'],
    ])
    // Dev account 0's seed history: SOL to #1, SOL from #1 (with a memo), fUSD to #2, fUSD from #3.
    const seeded = await history(ledger.accounts[0]!.address)
    expect(seeded.data.map((entry) => entry.metadata.operationType)).toEqual([
      'receive',
      'send',
      'receive',
      'send',
    ])
    expect(seeded.data[0]!.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'fUSD' },
      quantity: { numeric: '100.5' },
    })
  })

  test('behavior: pages of one with an opaque cursor', async () => {
    const app = server.app
    const first = await app.request(
      `/v1/account/${ledger.accounts[0]!.address}/history?chainId=${ledger.caipNetworkId}&${AUTH}`,
    )
    const all = ((await first.json()) as { data: HistoryTransaction[] }).data
    expect(all.length).toBe(4)
    const bad = await get(
      `/v1/account/${recipient.address}/history?chainId=${ledger.caipNetworkId}&cursor=nope`,
    )
    expect(bad.status).toBe(400)
    const badAddress = await get(`/v1/account/not-an-address/history?chainId=${ledger.caipNetworkId}`)
    expect(badAddress.status).toBe(400)
  })

  test('behavior: the index survives a restart, and the new server keeps following the ledger', async () => {
    await server.close()
    server = await createFoyerServer(
      { ...config(), indexer: { enabled: false, pollIntervalMs: 60_000 } },
      { logger: quiet },
    )
    expect((await history(recipient.address)).data.map((entry) => entry.id)).toEqual([
      splSignature,
      solSignature,
    ])
    await server.close()
    server = await createFoyerServer(config(), { logger: quiet })
    const back = await generateKeyPairSigner()
    const sender = await createKeyPairSignerFromBytes(ledger.accounts[6]!.secretKey)
    const signature = await send(sender, [
      getTransferSolInstruction({ source: sender, destination: back.address, amount: 1_000_000n }),
    ])
    await server.indexer!.syncOnce({ chainId: ledger.caipNetworkId })
    const { data } = await history(back.address)
    expect(data).toMatchObject([{ id: signature, metadata: { operationType: 'receive' } }])
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from solana_transactions where chain = $1 and signature = $2',
      [ledger.caipNetworkId, solSignature],
    )
    expect(rows[0]!.n).toBe(1)
  }, 60_000)
})

describe('POST /v1/fungible/price (Solana)', () => {
  test('default: SOL, fUSD and FOY from the configuration; unknown and unpriced tokens left out', async () => {
    const caip = (account: string) => `${ledger.caipNetworkId}:${account}`
    const { status, body } = await post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [
        caip(SOLANA_NATIVE_TOKEN_ADDRESS),
        caip(fUSD().mint),
        caip(FOY().mint),
        caip(ledger.accounts[9]!.address),
      ],
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      fungibles: [
        {
          address: caip(SOLANA_NATIVE_TOKEN_ADDRESS),
          name: 'Solana',
          symbol: 'SOL',
          iconUrl: expect.any(String),
          price: SOL_PRICE,
        },
        {
          address: caip(fUSD().mint),
          name: 'Foyer USD',
          symbol: 'fUSD',
          iconUrl: expect.any(String),
          price: 1,
        },
        {
          address: caip(FOY().mint),
          name: 'Foyer Token',
          symbol: 'FOY',
          iconUrl: expect.any(String),
          price: FOY_PRICE,
        },
      ],
    })
    const bad = await post('/v1/fungible/price', { currency: 'usd', addresses: [caip('0xabc')] })
    expect(bad.status).toBe(400)
  })
})

describe('the RPC proxy (Solana)', () => {
  const rpc = async (body: unknown, chainId = ledger.caipNetworkId) => {
    const response = await server.app.request(`/v1/?chainId=${chainId}&${AUTH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as unknown }
  }

  test('default: reads reach the ledger; the faucet and scans are refused', async () => {
    expect(await rpc({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' })).toEqual({
      status: 200,
      json: { jsonrpc: '2.0', id: 1, result: ledger.genesisHash },
    })
    const { json } = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [ledger.accounts[7]!.address] },
      { jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [ledger.accounts[7]!.address, 1] },
      { jsonrpc: '2.0', id: 3, method: 'getProgramAccounts', params: [TOKEN_PROGRAM_ADDRESS] },
      { jsonrpc: '2.0', id: 4, method: 'eth_chainId' },
    ])
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: { context: expect.any(Object), value: 1_000_000_000_000 } },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not allowed' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not allowed' } },
      { jsonrpc: '2.0', id: 4, error: { code: -32601, message: 'Method not allowed' } },
    ])
  })

  test('behavior: a transaction the client signed is simulated and sent through the proxy', async () => {
    const rpcClient = createSolanaRpc(ledger.url)
    const sender = await createKeyPairSignerFromBytes(ledger.accounts[7]!.secretKey)
    const { value: lifetime } = await rpcClient.getLatestBlockhash().send()
    const transaction = await pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(sender, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: sender, destination: recipient.address, amount: 5n })],
          message,
        ),
      (message) => signTransactionMessageWithSigners(message),
    )
    const wire = getBase64EncodedWireTransaction(transaction)
    const simulated = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'simulateTransaction',
      params: [wire, { encoding: 'base64' }],
    })
    expect(simulated.json).toMatchObject({ result: { value: { err: null } } })
    const sent = await rpc({
      jsonrpc: '2.0',
      id: 2,
      method: 'sendTransaction',
      params: [wire, { encoding: 'base64' }],
    })
    expect(sent.json).toEqual({ jsonrpc: '2.0', id: 2, result: getSignatureFromTransaction(transaction) })
    expect((await rpc({ jsonrpc: '2.0', id: 3, method: 'getSlot' }, DOWN)).status).toBe(502)
  })
})
