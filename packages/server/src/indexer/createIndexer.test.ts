import { devAccounts } from '@foyer/devnet'
import { type Address, erc20Abi, getAddress, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase } from '../db/createDatabase.js'
import type { Database } from '../db/types.js'
import type { Logger } from '../logger.js'
import { countQueries, recordRpcMethods } from '../test/countReads.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { allMigrations, startTestChain, type TestChain } from '../test/testChain.js'
import { createIndexer, type Indexer } from './createIndexer.js'

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const [alice, bob, carol, dave] = devAccounts.map((account) => account.address) as [
  Address,
  Address,
  Address,
  Address,
]

let chain: TestChain
let fUSD: Address
let passes: Address

beforeAll(async () => {
  chain = await startTestChain()
  fUSD = chain.world.contracts.tokens.find((token) => token.symbol === 'fUSD')!.address
  passes = chain.world.contracts.nfts.find((nft) => !nft.spam)!.address
}, 60_000)
afterAll(() => chain?.stop())

describe.each(['pglite', 'postgres'] as const)('%s', (kind) => {
  let db: Database
  const indexers: Indexer[] = []
  const indexer = (options: { blocksPerBatch?: number } = {}) => {
    const created = createIndexer({
      db,
      chains: [
        {
          caipNetworkId: chain.caipNetworkId,
          rpcUrl: chain.chain.rpcUrl,
          tokens: chain.world.contracts.tokens,
          nfts: chain.world.contracts.nfts,
        },
      ],
      pollIntervalMs: 20,
      logger: quiet,
      ...options,
    })
    indexers.push(created)
    return created
  }

  /** Stored transfers as `txHash:logIndex`, and whether any is stored twice. */
  const storedTransfers = async () => {
    const { rows } = await db.query<{ key: string }>(
      `select tx_hash || ':' || log_index as key from chain_transfers where chain = $1 order by key`,
      [chain.caipNetworkId],
    )
    return rows.map((row) => row.key)
  }
  const chainTransfers = async () =>
    (await chain.transfersOnChain()).map((transfer) => `${transfer.txHash}:${transfer.logIndex}`).sort()

  /** Every stored block is the chain's block of that number, from 0 to the head, without a gap. */
  const expectBlocksMatchChain = async () => {
    const { rows } = await db.query<{ number: number; hash: string }>(
      'select number, hash from chain_blocks where chain = $1 order by number',
      [chain.caipNetworkId],
    )
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: head + 1 }, (_, n) => n))
    const hashes = await Promise.all(
      rows.map((row) => chain.client.getBlock({ blockNumber: BigInt(row.number) })),
    )
    expect(rows.map((row) => row.hash)).toEqual(hashes.map((block) => block.hash.toLowerCase()))
  }

  /** The indexed ERC-20 balances (chain_erc20_balances) are the chain's balanceOf, for every token and account. */
  const expectIndexedBalancesMatchChain = async () => {
    const accounts = devAccounts.map((account) => account.address)
    const { rows } = await db.query<{ holder: string; token_address: string; amount: string }>(
      'select holder, token_address, amount from chain_erc20_balances where chain = $1 and holder = any($2::text[])',
      [chain.caipNetworkId, accounts.map((address) => address.toLowerCase())],
    )
    // Read at once (one JSON-RPC batch), compared in order.
    const pairs = accounts.flatMap((account) =>
      chain.world.contracts.tokens.map((token) => ({ account, token })),
    )
    const onChainBalances = await Promise.all(
      pairs.map(({ account, token }) =>
        chain.client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account],
        }),
      ),
    )
    for (const [index, { account, token }] of pairs.entries()) {
      const onChain = onChainBalances[index]
      const row = rows.find(
        (entry) =>
          entry.holder === account.toLowerCase() && entry.token_address === token.address.toLowerCase(),
      )
      expect(`${account} ${token.symbol} ${row?.amount ?? '0'}`).toBe(`${account} ${token.symbol} ${onChain}`)
    }
  }

  beforeAll(async () => {
    db = await createDatabase({
      ...(kind === 'postgres' ? { url: await createScratchDatabase() } : {}),
      migrations: allMigrations,
    })
  }, 30_000)
  afterAll(async () => {
    await Promise.all(indexers.map((created) => created.stop()))
    await db?.close()
  })

  test('default: indexes native, ERC-20 and ERC-721 transfers with their status', async () => {
    const native = await chain.send(3, { to: carol, value: parseEther('1.5') })
    const token = await chain.sendToken(3, fUSD, bob, parseUnits('12.5', 6))
    const tokenId = await chain.nftOwnedBy(passes, alice)
    const nft = await chain.sendNft(0, passes, dave, tokenId)
    // ETH sent to a token contract (no receive function): mined, reverted.
    const failed = await chain.sendReverting(4, { to: fUSD, value: parseEther('2'), gas: 100_000n })

    await indexer().syncOnce()

    const { rows } = await db.query<Record<string, unknown>>(
      `select tx_hash, kind, token_address, from_address, to_address, value, token_id, status from chain_transfers
        where chain = $1 and tx_hash = any($2::text[]) order by block_number`,
      [chain.caipNetworkId, [native, token, nft, failed]],
    )
    expect(rows).toEqual([
      {
        tx_hash: native,
        kind: 'native',
        token_address: null,
        from_address: devAccounts[3]!.address.toLowerCase(),
        to_address: carol.toLowerCase(),
        value: parseEther('1.5').toString(),
        token_id: null,
        status: 'confirmed',
      },
      {
        tx_hash: token,
        kind: 'erc20',
        token_address: fUSD.toLowerCase(),
        from_address: devAccounts[3]!.address.toLowerCase(),
        to_address: bob.toLowerCase(),
        value: '12500000',
        token_id: null,
        status: 'confirmed',
      },
      {
        tx_hash: nft,
        kind: 'erc721',
        token_address: passes.toLowerCase(),
        from_address: alice.toLowerCase(),
        to_address: dave.toLowerCase(),
        value: null,
        token_id: tokenId.toString(),
        status: 'confirmed',
      },
      {
        tx_hash: failed,
        kind: 'native',
        token_address: null,
        from_address: devAccounts[4]!.address.toLowerCase(),
        to_address: fUSD.toLowerCase(),
        value: parseEther('2').toString(),
        token_id: null,
        status: 'failed',
      },
    ])
    const failedTx = await db.query<{ status: string }>(
      'select status from chain_transactions where hash = $1',
      [failed],
    )
    expect(failedTx.rows).toEqual([{ status: 'failed' }])
    // The whole chain, seeding included: exactly the transfers the chain holds.
    expect(await storedTransfers()).toEqual(await chainTransfers())
    await expectBlocksMatchChain()
    const tokens = await db.query(
      'select address, kind, symbol, decimals from chain_tokens where address = $1',
      [fUSD.toLowerCase()],
    )
    expect(tokens.rows).toEqual([{ address: fUSD.toLowerCase(), kind: 'erc20', symbol: 'fUSD', decimals: 6 }])
    await expectIndexedBalancesMatchChain()
  }, 60_000)

  test('behavior: stopped mid-stream and restarted, it leaves no gap and no duplicate', async () => {
    const tipBefore = await db.query<{ tip: number | null }>(
      'select max(number) as tip from chain_blocks where chain = $1',
      [chain.caipNetworkId],
    )
    const first = indexer({ blocksPerBatch: 2 })
    first.start()
    // Transfers keep coming while the indexer runs; it is stopped half-way through the stream.
    for (let i = 1; i <= 6; i++) await chain.send(3, { to: bob, value: BigInt(i) })
    await first.stop()
    const stoppedAt = first.status().chains[0]!.indexedBlock!
    for (let i = 1; i <= 6; i++) await chain.sendToken(3, fUSD, carol, BigInt(i))
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    expect(stoppedAt).toBeGreaterThan(tipBefore.rows[0]?.tip ?? -1)
    expect(stoppedAt).toBeLessThan(head)

    const second = indexer({ blocksPerBatch: 2 })
    await second.syncOnce()
    expect(second.status().chains[0]).toMatchObject({ indexedBlock: head, headBlock: head, lastError: null })
    const stored = await storedTransfers()
    expect(new Set(stored).size).toBe(stored.length)
    expect(stored).toEqual(await chainTransfers())
    await expectBlocksMatchChain()
  }, 60_000)

  test('behavior: a batch that fails half-way is stored not at all, and the next sync completes it', async () => {
    for (let i = 1; i <= 3; i++) await chain.send(3, { to: dave, value: BigInt(100 + i) })
    const before = await storedTransfers()
    // A database that loses its connection after the first statements of every batch.
    const failing: Database = {
      ...db,
      query: (sql, params) => db.query(sql, params),
      exec: (sql) => db.exec(sql),
      transaction: (fn) =>
        db.transaction(async (tx) => {
          let statements = 0
          return fn({
            exec: (sql) => tx.exec(sql),
            async query(sql, params) {
              if (++statements > 3) throw new Error('connection lost')
              return tx.query(sql, params)
            },
          })
        }),
    }
    const broken = createIndexer({
      db: failing,
      chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.chain.rpcUrl }],
      logger: quiet,
    })
    await expect(broken.syncOnce()).rejects.toThrow('connection lost')
    expect(broken.status().chains[0]!.lastError).toBe('connection lost')
    expect(await storedTransfers()).toEqual(before)

    await indexer().syncOnce()
    expect(await storedTransfers()).toEqual(await chainTransfers())
    await expectBlocksMatchChain()
  }, 60_000)

  test('behavior: a reorg to a longer branch drops the orphaned transfers and indexes the new ones', async () => {
    const follower = indexer()
    await follower.syncOnce()
    const snapshot = await chain.snapshot()
    const orphans = [
      await chain.send(3, { to: carol, value: parseEther('0.25') }),
      await chain.sendToken(3, fUSD, bob, parseUnits('7', 6)),
    ]
    await follower.syncOnce()
    expect(
      (await storedTransfers()).filter((key) => orphans.some((hash) => key.startsWith(hash))),
    ).toHaveLength(2)

    await chain.revert(snapshot)
    const replacements = [
      await chain.send(4, { to: dave, value: parseEther('0.5') }),
      await chain.sendToken(3, fUSD, carol, parseUnits('8', 6)),
    ]
    await chain.mine(2)
    await follower.syncOnce()

    const stored = await storedTransfers()
    expect(stored.filter((key) => orphans.some((hash) => key.startsWith(hash)))).toEqual([])
    expect(stored.filter((key) => replacements.some((hash) => key.startsWith(hash)))).toHaveLength(2)
    const orphanTransactions = await db.query(
      'select hash from chain_transactions where hash = any($1::text[])',
      [orphans],
    )
    expect(orphanTransactions.rows).toEqual([])
    expect(stored).toEqual(await chainTransfers())
    await expectBlocksMatchChain()
    expect(follower.status().chains[0]!.reorgs).toBe(1)
    await expectIndexedBalancesMatchChain()
  }, 60_000)

  test('behavior: a reorg to a shorter branch drops the blocks the chain no longer has', async () => {
    const follower = indexer()
    await follower.syncOnce()
    const snapshot = await chain.snapshot()
    const orphans: string[] = []
    for (let i = 0; i < 4; i++)
      orphans.push(await chain.send(3, { to: getAddress(bob), value: parseEther('0.01') }))
    await follower.syncOnce()

    await chain.revert(snapshot)
    const replacement = await chain.send(4, { to: carol, value: parseEther('0.02') })
    await follower.syncOnce()

    const stored = await storedTransfers()
    expect(stored.filter((key) => orphans.some((hash) => key.startsWith(hash)))).toEqual([])
    expect(stored.filter((key) => key.startsWith(replacement))).toHaveLength(1)
    expect(stored).toEqual(await chainTransfers())
    await expectBlocksMatchChain()
    expect(follower.status().chains[0]!.reorgs).toBe(1)
  }, 60_000)

  test('behavior: a reorg to a branch of the same height is found, though the head number did not move', async () => {
    const follower = indexer()
    await follower.syncOnce()
    const snapshot = await chain.snapshot()
    const orphan = await chain.send(3, { to: bob, value: parseEther('0.03') })
    await follower.syncOnce()

    await chain.revert(snapshot)
    const replacement = await chain.send(4, { to: dave, value: parseEther('0.04') })
    await follower.syncOnce()

    const stored = await storedTransfers()
    expect(stored.filter((key) => key.startsWith(orphan))).toEqual([])
    expect(stored.filter((key) => key.startsWith(replacement))).toHaveLength(1)
    expect(stored).toEqual(await chainTransfers())
    await expectBlocksMatchChain()
    expect(follower.status().chains[0]!.reorgs).toBe(1)
  }, 60_000)

  test('behavior: while the head block stays the same, a sync reads the head and nothing else', async () => {
    const counted = countQueries(db)
    const follower = createIndexer({
      db: counted,
      chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.chain.rpcUrl, tokens: [], nfts: [] }],
      logger: quiet,
    })
    indexers.push(follower)
    await chain.send(3, { to: carol, value: parseEther('0.01') })
    await follower.syncOnce()
    const rpc = recordRpcMethods()
    counted.reset()
    await follower.syncOnce()
    await follower.syncOnce()
    expect(rpc.stop()).toEqual(['eth_getBlockByNumber', 'eth_getBlockByNumber'])
    expect(counted.queries()).toBe(0)
    expect(follower.status().chains[0]!.syncedAt).not.toBe(null)

    // A new block: the next sync reads and stores it.
    const sent = await chain.send(3, { to: carol, value: parseEther('0.01') })
    await follower.syncOnce()
    expect((await storedTransfers()).filter((key) => key.startsWith(sent))).toHaveLength(1)
  }, 60_000)

  test('behavior: status() reports the chain, and syncOnce refuses an unknown chain', async () => {
    const follower = indexer()
    expect(follower.status()).toEqual({
      running: false,
      chains: [
        {
          caipNetworkId: chain.caipNetworkId,
          indexedBlock: null,
          headBlock: null,
          syncedAt: null,
          reorgs: 0,
          lastError: null,
          indexing: false,
        },
      ],
    })
    await follower.syncOnce()
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    expect(follower.status().chains[0]).toMatchObject({
      indexedBlock: head,
      headBlock: head,
      reorgs: 0,
      lastError: null,
    })
    await expect(follower.syncOnce({ chainId: 'eip155:1' })).rejects.toThrow(
      'Indexer: eip155:1 is not one of the configured chains',
    )
  })
})
