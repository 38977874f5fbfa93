import { DEVNET_TOKENS, devAccounts } from '@foyer/devnet'
import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  type PublicClient,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainRoutes } from '../createBlockchainRoutes.js'
import { createPriceOracle } from '../shared/prices.js'
import { type BlockchainTestbed, startBlockchainTestbed } from '../test/startBlockchainTestbed.js'

/** Hardhat account #8, the development funder. */
const FUNDER_KEY: Hex = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'
const funder = privateKeyToAccount(FUNDER_KEY)
const token = (symbol: string) => DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)!
const fUSD = token('fUSD')
const WETH = token('WETH')

let bed: BlockchainTestbed
let client: PublicClient

beforeAll(async () => {
  bed = await startBlockchainTestbed({
    deploy: true,
    overrides: { onramp: { funderPrivateKey: FUNDER_KEY } },
  })
  client = createPublicClient({ transport: http(bed.chain.rpcUrl) }) as PublicClient
}, 60_000)
afterAll(() => bed?.stop())

const json = async (path: string, init?: RequestInit) => {
  const separator = path.includes('?') ? '&' : '?'
  const response = await bed.app.request(`${path}${separator}${bed.sdk}`, init)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const post = (path: string, body: unknown) => json(path, { method: 'POST', body: JSON.stringify(body) })
const oraclePrices = () =>
  createPriceOracle({ rpcUrl: bed.chain.rpcUrl, contracts: bed.world!.contracts, cacheMs: 0 }).getUsdPrices([
    WETH.address,
    fUSD.address,
  ])

describe('GET /v1/onramp/options', () => {
  test('default: what the funded account holds, on the served local network', async () => {
    const { status, body } = await json('/v1/onramp/options')
    expect(status).toBe(200)
    const network = (contract: string) => ({
      name: 'foyer-local',
      display_name: 'Foyer Local',
      chain_id: '31337',
      contract_address: contract,
    })
    expect(body).toEqual({
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        },
      ],
      // Account #8 holds ETH, fUSD and HBR but no lBTC; WETH is the wrapped native token, not sold.
      purchaseCurrencies: [
        { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('')] },
        { id: 'fUSD', name: 'Foyer USD', symbol: 'fUSD', networks: [network(fUSD.address)] },
        { id: 'HBR', name: 'Harbor Token', symbol: 'HBR', networks: [network(token('HBR').address)] },
      ],
      providers: [
        {
          id: 'foyer-pay',
          name: 'Foyer Pay (sandbox)',
          feePercent: '1.50',
          feeRange: { min: '1.00', max: '2.00' },
        },
        {
          id: 'harbor-ramp',
          name: 'Harbor Ramp (sandbox)',
          feePercent: '1.00',
          feeRange: { min: '1.00', max: '2.00' },
        },
      ],
    })
  })
})

describe('POST /v1/onramp/quote', () => {
  test('default: 100 USD of ETH at the pool price, 1.5 % fee and the delivery gas', async () => {
    const { status, body } = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'foyer-local',
    })
    expect(status).toBe(200)
    const gasPrice = await client.getGasPrice()
    const ethUsd = (await oraclePrices()).get(WETH.address)!
    const networkFee = Math.max(0.01, Math.ceil((Number(gasPrice * 21_000n) / 1e18) * ethUsd * 100) / 100)
    const subtotal = 100 - 1.5 - networkFee
    expect(body).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: networkFee.toFixed(2), currency: 'USD' },
      paymentSubtotal: { amount: subtotal.toFixed(2), currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: expect.any(String), currency: 'ETH' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    const purchased = Number((body.purchaseAmount as { amount: string }).amount)
    expect(purchased).toBeCloseTo(subtotal / ethUsd, 7)
  })

  test('behavior: AppKit’s shapes (currency objects, the symbol as network) and the other provider', async () => {
    const { status, body } = await post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'fUSD', symbol: 'fUSD', name: 'Foyer USD', networks: [] },
      paymentCurrency: { id: 'USD', payment_method_limits: [] },
      amount: 250.5,
      network: 'fUSD',
      provider: 'harbor-ramp',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      coinbaseFee: { amount: '2.51', currency: 'USD' },
      paymentTotal: { amount: '250.50', currency: 'USD' },
      purchaseAmount: { currency: 'fUSD' },
    })
    // fUSD is 1 USD: the amount bought is the subtotal.
    expect((body.purchaseAmount as { amount: string }).amount).toBe(
      (body.paymentSubtotal as { amount: string }).amount,
    )
  })

  test('behavior: payment limits per method', async () => {
    const quote = (amount: string, paymentMethod?: string) =>
      post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount, paymentMethod })
    expect((await quote('9.99')).body).toEqual({
      message: 'The amount must be from 10.00 to 7500.00 USD for card',
      code: 'ONRAMP_REQUEST',
    })
    expect((await quote('7500.01')).status).toBe(400)
    expect((await quote('7500.01', 'ach_bank_account')).status).toBe(200)
    expect((await quote('25000.01', 'ach_bank_account')).body.message).toBe(
      'The amount must be from 10.00 to 25000.00 USD for ach_bank_account',
    )
  })

  test('parameters: bad input', async () => {
    const base = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100' }
    expect((await post('/v1/onramp/quote', { ...base, network: 'eip155:10' })).body).toMatchObject({
      message: 'Chain is not supported',
    })
    expect((await post('/v1/onramp/quote', { ...base, purchaseCurrency: 'DOGE' })).body).toMatchObject({
      message: 'Unknown purchase currency DOGE',
    })
    expect((await post('/v1/onramp/quote', { ...base, paymentCurrency: 'EUR' })).body).toMatchObject({
      message: 'Unknown payment currency EUR; supported: USD',
    })
    expect((await post('/v1/onramp/quote', { ...base, amount: '10.001' })).body).toMatchObject({
      message: 'amount: must be a positive amount with at most 2 decimals',
    })
    expect((await post('/v1/onramp/quote', { ...base, provider: 'acme' })).status).toBe(400)
    expect((await post('/v1/onramp/quote', { amount: '100' })).status).toBe(400)
  })
})

