import { DEVNET_SWAP, DEVNET_TOKENS, devAccounts } from '@foyer/devnet'
import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import {
  createPublicClient,
  erc20Abi,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BuiltTransaction, sendBuiltTransaction } from '../test/sendBuiltTransaction.js'
import { type BlockchainTestbed, startBlockchainTestbed } from '../test/startBlockchainTestbed.js'

const CHAIN = 'eip155:31337'
const token = (symbol: string) => {
  const found = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no devnet token ${symbol}`)
  return found
}
const caip = (address: string) => `${CHAIN}:${address}`
const ETH = caip(NATIVE_TOKEN_ADDRESS)
const fUSD = token('fUSD')
const HBR = token('HBR')
const lBTC = token('lBTC')
const WETH = token('WETH')
const trader = devAccounts[3]!
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

let bed: BlockchainTestbed
let client: PublicClient

beforeAll(async () => {
  bed = await startBlockchainTestbed({ deploy: true })
  client = createPublicClient({ transport: http(bed.chain.rpcUrl) }) as PublicClient
}, 60_000)
afterAll(() => bed?.stop())

const get = async (path: string, query: Record<string, string>) => {
  const response = await bed.app.request(`${path}?${new URLSearchParams(query)}&${bed.sdk}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const post = async (path: string, body: unknown) => {
  const response = await bed.app.request(`${path}?${bed.sdk}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const balanceOf = (address: `0x${string}`, owner: `0x${string}`) =>
  client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const routerQuote = async (amountIn: bigint, path: `0x${string}`[]) => {
  const amounts = await client.readContract({
    address: DEVNET_SWAP.router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
  return amounts[amounts.length - 1]
}
const send = (tx: unknown, privateKey = trader.privateKey) =>
  sendBuiltTransaction({
    rpcUrl: bed.chain.rpcUrl,
    chainId: 31337,
    privateKey,
    tx: tx as BuiltTransaction,
    client,
  })

describe('GET /v1/convert/tokens', () => {
  test('default', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: CHAIN })
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: ETH,
        decimals: 18,
        logoUri: `http://foyer.test/public/getTokenImage/ETH?${bed.sdk}`,
        eip2612: false,
      },
      ...DEVNET_TOKENS.map((devnetToken) => ({
        name: devnetToken.name,
        symbol: devnetToken.symbol,
        address: caip(devnetToken.address),
        decimals: devnetToken.decimals,
        logoUri: `http://foyer.test/public/getTokenImage/${devnetToken.symbol}?${bed.sdk}`,
        eip2612: false,
      })),
    ])
  })

  test('behavior: a network the server does not serve', async () => {
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:5' })).toEqual({
      status: 400,
      body: { message: 'Chain is not supported', code: 'CHAIN_NOT_SUPPORTED' },
    })
  })

  test('behavior: a served network without a router', async () => {
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:1' })).toEqual({
      status: 400,
      body: { message: 'Network not supported for Swaps', code: 'SWAPS_NOT_SUPPORTED' },
    })
  })

  test('parameters: chainId missing or malformed', async () => {
    const missing = await get('/v1/convert/tokens', {})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^chainId: /)
    expect(await get('/v1/convert/tokens', { chainId: '31337' })).toEqual({
      status: 400,
      body: { message: 'chainId: must be a CAIP network id such as eip155:1', code: 'VALIDATION' },
    })
  })
})

