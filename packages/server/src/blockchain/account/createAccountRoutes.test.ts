import { devAccounts, foyerRouterAbi } from '@foyer/devnet'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  formatUnits,
  getAddress,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../db/types.js'
import { DatabaseClosedError } from '../../errors/database.js'
import { createIndexer, type Indexer } from '../../indexer/createIndexer.js'
import type { Logger } from '../../logger.js'
import { openScratchDatabase } from '../../test/createScratchDatabase.js'
import { allMigrations, startTestChain, type TestChain } from '../../test/testChain.js'
import { createPriceOracle, NATIVE_TOKEN_KEY, type PriceOracle } from '../shared/prices.js'
import { createAccountRoutes } from './createAccountRoutes.js'
import type { BalanceEntry, ChaindataChainConfig, HistoryTransaction } from './types.js'

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const [alice, bob, carol, dave, erin] = devAccounts.map((account) => account.address) as [
  Address,
  Address,
  Address,
  Address,
  Address,
]
const AUTH = 'projectId=demo&st=foyer&sv=0.1.0'

let chain: TestChain
let db: Database
let indexer: Indexer
let oracle: PriceOracle
let clock = 1_700_000_000_000
/** What the balance cache waited for, on the test's clock (a forced read held back). */
const slept: number[] = []
let config: ChaindataChainConfig
let app: ReturnType<typeof createAccountRoutes>