describe('the sandbox checkout', () => {
  const order = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await post('/v1/generators/onrampurl', {
      defaultExperience: 'buy',
      partnerUserId: 'someone',
      ...body,
    })
    expect(status).toBe(200)
    const url = new URL(answer.url as string)
    expect(url.origin + url.pathname).toBe('http://foyer.test/onramp/sandbox')
    expect(url.searchParams.get('projectId')).toBe('test')
    return url
  }
  const open = (url: URL) => bed.app.request(`${url.pathname}${url.search}`)
  /** What the page's form posts: its action (the project parameters) and the checkout token. */
  const complete = async (url: URL) => {
    const html = await (await open(url)).text()
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    const checkout = /<input type="hidden" name="checkout" value="([^"]+)">/.exec(html)?.[1]
    return bed.app.request(action ?? '/onramp/sandbox/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ checkout: checkout ?? '' }).toString(),
    })
  }
  /** A post with the checkout token as the generator's URL holds it (the page's form is gone once spent). */
  const completeWith = (checkout: string) =>
    bed.app.request('/onramp/sandbox/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ checkout }).toString(),
    })

  test('default: ETH for 100 USD arrives in the wallet', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const url = await order({
      destinationWallets: [{ address: buyer, blockchains: ['foyer-local'], assets: ['ETH'] }],
    })

    const page = await open(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('<button type="submit">Complete purchase</button>')
    expect(html).toContain(`<dd>${buyer}</dd>`)
    expect(html).toContain('<dd>100.00 USD</dd>')
    expect(html).toContain('<dd>Foyer Pay (sandbox)</dd>')
    const bought = /<dt>You buy<\/dt><dd>([0-9.]+) ETH<\/dd>/.exec(html)?.[1]
    expect(bought).toBeDefined()
    expect(html).not.toMatch(/<script|https?:\/\/(?!foyer\.test)/)

    expect(await client.getBalance({ address: buyer })).toBe(0n)
    const done = await complete(url)
    expect(done.status).toBe(200)
    const receipt = await done.text()
    expect(receipt).toContain('Purchase complete')
    expect(receipt).toContain(`${bought} ETH were sent to ${buyer}.`)
    expect(await client.getBalance({ address: buyer })).toBe(parseUnits(bought!, 18))

    // A second click delivers nothing more: the token is spent.
    const again = await completeWith(url.searchParams.get('checkout') ?? '')
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This order is already completed')
    expect(await client.getBalance({ address: buyer })).toBe(parseUnits(bought!, 18))
    expect(await (await open(url)).text()).toContain('Purchase complete')
  })

  test('behavior: an ERC-20 bought for a preset crypto amount, to a CAIP address', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const url = await order({
      destinationWallets: [{ address: `eip155:31337:${buyer}`, assets: ['fUSD'] }],
      presetCryptoAmount: 42,
    })
    const html = await (await open(url)).text()
    const bought = /<dt>You buy<\/dt><dd>([0-9.]+) fUSD<\/dd>/.exec(html)?.[1]
    // At least what was asked for (the fiat total is rounded up to the cent).
    expect(Number(bought)).toBeGreaterThanOrEqual(42)
    expect(Number(bought)).toBeLessThan(42.05)
    expect((await complete(url)).status).toBe(200)
    const balance = await client.readContract({
      address: fUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(formatUnits(balance, fUSD.decimals)).toBe(bought)
  })

  test('behavior: two clicks at once deliver once', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const url = await order({ destinationWallets: [{ address: buyer }], presetFiatAmount: '20' })
    const checkout = url.searchParams.get('checkout') ?? ''
    const statuses = (await Promise.all([completeWith(checkout), completeWith(checkout)]))
      .map((response) => response.status)
      .sort()
    expect(statuses).toEqual([200, 409])
    const html = await (await open(url)).text()
    const bought = /<dt>You buy<\/dt><dd>([0-9.]+) ETH<\/dd>/.exec(html)?.[1]
    expect(await client.getBalance({ address: buyer })).toBe(parseUnits(bought!, 18))
  })

  test('behavior: what the funder lacks is refused before an order exists', async () => {
    const { status, body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: devAccounts[0]!.address, assets: ['lBTC'] }],
      presetFiatAmount: 50,
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(
      /^The sandbox cannot deliver [0-9.]+ lBTC now: its funded account holds less$/,
    )
  })

  test('behavior: unknown, malformed and missing checkout tokens', async () => {
    const unknown = 'A'.repeat(43)
    const missing = await bed.app.request(`/onramp/sandbox?checkout=${unknown}`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain(
      'Unknown checkout: open the link the on-ramp URL generator answered',
    )
    const malformed = await bed.app.request('/onramp/sandbox?checkout=%3Cscript%3E')
    expect(malformed.status).toBe(400)
    const text = await malformed.text()
    expect(text).not.toContain('<script>')
    expect(text).toContain(
      'checkout: must be the checkout token of the link the on-ramp URL generator answered',
    )
    expect((await bed.app.request('/onramp/sandbox/complete', { method: 'POST' })).status).toBe(400)
  })

  test('behavior: the funder pays only for a checkout the server started, once', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const url = await order({ destinationWallets: [{ address: buyer }], presetFiatAmount: '20' })
    // The order id (or any made-up token) completes nothing.
    const forged = await completeWith('B'.repeat(43))
    expect(forged.status).toBe(404)
    const legacy = await bed.app.request('/onramp/sandbox/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order: '00000000-0000-4000-8000-000000000000' }).toString(),
    })
    expect(legacy.status).toBe(400)
    expect(await client.getBalance({ address: buyer })).toBe(0n)
    // The generator's token completes it; the same token again is refused.
    expect((await complete(url)).status).toBe(200)
    const paid = await client.getBalance({ address: buyer })
    expect(paid).toBeGreaterThan(0n)
    const reused = await completeWith(url.searchParams.get('checkout') ?? '')
    expect(reused.status).toBe(409)
    expect(await client.getBalance({ address: buyer })).toBe(paid)
  })

  test('parameters: the generator validates its body', async () => {
    expect((await post('/v1/generators/onrampurl', { destinationWallets: [] })).body.message).toBe(
      'destinationWallets: destinationWallets must name one wallet address',
    )
    expect((await post('/v1/generators/onrampurl', { destinationWallets: [{ address: 'me' }] })).status).toBe(
      400,
    )
    expect(
      (
        await post('/v1/generators/onrampurl', {
          destinationWallets: [{ address: devAccounts[0]!.address }],
          defaultNetwork: 'solana',
        })
      ).body.message,
    ).toBe('Chain is not supported')
    expect(
      (
        await post('/v1/generators/onrampurl', {
          destinationWallets: [{ address: devAccounts[0]!.address }],
          presetFiatAmount: 1,
        })
      ).body.message,
    ).toBe('The amount must be from 10.00 to 7500.00 USD for card')
  })

  test('behavior: without a funded account the sandbox cannot take orders', async () => {
    const app = createBlockchainRoutes({
      db: bed.db,
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Foyer Local',
          rpcUrl: bed.chain.rpcUrl,
          contracts: bed.world!.contracts,
        },
      ],
      prices: {
        'eip155:31337': createPriceOracle({ rpcUrl: bed.chain.rpcUrl, contracts: bed.world!.contracts }),
      },
      publicUrl: 'http://foyer.test',
    })
    const response = await app.request(`/v1/generators/onrampurl?${bed.sdk}`, {
      method: 'POST',
      body: JSON.stringify({ destinationWallets: [{ address: funder.address }] }),
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message: 'The on-ramp sandbox has no funded account configured',
      code: 'ONRAMP_NO_FUNDER',
    })
  })
})
