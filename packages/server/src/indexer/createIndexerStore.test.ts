import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase } from '../db/createDatabase.js'
import type { Database } from '../db/types.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { allMigrations } from '../test/testChain.js'
import { createIndexerStore } from './createIndexerStore.js'
import { chaindataMigrations } from './schema.js'
import type { BlockBatch } from './types.js'

const CHAIN = 'eip155:31337'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

/** Blocks `from`..`to`, each with one transaction moving 1 wei and 5 tokens of a test token. */
function batch(from: number, to: number): BlockBatch {
  const result: BlockBatch = { blocks: [], transactions: [], transfers: [], userOperations: [] }
  for (let n = from; n <= to; n++) {
    const minedAt = new Date(Date.UTC(2024, 0, 1, 0, 0, n)).toISOString()
    const block = { number: BigInt(n), hash: hash(n), parentHash: hash(n - 1), minedAt }
    const tx = hash(1000 + n)
    result.blocks.push(block)
    result.transactions.push({
      hash: tx,
      blockNumber: block.number,
      blockHash: block.hash,
      txIndex: 0,
      from: address(1),
      to: address(2),
      value: '1',
      methodId: null,
      status: 'confirmed',
      minedAt,
    })
    const common = {
      blockNumber: block.number,
      blockHash: block.hash,
      txHash: tx,
      from: address(1),
      to: address(2),
      minedAt,
    }
    result.transfers.push(
      {
        ...common,
        logIndex: -1,
        kind: 'native',
        tokenAddress: null,
        value: '1',
        tokenId: null,
        status: 'confirmed',
      },
      {
        ...common,
        logIndex: 0,
        kind: 'erc20',
        tokenAddress: address(9),
        value: '5',
        tokenId: null,
        status: 'confirmed',
      },
    )
  }
  return result
}

