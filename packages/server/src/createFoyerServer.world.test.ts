import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_ONRAMP_FUNDER, type Devnet, type DevnetChain, devAccounts, startDevnet } from '@foyer/devnet'
import type {
  Balances,
  GasPrice,
  SupportedChains,
  SwapQuote,
  SwapToken,
  TokenPrice,
  Transactions,
} from '@foyer/protocol'
import { createWalletClient, defineChain, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ServerConfig } from './config/serverConfigSchema.js'
import { createFoyerServer, type FoyerServer } from './createFoyerServer.js'
import { callApiRoute } from './test/callApiRoute.js'
import { createScratchDatabase } from './test/createScratchDatabase.js'
import { createTestLogger } from './test/createTestLogger.js'

// The whole server (project guard, chain data, blockchain API, indexer) over a real local chain with
// the devnet world deployed, on both databases.

const origin = 'http://127.0.0.1:5173'
const sdk = 'projectId=demo&st=appkit&sv=foyer-test'
const sdkParameters = { projectId: 'demo', st: 'appkit', sv: 'foyer-test' }
const [alice, , , neighbour] = devAccounts
const chainId = 'eip155:31337'

interface Balance {
  symbol: string
  address?: string
  price?: number
  value?: number
  quantity: { decimals: string; numeric: string }
}
interface HistoryPage {
  data: { id: string; metadata: { operationType: string; status: string; sentFrom: string } }[]
  next: string | null
}

let devnet: Devnet
let chain: DevnetChain
beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337 }], deploy: true })
  const first = devnet.chains[0]
  if (!first?.world) throw new Error('the devnet world was not deployed')
  chain = first
}, 120_000)
afterAll(() => devnet?.stop())

const configFor = (database: ServerConfig['database']): ServerConfig => ({
  projects: [{ id: 'demo', origins: [origin] }],
  database,
  chains: [
    {
      caipNetworkId: chainId,
      name: 'Foyer Local',
      rpcUrl: chain.rpcUrl,
      ...(chain.world ? { contracts: chain.world.contracts } : {}),
    },
  ],
  onramp: { funderPrivateKey: DEVNET_ONRAMP_FUNDER.privateKey },
  indexer: { enabled: true, pollIntervalMs: 100 },
})