const token = (symbol: string) => chain.world.contracts.tokens.find((entry) => entry.symbol === symbol)!
const get = async (path: string) => {
  const response = await app.request(path)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const post = async (path: string, body: unknown) => {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const balanceOf = (address: Address, tokenAddress: Address) =>
  chain.client.readContract({
    address: tokenAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

beforeAll(async () => {
  chain = await startTestChain()
  db = await openScratchDatabase({ migrations: allMigrations })
  indexer = createIndexer({
    db,
    chains: [
      {
        caipNetworkId: chain.caipNetworkId,
        rpcUrl: chain.chain.rpcUrl,
        tokens: chain.world.contracts.tokens,
      },
    ],
    logger: quiet,
  })
  oracle = createPriceOracle({ rpcUrl: chain.chain.rpcUrl, contracts: chain.world.contracts, cacheMs: 0 })
  config = {
    caipNetworkId: chain.caipNetworkId,
    name: 'Foyer Local',
    rpcUrl: chain.chain.rpcUrl,
    // HBR is left out on purpose: the routes find it through the indexed transfers.
    contracts: {
      tokens: chain.world.contracts.tokens.filter((entry) => entry.symbol !== 'HBR'),
      nfts: chain.world.contracts.nfts,
    },
    onrampAddresses: [erin],
  }
  app = createAccountRoutes({
    db,
    chains: [config],
    indexer,
    prices: { [chain.caipNetworkId]: oracle },
    logger: quiet,
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms)
      clock += ms
    },
  })
  await indexer.syncOnce()
}, 60_000)
afterAll(async () => {
  await db?.close()
  await chain?.stop()
})

describe('GET /v1/account/{address}/balance', () => {
  test('default: native and ERC-20 balances read from the chain, with USD price and value', async () => {
    const { status, body } = await get(
      `/v1/account/${alice}/balance?currency=usd&chainId=${chain.caipNetworkId}&${AUTH}`,
    )
    expect(status).toBe(200)
    const balances = body.balances as BalanceEntry[]
    const prices = await oracle.getUsdPrices([
      NATIVE_TOKEN_KEY,
      ...chain.world.contracts.tokens.map((entry) => entry.address),
    ])
    const expected: BalanceEntry[] = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: chain.caipNetworkId,
        price: prices.get(NATIVE_TOKEN_KEY)!,
        value:
          Number(formatEther(await chain.client.getBalance({ address: alice }))) *
          prices.get(NATIVE_TOKEN_KEY)!,
        iconUrl: `http://localhost/public/getTokenImage/ETH?${AUTH}`,
        quantity: { decimals: '18', numeric: formatEther(await chain.client.getBalance({ address: alice })) },
      },
    ]
    for (const entry of chain.world.contracts.tokens) {
      const amount = await balanceOf(alice, entry.address)
      if (amount === 0n) continue
      const numeric = formatUnits(amount, entry.decimals)
      expected.push({
        name: entry.name,
        symbol: entry.symbol,
        chainId: chain.caipNetworkId,
        address: entry.address,
        price: prices.get(entry.address)!,
        value: Number(numeric) * prices.get(entry.address)!,
        iconUrl: `http://localhost/public/getTokenImage/${entry.symbol}?${AUTH}`,
        quantity: { decimals: String(entry.decimals), numeric },
      })
    }
    expected.sort((a, b) => b.value! - a.value!)
    expect(balances).toEqual(expected)
    // The seeded account holds every devnet token, HBR included (found through the index).
    expect(balances.map((entry) => entry.symbol).sort()).toEqual(['ETH', 'HBR', 'WETH', 'fUSD', 'lBTC'])
  })

  test('behavior: kept 30 s per address; forceUpdate=true reads the chain again', async () => {
    const path = `/v1/account/${carol}/balance?currency=usd&chainId=${chain.caipNetworkId}`
    const fUSDOf = (body: Record<string, unknown>) =>
      (body.balances as BalanceEntry[]).find((entry) => entry.symbol === 'fUSD')?.quantity.numeric
    const first = fUSDOf((await get(path)).body)
    await chain.sendToken(3, token('fUSD').address, carol, parseUnits('1', 6))
    const expected = formatUnits(await balanceOf(carol, token('fUSD').address), 6)
    expect(expected).not.toBe(first)

    clock += 29_000
    expect(fUSDOf((await get(path)).body)).toBe(first)
    expect(fUSDOf((await get(`${path}&forceUpdate=true`)).body)).toBe(expected)

    await chain.sendToken(3, token('fUSD').address, carol, parseUnits('1', 6))
    clock += 30_000
    expect(fUSDOf((await get(path)).body)).toBe(formatUnits(await balanceOf(carol, token('fUSD').address), 6))
  })

  test('behavior: forceUpdate reads the chain at most once per 500 ms per address and chain, and never answers from before the call', async () => {
    const holder = getAddress('0x000000000000000000000000000000000000f00d')
    const path = `/v1/account/${holder}/balance?chainId=${chain.caipNetworkId}&forceUpdate=true`
    const fUSDOf = (body: Record<string, unknown>) =>
      (body.balances as BalanceEntry[]).find((entry) => entry.symbol === 'fUSD')?.quantity.numeric
    slept.length = 0
    await chain.sendToken(3, token('fUSD').address, holder, parseUnits('1', 6))
    expect(fUSDOf((await get(path)).body)).toBe('1')
    expect(slept).toEqual([])
    // Received 300 ms later and forced at once (a page reloaded after funds arrived): the call waits
    // for the next read, 500 ms after the last, and sees the funds. Before, it got the cached '1'.
    await chain.sendToken(3, token('fUSD').address, holder, parseUnits('1', 6))
    clock += 300
    expect(fUSDOf((await get(path)).body)).toBe('2')
    expect(slept).toEqual([200])
    // A flood within the interval shares one read.
    await chain.sendToken(3, token('fUSD').address, holder, parseUnits('1', 6))
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(path)))
    expect(answers.map(({ body }) => fUSDOf(body))).toEqual(['3', '3', '3', '3', '3'])
    expect(slept).toEqual([200, 500])
    // 500 ms after the last forced read: read at once.
    clock += 500
    expect(fUSDOf((await get(path)).body)).toBe('3')
    expect(slept).toEqual([200, 500])
    // Another address is not held back by this one's interval.
    const other = await get(`/v1/account/${bob}/balance?chainId=${chain.caipNetworkId}&forceUpdate=true`)
    expect(other.status).toBe(200)
    expect(slept).toEqual([200, 500])
  })

  test('behavior: an account with nothing gets an empty list', async () => {
    const empty = getAddress('0x000000000000000000000000000000000000beef')
    expect(await get(`/v1/account/${empty}/balance?currency=usd&chainId=${chain.caipNetworkId}`)).toEqual({
      status: 200,
      body: { balances: [] },
    })
  })

  test('behavior: bad input is a 400 with a clear message; the network is checked first', async () => {
    expect(await get(`/v1/account/${alice}/balance?currency=usd&chainId=eip155:1`)).toEqual({
      status: 400,
      body: { message: 'Chain is not supported', code: 'CHAIN_NOT_SUPPORTED' },
    })
    expect(await get('/v1/account/0x1234/balance?currency=usd&chainId=eip155:1')).toMatchObject({
      status: 400,
      body: { message: 'Chain is not supported' },
    })
    expect(await get(`/v1/account/${alice}/balance?currency=usd`)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    })
    expect(await get(`/v1/account/0x1234/balance?currency=usd&chainId=${chain.caipNetworkId}`)).toEqual({
      status: 400,
      body: {
        message: 'address: Invalid address: expected 40 hexadecimal characters with an optional 0x prefix',
        code: 'VALIDATION',
      },
    })
    // A mixed-case address must carry a right EIP-55 checksum; all lower or all upper case is taken as is.
    const letter = alice.slice(2).search(/[a-fA-F]/) + 2
    const flipped =
      alice[letter] === alice[letter]!.toUpperCase()
        ? alice[letter]!.toLowerCase()
        : alice[letter]!.toUpperCase()
    const wrongChecksum = `${alice.slice(0, letter)}${flipped}${alice.slice(letter + 1)}`
    expect(await get(`/v1/account/${wrongChecksum}/balance?chainId=${chain.caipNetworkId}`)).toEqual({
      status: 400,
      body: {
        message:
          'address: Invalid address: wrong EIP-55 checksum (mixed case that does not match); use the checksummed address or all lower case',
        code: 'VALIDATION',
      },
    })
    for (const spelled of [
      alice.toLowerCase(),
      `0x${alice.slice(2).toUpperCase()}`,
      alice.slice(2).toLowerCase(),
    ])
      expect((await get(`/v1/account/${spelled}/balance?chainId=${chain.caipNetworkId}`)).status).toBe(200)
    expect(await get(`/v1/account/${alice}/balance?currency=eur&chainId=${chain.caipNetworkId}`)).toEqual({
      status: 400,
      body: { message: "currency: Unsupported currency: only 'usd' is available", code: 'VALIDATION' },
    })
    expect(
      await get(`/v1/account/${alice}/balance?chainId=${chain.caipNetworkId}&forceUpdate=maybe`),
    ).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    })
  })

  test('behavior: an address without 0x is accepted', async () => {
    const { status, body } = await get(`/v1/account/${alice.slice(2)}/balance?chainId=${chain.caipNetworkId}`)
    expect(status).toBe(200)
    expect((body.balances as BalanceEntry[]).length).toBeGreaterThan(0)
  })

  test('behavior: an unreachable chain RPC is a 502, not a 500', async () => {
    const down = createAccountRoutes({
      db,
      chains: [{ ...config, rpcUrl: 'http://127.0.0.1:1' }],
      logger: quiet,
    })
    const response = await down.request(`/v1/account/${alice}/balance?chainId=${chain.caipNetworkId}`)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      message: `The chain RPC of ${chain.caipNetworkId} is unavailable`,
      code: 'UPSTREAM_UNAVAILABLE',
    })
  })
})