describe.each(['pglite', 'postgres'] as const)('%s', (kind) => {
  let db: Database
  beforeAll(async () => {
    db = await createDatabase({
      ...(kind === 'postgres' ? { url: await createScratchDatabase() } : {}),
      migrations: allMigrations,
    })
  }, 30_000)
  afterAll(() => db?.close())

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where chain = $1`, [CHAIN]))
      .rows[0]?.n

  test('default: stores a batch in one go and reports the tip', async () => {
    const store = createIndexerStore(db, CHAIN)
    expect(await store.tip()).toBeUndefined()
    expect(await store.storeBatch(undefined, batch(0, 4), [])).toBe(true)
    expect(await store.tip()).toEqual({ number: 4, hash: hash(4) })
    expect([
      await count('chain_blocks'),
      await count('chain_transactions'),
      await count('chain_transfers'),
    ]).toEqual([5, 5, 10])
    expect((await store.blocksDownFrom(3, 2)).map((block) => block.number)).toEqual([3, 2])
  })

  test('behavior: a writer whose view of the tip is stale stores nothing', async () => {
    const store = createIndexerStore(db, CHAIN)
    // Another server already stored 0..4: a second writer that saw no tip must not store 0..4 again.
    expect(await store.storeBatch(undefined, batch(0, 4), [])).toBe(false)
    expect(await store.storeBatch({ number: 3, hash: hash(3) }, batch(4, 6), [])).toBe(false)
    expect(await count('chain_transfers')).toBe(10)
  })

  test('behavior: deleting above an ancestor and storing the same blocks again keeps one copy', async () => {
    const store = createIndexerStore(db, CHAIN)
    await store.deleteAbove(2)
    expect(await store.tip()).toEqual({ number: 2, hash: hash(2) })
    expect([
      await count('chain_blocks'),
      await count('chain_transactions'),
      await count('chain_transfers'),
      await count('chain_account_transactions'),
    ]).toEqual([3, 3, 6, 6])
    expect(await store.storeBatch({ number: 2, hash: hash(2) }, batch(3, 4), [])).toBe(true)
    expect([
      await count('chain_blocks'),
      await count('chain_transactions'),
      await count('chain_transfers'),
    ]).toEqual([5, 5, 10])
    const { rows } = await db.query<{ amount: string }>(
      'select amount from chain_erc20_balances where chain = $1 and holder = $2 and token_address = $3',
      [CHAIN, address(2), address(9)],
    )
    expect(rows).toEqual([{ amount: '25' }])
  })

  test('behavior: token metadata is stored once; later rows for the same token are ignored', async () => {
    const store = createIndexerStore(db, CHAIN)
    const token = { address: address(9), kind: 'erc20' as const, name: 'Test', symbol: 'TST', decimals: 6 }
    await store.storeTokens([token])
    await store.storeTokens([{ ...token, symbol: 'OTHER' }])
    expect(await store.knownTokens()).toEqual(new Set([address(9)]))
    const { rows } = await db.query('select symbol from chain_tokens where chain = $1', [CHAIN])
    expect(rows).toEqual([{ symbol: 'TST' }])
  })

  test("behavior: a user operation is stored, its sender is in history's table, and a rewind takes both away", async () => {
    const store = createIndexerStore(db, 'eip155:8')
    const withOperations = batch(0, 1)
    for (const [index, transaction] of withOperations.transactions.entries())
      withOperations.userOperations.push({
        txHash: transaction.hash,
        blockNumber: transaction.blockNumber,
        blockHash: transaction.blockHash,
        index: 0,
        sender: address(4),
        nonce: String(index),
        success: index === 0,
        callTo: address(5),
        callMethodId: '0x095ea7b3',
        minedAt: transaction.minedAt,
      })
    expect(await store.storeBatch(undefined, withOperations, [])).toBe(true)
    const read = async () => ({
      operations: (
        await db.query(
          `select tx_hash, sender, nonce::text, success, call_to, call_method_id from chain_user_operations
            where chain = 'eip155:8' order by block_number`,
        )
      ).rows,
      history: (
        await db.query(
          `select hash from chain_account_transactions where chain = 'eip155:8' and account = $1
            order by block_number`,
          [address(4)],
        )
      ).rows,
    })
    const operation = { sender: address(4), call_to: address(5), call_method_id: '0x095ea7b3' }
    expect(await read()).toEqual({
      operations: [
        { tx_hash: hash(1000), nonce: '0', success: true, ...operation },
        { tx_hash: hash(1001), nonce: '1', success: false, ...operation },
      ],
      history: [{ hash: hash(1000) }, { hash: hash(1001) }],
    })
    await store.deleteAbove(0)
    expect(await read()).toEqual({
      operations: [{ tx_hash: hash(1000), nonce: '0', success: true, ...operation }],
      history: [{ hash: hash(1000) }],
    })
  })

  test("behavior: history's table lists each account once per transaction it is in, as migration 120 backfills it", async () => {
    const store = createIndexerStore(db, 'eip155:7')
    // A token transfer: the sender calls the token contract (9), the tokens go from 1 to 3.
    const token = batch(0, 0)
    token.transactions[0] = { ...token.transactions[0]!, to: address(9) }
    token.transfers = token.transfers
      .filter((transfer) => transfer.kind === 'erc20')
      .map((transfer) => ({ ...transfer, to: address(3) }))
    expect(await store.storeBatch(undefined, token, [])).toBe(true)
    const read = async () =>
      (
        await db.query<{ account: string; block_number: number; tx_index: number; hash: string }>(
          `select account, block_number, tx_index, hash from chain_account_transactions where chain = 'eip155:7'
            order by account`,
        )
      ).rows
    const stored = await read()
    expect(stored.map((row) => row.account)).toEqual([address(1), address(3), address(9)])
    expect(new Set(stored.map((row) => row.hash))).toEqual(new Set([hash(1000)]))

    const migration = chaindataMigrations.find((step) => step.version === 120)!
    await db.exec('drop table chain_account_transactions')
    await db.exec(migration.sql)
    expect(await read()).toEqual(stored)
  })
})
