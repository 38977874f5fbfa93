import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts } from '@foyer/devnet'
import { type Address, encodeFunctionData, formatUnits, parseAbi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestChain, type TestChain } from '../../test/testChain.js'
import { createPriceOracle, NATIVE_TOKEN_KEY } from './prices.js'

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function sync()',
])

let chain: TestChain
const token = (symbol: string) => chain.world.contracts.tokens.find((entry) => entry.symbol === symbol)!
const pair = (symbol: string) => chain.world.contracts.pairs.find((entry) => entry.symbol === symbol)!

/** The USD price of `base` from a pool with a stablecoin, read straight from the pool's reserves. */
async function poolPrice(pairSymbol: string, base: string, quote: string, quotePrice = 1): Promise<number> {
  const { address } = pair(pairSymbol)
  const [token0, [reserve0, reserve1]] = await Promise.all([
    chain.client.readContract({ address, abi: pairAbi, functionName: 'token0' }),
    chain.client.readContract({ address, abi: pairAbi, functionName: 'getReserves' }),
  ])
  const baseIs0 = token0.toLowerCase() === token(base).address.toLowerCase()
  const baseAmount = Number(formatUnits(baseIs0 ? reserve0 : reserve1, token(base).decimals))
  const quoteAmount = Number(formatUnits(baseIs0 ? reserve1 : reserve0, token(quote).decimals))
  return (quoteAmount * quotePrice) / baseAmount
}

beforeAll(async () => {
  chain = await startTestChain()
}, 60_000)
afterAll(() => chain?.stop())

describe('createPriceOracle', () => {
  test('default: fUSD is 1 USD, WETH and ETH come from fUSD/WETH, other tokens from their pools', async () => {
    const oracle = createPriceOracle({ rpcUrl: chain.chain.rpcUrl, contracts: chain.world.contracts })
    const [fUSD, WETH, HBR, lBTC] = ['fUSD', 'WETH', 'HBR', 'lBTC'].map((symbol) => token(symbol).address)
    const prices = await oracle.getUsdPrices([fUSD!, WETH!, HBR!, lBTC!, NATIVE_TOKEN_KEY])

    expect(prices.get(fUSD!)).toBe(1)
    const weth = await poolPrice('fUSD/WETH', 'WETH', 'fUSD')
    expect(prices.get(WETH!)).toBeCloseTo(weth, 6)
    expect(prices.get(NATIVE_TOKEN_KEY)).toBeCloseTo(weth, 6)
    expect(await oracle.getNativeUsdPrice()).toBeCloseTo(weth, 6)
    // Both have a direct pool with fUSD, the deepest pricing source.
    expect(prices.get(HBR!)).toBeCloseTo(await poolPrice('fUSD/HBR', 'HBR', 'fUSD'), 9)
    expect(prices.get(lBTC!)).toBeCloseTo(await poolPrice('lBTC/fUSD', 'lBTC', 'fUSD'), 3)
    // Seeded near 3000 USD / ETH, 0.25 / HBR, 90 000 / lBTC; swaps have moved them a little.
    expect(weth).toBeGreaterThan(2500)
    expect(weth).toBeLessThan(3500)
  })

  test('behavior: tokens no pool reaches have no price, never a made-up one', async () => {
    const oracle = createPriceOracle({ rpcUrl: chain.chain.rpcUrl, contracts: chain.world.contracts })
    const lpToken = pair('fUSD/WETH').address
    const stranger = devAccounts[4]!.address
    const prices = await oracle.getUsdPrices([lpToken, stranger, token('fUSD').address])
    expect([...prices.keys()]).toEqual([token('fUSD').address])
  })

  test('behavior: keys are the addresses as given, in any case', async () => {
    const oracle = createPriceOracle({ rpcUrl: chain.chain.rpcUrl, contracts: chain.world.contracts })
    const lower = token('fUSD').address.toLowerCase() as Address
    const prices = await oracle.getUsdPrices([lower, NATIVE_TOKEN_KEY.toUpperCase().replace('0X', '0x')])
    expect(prices.get(lower)).toBe(1)
    expect(prices.size).toBe(2)
  })

  test('parameters: a network without pools prices only its stablecoins', async () => {
    const oracle = createPriceOracle({
      rpcUrl: chain.chain.rpcUrl,
      contracts: { ...chain.world.contracts, pairs: [] },
    })
    const prices = await oracle.getUsdPrices([token('fUSD').address, token('WETH').address, NATIVE_TOKEN_KEY])
    expect([...prices.keys()]).toEqual([token('fUSD').address])
    expect(await oracle.getNativeUsdPrice()).toBeUndefined()
  })

  test('behavior: the table is reused for cacheMs, then read again from the pools', async () => {
    let now = 1_000_000
    const oracle = createPriceOracle({
      rpcUrl: chain.chain.rpcUrl,
      contracts: chain.world.contracts,
      cacheMs: 5000,
      now: () => now,
    })
    const before = await oracle.getNativeUsdPrice()
    // Donate 30 000 fUSD to the fUSD/WETH pool and sync: WETH gets dearer.
    const pool = pair('fUSD/WETH').address
    await chain.sendToken(3, token('fUSD').address, pool, parseUnits('30000', 6))
    await chain.send(3, { to: pool, data: encodeFunctionData({ abi: pairAbi, functionName: 'sync' }) })

    now += 4999
    expect(await oracle.getNativeUsdPrice()).toBe(before)
    now += 1
    const after = await oracle.getNativeUsdPrice()
    expect(after).toBeCloseTo(await poolPrice('fUSD/WETH', 'WETH', 'fUSD'), 6)
    expect(after).toBeGreaterThan(before!)
  })

  test('behavior: a failing RPC rejects, and the failure is not cached', async () => {
    // A JSON-RPC front that answers 503 while `down`, and forwards to the chain otherwise.
    let down = true
    const proxy = createServer(async (request, response) => {
      if (down) return response.writeHead(503).end()
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const upstream = await fetch(chain.chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = proxy.address() as AddressInfo
      const oracle = createPriceOracle({
        rpcUrl: `http://127.0.0.1:${port}`,
        contracts: chain.world.contracts,
      })
      await expect(oracle.getNativeUsdPrice()).rejects.toThrow(/HTTP request failed/)
      down = false
      expect(await oracle.getNativeUsdPrice()).toBeCloseTo(await poolPrice('fUSD/WETH', 'WETH', 'fUSD'), 6)
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
    }
  })
})