describe.each([
  ['pglite', async () => ({ dataDir: await mkdtemp(join(tmpdir(), 'foyer-world-')) })],
  ['postgres', async () => ({ url: await createScratchDatabase() })],
] as const)('the server over the devnet world (%s)', (kind, makeDatabase) => {
  let database: ServerConfig['database']
  let server: FoyerServer
  let url = ''
  const get = async <T>(path: string) => {
    const response = await fetch(`${url}${path}${path.includes('?') ? '&' : '?'}${sdk}`, {
      headers: { origin },
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const start = async () => {
    server = await createFoyerServer(configFor(database), { logger: createTestLogger() })
    // A restart serves on the same port, as a deployed server would (icon URLs carry the origin).
    ;({ url } = await server.listen(url ? { port: Number(new URL(url).port) } : {}))
    await server.indexer?.syncOnce()
  }

  beforeAll(async () => {
    database = await makeDatabase()
    await start()
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    if (database?.dataDir) await rm(database.dataDir, { recursive: true, force: true })
  })

  test('default: the seeded account has native and token balances priced from the pools', async () => {
    expect(server.db.kind).toBe(kind)
    const { status, body } = await get<{ balances: Balance[] }>(
      `/v1/account/${alice?.address}/balance?chainId=${chainId}&currency=usd`,
    )
    expect(status).toBe(200)
    const native = body.balances.find((entry) => entry.address === undefined)
    expect(native).toMatchObject({ symbol: 'ETH', quantity: { decimals: '18', numeric: '10000' } })
    expect(native?.price).toBeGreaterThan(0)
    const fusd = body.balances.find((entry) => entry.symbol === 'fUSD')
    expect(fusd).toMatchObject({ quantity: { decimals: '6' }, price: 1 })
    const values = body.balances.map((entry) => entry.value ?? 0)
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })

  test('default: the history is indexed from the chain and pages by cursor without repeats', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `/v1/account/${alice?.address}/history?chainId=${chainId}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const { status, body } = await get<HistoryPage>(query)
      expect(status).toBe(200)
      seen.push(...body.data.map((entry) => entry.id))
      cursor = body.next
      pages++
    } while (cursor && pages < 20)
    expect(pages).toBeGreaterThan(1)
    expect(new Set(seen).size).toBe(seen.length)
  })

  test('behavior: a new transfer shows in history and in a forced balance read; the cached balance waits', async () => {
    const before = await get<{ balances: Balance[] }>(
      `/v1/account/${neighbour?.address}/balance?chainId=${chainId}`,
    )
    const wallet = createWalletClient({
      account: privateKeyToAccount(devAccounts[4]?.privateKey ?? '0x'),
      chain: defineChain({
        id: 31337,
        name: 'Foyer Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: neighbour?.address, value: parseEther('1.5') })
    await server.indexer?.syncOnce()

    const history = await get<HistoryPage>(`/v1/account/${neighbour?.address}/history?chainId=${chainId}`)
    expect(history.body.data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'receive', status: 'confirmed', sentFrom: devAccounts[4]?.address },
    })
    const cached = await get<{ balances: Balance[] }>(
      `/v1/account/${neighbour?.address}/balance?chainId=${chainId}`,
    )
    expect(cached.body).toEqual(before.body)
    const fresh = await get<{ balances: Balance[] }>(
      `/v1/account/${neighbour?.address}/balance?chainId=${chainId}&forceUpdate=true`,
    )
    const nativeOf = (balances: Balance[]) =>
      Number(balances.find((entry) => entry.address === undefined)?.quantity.numeric)
    expect(nativeOf(fresh.body.balances) - nativeOf(before.body.balances)).toBeCloseTo(1.5, 6)
  })

  test('behavior: swaps are quoted from the real pool through the whole server', async () => {
    const tokens = await get<{ tokens: { symbol: string; address: string }[] }>(
      `/v1/convert/tokens?chainId=${chainId}`,
    )
    expect(tokens.status).toBe(200)
    const fusd = tokens.body.tokens.find((token) => token.symbol === 'fUSD')
    const eth = tokens.body.tokens.find((token) => token.symbol === 'ETH')
    const quote = await get<{ quotes: { fromAmount: string; toAmount: string }[] }>(
      `/v1/convert/quotes?chainId=${chainId}&amount=1000000000000000000&userAddress=${encodeURIComponent(`${chainId}:${alice?.address}`)}&from=${encodeURIComponent(eth?.address ?? '')}&to=${encodeURIComponent(fusd?.address ?? '')}&gasPrice=1000000000`,
    )
    expect(quote.status).toBe(200)
    expect(BigInt(quote.body.quotes[0]?.toAmount ?? '0')).toBeGreaterThan(0n)
  })

  test('contract: every request and answer fits its route of @foyer/protocol (the schemas the client parses with)', async () => {
    const call = <T = unknown>(
      method: 'GET' | 'POST',
      path: string,
      input: { query?: Record<string, string | undefined>; body?: unknown } = {},
    ) => callApiRoute<T>({ url, sdk: sdkParameters, headers: { origin }, method, path, ...input })
    const account = alice!.address
    const caipAccount = `${chainId}:${account}`
    // Each answer is parsed with its route's protocol schema: a mismatch throws.
    expect((await call<SupportedChains>('GET', '/v1/supported-chains')).http).toContain(chainId)
    const balances = await call<Balances>('GET', `/v1/account/${account}/balance`, {
      query: { currency: 'usd', chainId },
    })
    expect(balances.balances.length).toBeGreaterThan(1)
    const history = await call<Transactions>('GET', `/v1/account/${account}/history`, { query: { chainId } })
    expect(history.data.length).toBeGreaterThan(0)
    if (history.next)
      await call('GET', `/v1/account/${account}/history`, { query: { chainId, cursor: history.next } })
    await call('GET', `/v1/identity/${account}`)
    const { tokens } = await call<{ tokens: SwapToken[] }>('GET', '/v1/convert/tokens', {
      query: { chainId },
    })
    const eth = tokens.find((token) => token.symbol === 'ETH')!
    const fusd = tokens.find((token) => token.symbol === 'fUSD')!
    const prices = await call<TokenPrice>('POST', '/v1/fungible/price', {
      body: { currency: 'usd', addresses: [eth.address, fusd.address], projectId: 'demo' },
    })
    expect(prices.fungibles.length).toBeGreaterThan(0)
    const gas = await call<GasPrice>('GET', '/v1/convert/gas-price', { query: { chainId } })
    const quote = await call<SwapQuote>('GET', '/v1/convert/quotes', {
      query: {
        amount: '1000000000000000000',
        userAddress: caipAccount,
        from: eth.address,
        to: fusd.address,
        gasPrice: gas.standard,
        chainId,
      },
    })
    expect(quote.quotes.length).toBeGreaterThan(0)
    await call('GET', '/v1/convert/allowance', {
      query: { tokenAddress: fusd.address, userAddress: caipAccount },
    })
    await call('GET', '/v1/convert/build-approve', {
      query: { userAddress: caipAccount, from: fusd.address, to: eth.address },
    })
    await call('POST', '/v1/convert/build-transaction', {
      body: {
        amount: '1000000',
        from: fusd.address,
        to: eth.address,
        userAddress: caipAccount,
        eip155: { slippage: '1' },
        disableEstimate: true,
      },
    })
    await call('GET', `/v1/profile/reverse/${account}`, { query: { apiVersion: '2' } })
    await call('GET', '/v1/profile/suggestions/harbor', { query: { zone: 'reown.id' } })
    expect(await call('GET', '/v1/onramp/options')).toBeDefined()
    await call('POST', '/v1/generators/onrampurl', {
      body: {
        destinationWallets: [{ address: account, blockchains: [chainId], assets: ['ETH'] }],
        presetFiatAmount: 50,
        defaultExperience: 'buy',
      },
    })
    await call('GET', `/v1/sessions/${caipAccount}`)
  })

  test('behavior: bad input is a 400 with a message, never a 500', async () => {
    const badAddress = await get<{ message: string }>(`/v1/account/0x1234/balance?chainId=${chainId}`)
    expect(badAddress.status).toBe(400)
    expect(badAddress.body.message).toBeTruthy()
    const unknownChain = await get<{ message: string }>(
      `/v1/account/${alice?.address}/balance?chainId=eip155:999`,
    )
    expect(unknownChain.status).toBe(400)
    const badCursor = await get<{ message: string }>(
      `/v1/account/${alice?.address}/history?chainId=${chainId}&cursor=%%%garbage`,
    )
    expect(badCursor.status).toBe(400)
  })

  test('behavior: the on-ramp sandbox page is reachable without a project (the buyer opens it)', async () => {
    const generated = await fetch(`${url}/v1/generators/onrampurl?${sdk}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        destinationWallets: [{ address: alice?.address, blockchains: [chainId], assets: ['ETH'] }],
        presetFiatAmount: 50,
      }),
    })
    expect(generated.status).toBe(200)
    const { url: sandbox } = (await generated.json()) as { url: string }
    expect(sandbox.startsWith(`${url}/onramp/sandbox?`)).toBe(true)
    const page = await fetch(sandbox)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
  })

  test('behavior: a restart resumes the index: same history, nothing twice', async () => {
    const path = `/v1/account/${alice?.address}/history?chainId=${chainId}`
    const before = await get<HistoryPage>(path)
    await server.close()
    await start()
    const after = await get<HistoryPage>(path)
    expect(after.body).toEqual(before.body)
    expect(server.indexer?.status().chains[0]?.indexedBlock).toBeGreaterThan(0)
  })
})