describe('GET /v1/account/{address}/history', () => {
  const history = async (address: Address, query = '') => {
    const { status, body } = await get(
      `/v1/account/${address}/history?chainId=${chain.caipNetworkId}${query}`,
    )
    expect(status).toBe(200)
    return body as { data: HistoryTransaction[]; next: string | null }
  }

  test('default: the newest transactions first, with transfers, operation type and status', async () => {
    const fUSD = token('fUSD').address
    const received = await chain.send(3, { to: alice, value: parseEther('0.5') })
    const sent = await chain.sendToken(0, fUSD, bob, parseUnits('2.5', 6))
    const approved = await chain.send(0, {
      to: fUSD,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [chain.world.contracts.router, maxUint256],
      }),
    })
    const { timestamp } = await chain.client.getBlock()
    const swapped = await chain.send(0, {
      to: chain.world.contracts.router,
      data: encodeFunctionData({
        abi: foyerRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('10', 6), 0n, [fUSD, token('HBR').address], alice, timestamp + 600n],
      }),
    })
    const failed = await chain.sendReverting(0, { to: fUSD, value: 1n, gas: 100_000n })
    await indexer.syncOnce()

    const { data } = await history(alice, `&${AUTH}`)
    expect(data.slice(0, 5).map((entry) => entry.id)).toEqual([failed, swapped, approved, sent, received])
    const [failedTx, swap, approval, send, receive] = data as [
      HistoryTransaction,
      HistoryTransaction,
      HistoryTransaction,
      HistoryTransaction,
      HistoryTransaction,
    ]
    const prices = await oracle.getUsdPrices([NATIVE_TOKEN_KEY, fUSD, token('HBR').address])
    const block = await chain.client.getBlock({
      blockNumber: (await chain.client.getTransactionReceipt({ hash: received })).blockNumber,
    })
    expect(receive).toEqual({
      id: received,
      metadata: {
        hash: received,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        chain: chain.caipNetworkId,
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: devAccounts[3]!.address,
        sentTo: alice,
      },
      transfers: [
        {
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: `http://localhost/public/getTokenImage/ETH?${AUTH}` },
          },
          direction: 'in',
          quantity: { numeric: '0.5' },
          price: prices.get(NATIVE_TOKEN_KEY),
          value: 0.5 * prices.get(NATIVE_TOKEN_KEY)!,
        },
      ],
    })
    expect(send.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      sentFrom: alice,
      sentTo: fUSD,
    })
    expect(send.transfers).toEqual([
      {
        fungible_info: {
          name: 'Foyer USD',
          symbol: 'fUSD',
          icon: { url: `http://localhost/public/getTokenImage/fUSD?${AUTH}` },
        },
        direction: 'out',
        quantity: { numeric: '2.5' },
        price: 1,
        value: 2.5,
      },
    ])
    expect(approval).toMatchObject({ metadata: { operationType: 'approve' }, transfers: [] })
    expect(swap.metadata.operationType).toBe('trade')
    expect(swap.transfers.map((transfer) => [transfer.fungible_info?.symbol, transfer.direction])).toEqual([
      ['fUSD', 'out'],
      ['HBR', 'in'],
    ])
    expect(swap.transfers[1]?.price).toBeCloseTo(prices.get(token('HBR').address)!, 9)
    expect(failedTx.metadata).toMatchObject({ operationType: 'send', status: 'failed' })
    expect(failedTx.transfers).toMatchObject([
      { direction: 'out', quantity: { numeric: '0.000000000000000001' } },
    ])
  })

  test('behavior: NFT transfers carry nft_info, and the airdrop collection is flagged as spam', async () => {
    // Every page: the NFT transfers are older than the first page's payments.
    const data: HistoryTransaction[] = []
    let cursor: string | null = null
    do {
      const page: { data: HistoryTransaction[]; next: string | null } = await history(
        alice,
        cursor ? `&cursor=${encodeURIComponent(cursor)}` : '',
      )
      data.push(...page.data)
      cursor = page.next
    } while (cursor)
    const nfts = data.flatMap((entry) =>
      entry.transfers.flatMap((transfer) => (transfer.nft_info ? [transfer] : [])),
    )
    const spam = chain.world.contracts.nfts.find((nft) => nft.spam)!
    const passes = chain.world.contracts.nfts.find((nft) => !nft.spam)!
    const airdrop = nfts.find((transfer) => transfer.nft_info?.contract_address === spam.address)
    const pass = nfts.find((transfer) => transfer.nft_info?.contract_address === passes.address)
    expect(airdrop).toMatchObject({
      nft_info: { name: expect.stringMatching(/^Free Airdrop Claim #\d+$/), flags: { is_spam: true } },
      direction: 'in',
      quantity: { numeric: '1' },
    })
    expect(airdrop?.nft_info?.content.preview.url).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(pass).toMatchObject({
      nft_info: { name: expect.stringMatching(/^Foyer Harbor Passes #\d+$/), flags: { is_spam: false } },
    })
    const airdropEntry = data.find((entry) => entry.transfers.includes(airdrop!))
    expect(airdropEntry?.metadata.operationType).toBe('mint')
  })

  test('behavior: cursor pagination walks every transaction once, newest first', async () => {
    const ids: string[] = []
    const times: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: { data: HistoryTransaction[]; next: string | null } = await history(
        alice,
        cursor ? `&cursor=${encodeURIComponent(cursor)}` : '',
      )
      expect(page.data.length).toBeLessThanOrEqual(20)
      if (page.next) expect(page.data).toHaveLength(20)
      ids.push(...page.data.map((entry) => entry.id))
      times.push(...page.data.map((entry) => entry.metadata.minedAt))
      cursor = page.next
      pages++
    } while (cursor && pages < 50)
    expect(pages).toBeGreaterThan(1)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...times].sort().reverse()).toEqual(times)

    // Independently of the index: every transaction alice sent or received, or whose Transfer logs name her.
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    const expected = new Set<string>()
    const topic = `0x000000000000000000000000${alice.slice(2).toLowerCase()}`
    for (const log of await chain.client.getLogs({ fromBlock: 0n, toBlock: head }))
      if (
        log.topics[0] === '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef' &&
        log.topics.slice(1, 3).includes(topic as `0x${string}`)
      )
        expected.add(log.transactionHash)
    // Every block at once: the test chain's client sends them as one JSON-RPC batch.
    const blocks = await Promise.all(
      Array.from({ length: Number(head) + 1 }, (_, n) =>
        chain.client.getBlock({ blockNumber: BigInt(n), includeTransactions: true }),
      ),
    )
    for (const block of blocks)
      for (const tx of block.transactions)
        if (tx.from === alice.toLowerCase() || tx.to === alice.toLowerCase()) expected.add(tx.hash)
    expect([...ids].sort()).toEqual([...expected].sort())
  })

  test('behavior: onramp keeps only native and stablecoin receipts from the on-ramp addresses', async () => {
    const viaOnramp = [
      await chain.send(4, { to: dave, value: parseEther('0.1') }),
      await chain.sendToken(4, token('fUSD').address, dave, parseUnits('25', 6)),
    ]
    await chain.sendToken(4, token('HBR').address, dave, parseUnits('5', 18)) // not a stablecoin
    await chain.send(3, { to: dave, value: parseEther('0.2') }) // not an on-ramp address
    await indexer.syncOnce()

    const { data, next } = await history(dave, '&onramp=coinbase')
    expect(data.map((entry) => entry.id)).toEqual([...viaOnramp].reverse())
    expect(next).toBeNull()
    expect(data.every((entry) => entry.metadata.operationType === 'receive')).toBe(true)
    // A chain without on-ramp addresses has no on-ramp history.
    const none = createAccountRoutes({
      db,
      chains: [{ ...config, onrampAddresses: undefined }],
      logger: quiet,
    })
    const response = await none.request(
      `/v1/account/${dave}/history?chainId=${chain.caipNetworkId}&onramp=coinbase`,
    )
    expect(await response.json()).toEqual({ data: [], next: null })
  })

  test('behavior: a failing database is a 503, not a 500', async () => {
    const closed: Database = { ...db, query: () => Promise.reject(new DatabaseClosedError()) }
    const broken = createAccountRoutes({ db: closed, chains: [config], logger: quiet })
    const response = await broken.request(`/v1/account/${alice}/history?chainId=${chain.caipNetworkId}`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message: 'The database is unavailable',
      code: 'DATABASE_UNAVAILABLE',
    })
  })

  test('behavior: bad input is a 400 with a clear message', async () => {
    expect(await get(`/v1/account/${alice}/history?chainId=eip155:5`)).toEqual({
      status: 400,
      body: { message: 'Chain is not supported', code: 'CHAIN_NOT_SUPPORTED' },
    })
    expect(await get(`/v1/account/${alice}/history?chainId=${chain.caipNetworkId}&cursor=garbage`)).toEqual({
      status: 400,
      body: { message: 'Invalid cursor', code: 'INVALID_CURSOR' },
    })
    // Numbers outside the columns' ranges are refused before any query (tx_index is an integer).
    const cursorOf = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url')
    const history = (cursor: string) =>
      get(`/v1/account/${alice}/history?chainId=${chain.caipNetworkId}&cursor=${cursor}`)
    expect(await history(cursorOf({ b: 1, i: 2 ** 31 }))).toEqual({
      status: 400,
      body: {
        message: 'Invalid cursor: its transaction index must be from 0 to 2147483647',
        code: 'INVALID_CURSOR',
      },
    })
    expect(await history(cursorOf({ b: 2 ** 63, i: 0 }))).toEqual({
      status: 400,
      body: {
        message: `Invalid cursor: its block number must be from 0 to ${Number.MAX_SAFE_INTEGER}`,
        code: 'INVALID_CURSOR',
      },
    })
    for (const position of [{ b: -1, i: 0 }, { b: 1, i: 1.5 }, { b: '1', i: 0 }, { b: 1 }, [1, 2], null])
      expect({ position, ...(await history(cursorOf(position))) }).toMatchObject({
        position,
        status: 400,
        body: { code: 'INVALID_CURSOR' },
      })
    expect((await history(cursorOf({ b: 1, i: 2 ** 31 - 1 }))).status).toBe(200)
    expect(await get(`/v1/account/not-an-address/history?chainId=${chain.caipNetworkId}`)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    })
    expect(
      await get(`/v1/account/${alice}/history?chainId=${chain.caipNetworkId}&onramp=${'x'.repeat(40)}`),
    ).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    })
  })
})

