import { type SwapApi, type SwapParameters, UserRejectedRequestError } from '@foyer/core'
import {
  DEVNET_SWAP,
  DEVNET_TOKENS,
  deployWorld,
  foyerRouterAbi,
  getFreePort,
  startChain,
} from '@foyer/devnet'
import { type Address, createPublicClient, encodeFunctionData, erc20Abi, getAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { evmAdapter } from '../evmAdapter.js'
import { createFakeWindow, networkWith } from '../test/index.js'
import { approvedSpender } from './swap.js'

// The swap capability against a real chain (Hardhat's EDR) with the local world deployed: its
// constant-product pools and router. The server's part (quotes, calldata) is played by a fake of the
// convert routes that builds the same router calls; the wallet is the node's unlocked account #0.
let chain: Awaited<ReturnType<typeof startChain>>
beforeAll(async () => {
  chain = await startChain({ chainId: 31337, port: await getFreePort() })
  await deployWorld({ rpcUrl: chain.rpcUrl, chainId: 31337 })
}, 120_000)
afterAll(() => chain?.stop())

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // Hardhat's account #0
const fusd = DEVNET_TOKENS.find((token) => token.symbol === 'fUSD') as (typeof DEVNET_TOKENS)[number]
const caip = (address: string) => `eip155:31337:${address}`
const eth = { address: caip('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'), decimals: 18, native: true }
const usd = { address: caip(fusd.address), decimals: fusd.decimals, native: false }
const gasPrice = 2_000_000_000n
const deadline = 2n ** 40n

const client = () => createPublicClient({ transport: http(chain.rpcUrl) })
const balanceOf = (owner: Address) =>
  client().readContract({ address: fusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** The node's JSON-RPC as the wallet: account #0 is unlocked, so eth_sendTransaction signs there. */
async function rpc({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** The server's convert routes, as far as the capability asks them: router calls for the devnet pools. */
const api: SwapApi = {
  fetchGasPrice: async () => ({ standard: gasPrice.toString() }),
  fetchSwapQuote: async ({ amount }) => ({
    quotes: [{ id: null, fromAmount: amount, toAmount: String(BigInt(amount) / 10n ** 9n) }],
  }),
  fetchSwapAllowance: async ({ userAddress }) => {
    const owner = userAddress.split(':').pop() as Address
    const allowance = await client().readContract({
      address: fusd.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, DEVNET_SWAP.router],
    })
    return { allowance: allowance.toString() }
  },
  generateApproveCalldata: async ({ amount }) => ({
    tx: {
      from: caip(account),
      to: caip(fusd.address),
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [DEVNET_SWAP.router, BigInt(amount ?? '0')],
      }),
      value: '0',
      eip155: { gasPrice: gasPrice.toString() },
    },
  }),
  generateSwapCalldata: async ({ amount, from }) => {
    const fromNative = from === eth.address
    const data = fromNative
      ? encodeFunctionData({
          abi: foyerRouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [DEVNET_SWAP.weth, fusd.address], account, deadline],
        })
      : encodeFunctionData({
          abi: foyerRouterAbi,
          functionName: 'swapExactTokensForETH',
          args: [BigInt(amount), 0n, [fusd.address, DEVNET_SWAP.weth], account, deadline],
        })
    return {
      tx: {
        from: caip(account),
        to: caip(DEVNET_SWAP.router),
        data,
        value: fromNative ? amount : '0',
        eip155: { gas: '150000', gasPrice: gasPrice.toString() },
      },
    } as Awaited<ReturnType<SwapApi['generateSwapCalldata']>>
  },
}

const adapter = () => evmAdapter({ window: createFakeWindow() })
const parameters = (p: Partial<SwapParameters> = {}): SwapParameters => ({
  network: networkWith({ rpcUrls: { default: { http: [chain.rpcUrl] } } }),
  account,
  from: eth,
  to: usd,
  amount: 10n ** 17n,
  api,
  ...p,
})
const wallet = { request: rpc, pause: async () => true }

describe('swap capability', () => {
  test('default: the quote is the best answer and 150 000 gas at the standard gas price', async () => {
    await expect(adapter().quoteSwap(parameters())).resolves.toEqual({
      toAmount: 10n ** 8n,
      networkFee: 150_000n * gasPrice,
    })
  })

  test('default: the native token needs no approval; the swap is sent, mined, and the tokens arrive', async () => {
    const swaps = adapter()
    const p = parameters()
    await expect(swaps.needsSwapApproval(p)).resolves.toBe(false)
    const transaction = await swaps.prepareSwap({ ...p, slippagePercent: 1 })
    expect(transaction).toMatchObject({ to: DEVNET_SWAP.router, value: 10n ** 17n })
    const before = await balanceOf(account)
    const hash = await swaps.sendSwapTransaction({ ...p, transaction, ...wallet })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balanceOf(account)).toBeGreaterThan(before)
  })

  test('default: a token short of allowance is approved for the router first, then swapped', async () => {
    const swaps = adapter()
    const p = parameters({ from: usd, to: eth, amount: 10n * 10n ** 6n })
    await expect(swaps.needsSwapApproval(p)).resolves.toBe(true)
    const approval = await swaps.prepareSwapApproval(p)
    expect(approval).toMatchObject({
      spender: getAddress(DEVNET_SWAP.router),
      transaction: { to: fusd.address, value: 0n },
    })
    await swaps.sendSwapTransaction({ ...p, transaction: approval.transaction, ...wallet })
    await expect(swaps.needsSwapApproval(p)).resolves.toBe(false)
    const before = await balanceOf(account)
    const transaction = await swaps.prepareSwap({ ...p, slippagePercent: 1 })
    await swaps.sendSwapTransaction({ ...p, transaction, ...wallet })
    expect(before - (await balanceOf(account))).toBe(10n * 10n ** 6n)
  })

  test('behavior: the wallet sends the swap without gas, as eth_sendTransaction with a hex value; onSent hears of it before it is mined', async () => {
    const seen: string[] = []
    const request = async ({ method, params }: { method: string; params?: unknown }) => {
      if (method === 'eth_sendTransaction') {
        seen.push(`sent ${JSON.stringify(params)}`)
        return `0x${'1'.repeat(64)}`
      }
      seen.push(method)
      return { status: '0x1' }
    }
    const transaction = { to: DEVNET_SWAP.router, data: '0x38ed1739', value: 0n }
    const onSent = (hash: string) => seen.push(`onSent ${hash}`)
    await adapter().sendSwapTransaction({
      ...parameters(),
      transaction,
      request,
      pause: async () => true,
      onSent,
    })
    // The wallet prices the swap once the approval is mined: no gas from a chain that still lacks it.
    expect(seen).toEqual([
      `sent ${JSON.stringify([{ from: account, to: DEVNET_SWAP.router, data: '0x38ed1739', value: '0x0' }])}`,
      `onSent 0x${'1'.repeat(64)}`,
      'eth_getTransactionReceipt',
    ])
  })

  test('behavior: a refusal is the wallet’s error; a reverted or never-mined transaction is a failed swap', async () => {
    const transaction = { to: DEVNET_SWAP.router, data: '0x', value: 0n }
    const refused = new UserRejectedRequestError({ details: 'User rejected the request.' })
    const swaps = adapter()
    await expect(
      swaps.sendSwapTransaction({
        ...parameters(),
        transaction,
        request: async () => {
          throw refused
        },
        pause: async () => true,
      }),
    ).rejects.toBe(refused)
    const answering =
      (receipt: unknown) =>
      async ({ method }: { method: string }) =>
        method === 'eth_sendTransaction' ? `0x${'2'.repeat(64)}` : receipt
    await expect(
      swaps.sendSwapTransaction({
        ...parameters(),
        transaction,
        request: answering({ status: '0x0' }),
        pause: async () => true,
      }),
    ).rejects.toMatchObject({ code: 'SWAP_FAILED_FAILED', shortMessage: 'Transaction error' })
    // No receipt, and the instance went away while waiting.
    await expect(
      swaps.sendSwapTransaction({
        ...parameters(),
        transaction,
        request: answering(null),
        pause: async () => false,
      }),
    ).rejects.toMatchObject({ code: 'SWAP_FAILED_FAILED' })
  })
})

describe('approvedSpender', () => {
  test('default: the spender of an ERC-20 approve call; any other call of the same size is refused', () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: ['0x000000000000000000000000000000000000F00D', 5n],
    })
    expect(approvedSpender(approve)).toBe('0x000000000000000000000000000000000000F00D')
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x000000000000000000000000000000000000F00D', 5n],
    })
    expect(() => approvedSpender(transfer)).toThrow('not an approval: 0xa9059cbb')
    expect(() => approvedSpender(`${approve}00`)).toThrow('not an approval')
  })
})