describe('GET /v1/convert/quotes', () => {
  test('default: ETH to fUSD is the best of the pools’ getAmountsOut', async () => {
    const amount = parseEther('0.5')
    const { status, body } = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: caip(trader.address),
      from: ETH,
      to: caip(fUSD.address),
      gasPrice: '1000000000',
    })
    expect(status).toBe(200)
    // The direct WETH/fUSD pool, or through HBR (WETH/HBR then HBR/fUSD), whichever pays more.
    const direct = (await routerQuote(amount, [WETH.address, fUSD.address])) ?? 0n
    const viaHbr = (await routerQuote(amount, [WETH.address, HBR.address, fUSD.address])) ?? 0n
    const [id, toAmount] =
      viaHbr > direct
        ? [`${WETH.address}>${HBR.address}>${fUSD.address}`, viaHbr]
        : [`${WETH.address}>${fUSD.address}`, direct]
    expect(body.quotes).toEqual([
      {
        id,
        fromAmount: amount.toString(),
        fromAccount: ETH,
        toAmount: toAmount.toString(),
        toAccount: caip(fUSD.address),
      },
    ])
    // About 3000 fUSD per ETH in the seeded pools, minus the 0.3 % fees and the price impact.
    expect(Number(toAmount) / 1e6).toBeGreaterThan(1000)
  })

  test('behavior: a pair without a pool goes through the best intermediate token', async () => {
    const amount = parseUnits('0.01', lBTC.decimals)
    const { body } = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: trader.address,
      from: caip(lBTC.address),
      to: ETH,
    })
    // lBTC only has an lBTC/fUSD pool: the route is lBTC → fUSD → WETH.
    const expected = await routerQuote(amount, [lBTC.address, fUSD.address, WETH.address])
    expect(body.quotes).toEqual([expect.objectContaining({ toAmount: expected?.toString(), toAccount: ETH })])
  })

  test('behavior: ETH to WETH is a 1:1 wrap', async () => {
    const { body } = await get('/v1/convert/quotes', {
      amount: '1000',
      userAddress: trader.address,
      from: ETH,
      to: caip(WETH.address),
    })
    expect(body.quotes).toEqual([
      expect.objectContaining({ id: 'wrap', fromAmount: '1000', toAmount: '1000' }),
    ])
  })

  test('parameters: bad input is a 400 naming the parameter', async () => {
    const base = { amount: '1000', userAddress: trader.address, from: ETH, to: caip(fUSD.address) }
    const cases: [Record<string, string>, string][] = [
      [{ ...base, amount: '0' }, 'amount: must be a positive integer amount in the token’s smallest unit'],
      [{ ...base, amount: '1.5' }, 'amount: must be a positive integer amount in the token’s smallest unit'],
      [{ ...base, from: 'ETH' }, 'from: must be a CAIP address such as eip155:1:0x…'],
      [{ ...base, userAddress: '0x1234' }, expect.stringMatching(/^userAddress: /) as unknown as string],
      [{ ...base, to: `eip155:31338:${fUSD.address}` }, 'to: is on eip155:31338, expected eip155:31337'],
      [{ ...base, gasPrice: 'fast' }, 'gasPrice: must be an integer amount of wei'],
      [{ ...base, chainId: 'eip155:1' }, 'chainId: is on eip155:1, expected eip155:31337'],
      [{ ...base, to: ETH }, 'from and to must be different tokens'],
      [{ ...base, to: caip(trader.address) }, `Token ${trader.address} is not swappable on eip155:31337`],
    ]
    for (const [query, message] of cases) {
      const { status, body } = await get('/v1/convert/quotes', query)
      expect({ status, message: body.message }).toEqual({ status: 400, message })
    }
  })

  test('behavior: extreme amounts are a 400, never a 500', async () => {
    const base = { userAddress: trader.address, from: ETH, to: caip(fUSD.address) }
    const huge = (2n ** 256n).toString()
    expect((await get('/v1/convert/quotes', { ...base, amount: huge })).status).toBe(400)
    // Within uint256 but beyond what a pool can hold: no route can take it.
    const { status, body } = await get('/v1/convert/quotes', { ...base, amount: (2n ** 255n).toString() })
    expect({ status, body }).toEqual({
      status: 400,
      body: { message: 'No swap route from ETH to fUSD', code: 'SWAP_REQUEST' },
    })
  })

  test('behavior: the network is checked before the other parameters', async () => {
    const { body } = await get('/v1/convert/quotes', {
      from: `eip155:10:${fUSD.address}`,
      amount: 'nonsense',
    })
    expect(body.message).toBe('Chain is not supported')
  })
})