describe('POST /v1/fungible/price', () => {
  test('default: prices of the requested tokens; tokens without one are left out', async () => {
    const caip = (address: string) => `${chain.caipNetworkId}:${address}`
    const { status, body } = await post(`/v1/fungible/price?${AUTH}`, {
      currency: 'usd',
      projectId: 'demo',
      addresses: [
        caip(token('fUSD').address),
        caip(NATIVE_TOKEN_KEY),
        caip(token('HBR').address),
        caip(alice),
      ],
    })
    const prices = await oracle.getUsdPrices([NATIVE_TOKEN_KEY, token('HBR').address])
    expect(status).toBe(200)
    expect(body).toEqual({
      fungibles: [
        {
          address: caip(token('fUSD').address),
          name: 'Foyer USD',
          symbol: 'fUSD',
          iconUrl: `http://localhost/public/getTokenImage/fUSD?${AUTH}`,
          price: 1,
        },
        {
          address: caip(NATIVE_TOKEN_KEY),
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: `http://localhost/public/getTokenImage/ETH?${AUTH}`,
          price: prices.get(NATIVE_TOKEN_KEY),
        },
        {
          address: caip(token('HBR').address),
          name: 'Harbor Token',
          symbol: 'HBR',
          iconUrl: `http://localhost/public/getTokenImage/HBR?${AUTH}`,
          price: prices.get(token('HBR').address),
        },
      ],
    })
  })

  test('behavior: bad input is a 400 with a clear message; the network is checked first', async () => {
    expect(
      await post('/v1/fungible/price', { currency: 'usd', addresses: [`eip155:1:${token('fUSD').address}`] }),
    ).toEqual({
      status: 400,
      body: { message: 'Chain is not supported', code: 'CHAIN_NOT_SUPPORTED' },
    })
    expect(
      await post('/v1/fungible/price', { currency: 'usd', addresses: [`${chain.caipNetworkId}:0x12`] }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^addresses\.0: Invalid address/) },
    })
    expect(await post('/v1/fungible/price', { currency: 'usd', addresses: ['0xabc'] })).toEqual({
      status: 400,
      body: {
        message: 'addresses.0: Invalid CAIP address: expected namespace:chainId:address',
        code: 'VALIDATION',
      },
    })
    expect(await post('/v1/fungible/price', { currency: 'usd', addresses: [] })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    })
    expect(
      await post('/v1/fungible/price', { currency: 'eur', addresses: [`${chain.caipNetworkId}:${alice}`] }),
    ).toMatchObject({
      status: 400,
      body: { message: "currency: Unsupported currency: only 'usd' is available" },
    })
    expect(await post('/v1/fungible/price', '{not json')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_JSON' },
    })
  })

  test('parameters: a chain without an oracle has no prices', async () => {
    const unpriced = createAccountRoutes({ db, chains: [config], logger: quiet })
    const response = await unpriced.request('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({
        currency: 'usd',
        addresses: [`${chain.caipNetworkId}:${token('fUSD').address}`],
      }),
    })
    expect(await response.json()).toEqual({ fungibles: [] })
  })
})

test('GET /v1/indexer/status: the indexer status', async () => {
  const { status, body } = await get('/v1/indexer/status')
  expect(status).toBe(200)
  expect(body).toMatchObject({
    running: false,
    chains: [{ caipNetworkId: chain.caipNetworkId, lastError: null }],
  })
})