describe('GET /v1/convert/gas-price', () => {
  test('default: standard is eth_gasPrice', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: CHAIN })
    expect(status).toBe(200)
    const gasPrice = await client.getGasPrice()
    expect(BigInt(body.standard as string)).toBe(gasPrice)
    expect(BigInt(body.fast as string)).toBe((gasPrice * 110n) / 100n)
    expect(BigInt(body.instant as string)).toBe((gasPrice * 125n) / 100n)
  })

  test('behavior: an unreachable chain RPC is a 502, not a 500', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(status).toBe(502)
    expect(body).toEqual({
      message: 'The RPC of Ethereum did not answer; try again',
      code: 'CHAIN_UNAVAILABLE',
    })
  })
})

describe('approve, allowance and swaps, sent for real', () => {
  test('behavior: build-approve, send it, and the allowance shows it', async () => {
    const before = await get('/v1/convert/allowance', {
      tokenAddress: caip(HBR.address),
      userAddress: caip(trader.address),
    })
    expect(before).toEqual({ status: 200, body: { allowance: '0' } })

    const amount = parseUnits('1234', HBR.decimals)
    const approve = await get('/v1/convert/build-approve', {
      userAddress: caip(trader.address),
      from: caip(HBR.address),
      to: caip(fUSD.address),
      amount: amount.toString(),
    })
    expect(approve.status).toBe(200)
    expect(approve.body.tx).toMatchObject({
      from: caip(trader.address),
      to: caip(HBR.address),
      value: '0',
      eip155: { gasPrice: expect.stringMatching(/^[0-9]+$/) },
    })
    expect((await send(approve.body.tx)).status).toBe('success')
    const after = await get('/v1/convert/allowance', {
      tokenAddress: caip(HBR.address),
      userAddress: trader.address,
    })
    expect(after.body).toEqual({ allowance: amount.toString() })
  })

  test('behavior: the native token needs no approval', async () => {
    const allowance = await get('/v1/convert/allowance', { tokenAddress: ETH, userAddress: trader.address })
    expect(allowance.body).toEqual({ allowance: maxUint256.toString() })
    const approve = await get('/v1/convert/build-approve', {
      userAddress: trader.address,
      from: ETH,
      to: caip(fUSD.address),
    })
    expect(approve).toEqual({
      status: 400,
      body: { message: 'The native token needs no approval', code: 'SWAP_REQUEST' },
    })
  })

  test('behavior: ETH → fUSD builds, sends and pays exactly the quote', async () => {
    const amount = parseEther('0.25')
    const quote = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: trader.address,
      from: ETH,
      to: caip(fUSD.address),
    })
    const toAmount = BigInt((quote.body.quotes as { toAmount: string }[])[0]!.toAmount)
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      projectId: 'test',
      from: ETH,
      to: caip(fUSD.address),
      userAddress: caip(trader.address),
    })
    expect(built.status).toBe(200)
    expect(built.body.tx).toMatchObject({
      from: caip(trader.address),
      to: caip(DEVNET_SWAP.router),
      value: amount.toString(),
      eip155: { gas: expect.stringMatching(/^[0-9]+$/), gasPrice: expect.stringMatching(/^[0-9]+$/) },
    })
    const [fusdBefore, ethBefore] = await Promise.all([
      balanceOf(fUSD.address, trader.address),
      client.getBalance({ address: trader.address }),
    ])
    const sent = await send(built.body.tx)
    expect(sent.status).toBe('success')
    expect((await balanceOf(fUSD.address, trader.address)) - fusdBefore).toBe(toAmount)
    expect(ethBefore - (await client.getBalance({ address: trader.address }))).toBe(amount + sent.gasCost)
  })

  test('behavior: fUSD → ETH after an approval', async () => {
    const amount = parseUnits('300', fUSD.decimals)
    const approve = await get('/v1/convert/build-approve', {
      userAddress: trader.address,
      from: caip(fUSD.address),
      to: ETH,
    })
    expect((await send(approve.body.tx)).status).toBe('success')
    const allowance = await get('/v1/convert/allowance', {
      tokenAddress: caip(fUSD.address),
      userAddress: trader.address,
    })
    expect(allowance.body).toEqual({ allowance: maxUint256.toString() })

    const quote = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: trader.address,
      from: caip(fUSD.address),
      to: ETH,
    })
    const expected = BigInt((quote.body.quotes as { toAmount: string }[])[0]!.toAmount)
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 0.5 },
      from: caip(fUSD.address),
      to: ETH,
      userAddress: trader.address,
    })
    expect(built.status).toBe(200)
    const [fusdBefore, ethBefore] = await Promise.all([
      balanceOf(fUSD.address, trader.address),
      client.getBalance({ address: trader.address }),
    ])
    const sent = await send(built.body.tx)
    expect(sent.status).toBe('success')
    expect(fusdBefore - (await balanceOf(fUSD.address, trader.address))).toBe(amount)
    expect((await client.getBalance({ address: trader.address })) - ethBefore).toBe(expected - sent.gasCost)
  })

  test('behavior: HBR → lBTC through fUSD, with the approval made earlier', async () => {
    const amount = parseUnits('1000', HBR.decimals)
    const expected = await routerQuote(amount, [HBR.address, fUSD.address, lBTC.address])
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: caip(HBR.address),
      to: caip(lBTC.address),
      userAddress: trader.address,
    })
    expect(built.status).toBe(200)
    const before = await balanceOf(lBTC.address, trader.address)
    expect((await send(built.body.tx)).status).toBe('success')
    expect((await balanceOf(lBTC.address, trader.address)) - before).toBe(expected)
  })

  test('behavior: ETH → WETH wraps', async () => {
    const amount = parseEther('0.1')
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: ETH,
      to: caip(WETH.address),
      userAddress: trader.address,
    })
    expect(built.body.tx).toMatchObject({ to: caip(WETH.address), value: amount.toString() })
    const before = await balanceOf(WETH.address, trader.address)
    expect((await send(built.body.tx)).status).toBe('success')
    expect((await balanceOf(WETH.address, trader.address)) - before).toBe(amount)
  })

  test('behavior: a swap the account cannot pay for is refused with the revert’s name', async () => {
    // Account #4 never approved the router for lBTC and holds none.
    const built = await post('/v1/convert/build-transaction', {
      amount: parseUnits('1', lBTC.decimals).toString(),
      eip155: { slippage: 1 },
      from: caip(lBTC.address),
      to: caip(fUSD.address),
      userAddress: devAccounts[4]!.address,
    })
    expect(built.status).toBe(400)
    expect(built.body).toEqual({
      message: 'The swap would fail: ERC20InsufficientAllowance',
      code: 'SWAP_WOULD_FAIL',
    })
  })

  test('parameters: build-transaction validates its body', async () => {
    const base = {
      amount: '1000',
      eip155: { slippage: 1 },
      from: ETH,
      to: caip(fUSD.address),
      userAddress: trader.address,
    }
    expect(
      (await post('/v1/convert/build-transaction', { ...base, eip155: { slippage: 80 } })).body.message,
    ).toBe('eip155.slippage: must be a percentage from 0 to 50')
    expect((await post('/v1/convert/build-transaction', { ...base, userAddress: 42 })).status).toBe(400)
    const notJson = await bed.app.request(`/v1/convert/build-transaction?${bed.sdk}`, {
      method: 'POST',
      body: '{',
    })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ message: 'Request body must be valid JSON', code: 'INVALID_JSON' })
  })
})
