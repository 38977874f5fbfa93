import {
  buildApproveQuerySchema,
  buildSwapRequestSchema,
  NATIVE_TOKEN_ADDRESS,
  type ParsedCaipAddress,
  swapAllowanceQuerySchema,
  swapChainQuerySchema,
  swapFromQuerySchema,
  swapQuoteQuerySchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import * as z from 'zod/mini'
import { isTransportError } from '../../chaindata/isTransportError.js'
import { ValidationError } from '../../errors/http.js'
import { parseInput } from '../../http/parseInput.js'
import { ChainUnavailableError, SwapRequestError, SwapWouldFailError } from '../errors.js'
import { t } from '../messages.js'
import { callChain } from '../shared/callChain.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import { tokenLogoUrl } from '../shared/tokenLogoUrl.js'
import { buildSwapCall } from './buildSwapCall.js'
import { describeRevert } from './describeRevert.js'
import { findSwapRoute } from './findSwapRoute.js'
import { resolveSwapChain, type SwapChain } from './resolveSwapChain.js'
import { resolveSwapToken } from './resolveSwapToken.js'

export interface CreateConvertRoutesParameters {
  chains: ChainRegistry
  /** Base URL of token logos; the request's origin when absent. */
  publicUrl: string | undefined
  now: () => number
}

/** Gas per hop when the caller asks for no estimate (spec: gas estimate unit 150000). */
const GAS_ESTIMATE_UNIT = 150_000n
/** Swaps must be mined within 20 minutes of being built. */
const DEADLINE_SECONDS = 20n * 60n
/** Headroom on a simulated gas figure: reserves may move between the estimate and the swap. */
const GAS_HEADROOM_PERCENT = 120n

/** The parameter that names a swap's network, read before the rest. */
const tokenAddressQuerySchema = z.pick(swapAllowanceQuerySchema, { tokenAddress: true })
const userAddressQuerySchema = z.pick(swapAllowanceQuerySchema, { userAddress: true })

/**
 * The swap routes of spec section 7 (GET tokens, quotes, allowance, gas-price, build-approve and POST
 * build-transaction), answered from the real pools of the chain through its router. Tokens are CAIP
 * addresses ('eip155:31337:0x…'), the native token is the 0xeeee…eeee placeholder, amounts are
 * integer strings in the token's smallest unit. A served network without a router answers 400
 * 'Network not supported for Swaps'; a network the server does not serve, 'Chain is not supported'.
 *
 * @example
 * app.route('/', createConvertRoutes({ chains, publicUrl, now: Date.now }))
 */
export function createConvertRoutes({ chains, publicUrl, now }: CreateConvertRoutesParameters): Hono {
  const app = new Hono()

  /** Reads the parameter that names the network first, so an unserved network is reported before the rest. */
  const swapChainOf = (input: unknown, name: 'from' | 'tokenAddress'): [SwapChain, ParsedCaipAddress] => {
    const token =
      name === 'from'
        ? parseInput(swapFromQuerySchema, input).from
        : parseInput(tokenAddressQuerySchema, input).tokenAddress
    return [resolveSwapChain(chains, token.caipNetworkId), token]
  }
  const sameChain = (swapChain: SwapChain, name: string, caipNetworkId: string | undefined) => {
    if (caipNetworkId !== undefined && caipNetworkId !== swapChain.chain.caipNetworkId)
      throw new ValidationError({
        path: [name],
        message: t('chain.mismatch', { actual: caipNetworkId, expected: swapChain.chain.caipNetworkId }),
      })
  }
  const caip = (swapChain: SwapChain, address: Address) => `${swapChain.chain.caipNetworkId}:${address}`

  app.get('/v1/convert/tokens', async (c) => {
    const query = c.req.query()
    const { chainId } = parseInput(swapChainQuerySchema, query)
    const swapChain = resolveSwapChain(chains, chainId)
    const native = swapChain.chain.nativeCurrency
    const tokens = [
      { ...native, address: NATIVE_TOKEN_ADDRESS },
      ...swapChain.tokens.map(({ name, symbol, decimals, address }) => ({ name, symbol, decimals, address })),
    ].map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: caip(swapChain, token.address),
      decimals: token.decimals,
      logoUri: tokenLogoUrl(publicUrl ?? new URL(c.req.url).origin, token.symbol, query),
      eip2612: false,
    }))
    return c.json({ tokens })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = c.req.query()
    const [swapChain, from] = swapChainOf(query, 'from')
    const { to, amount, userAddress } = parseInput(swapQuoteQuerySchema, query)
    sameChain(swapChain, 'chainId', query.chainId)
    sameChain(swapChain, 'to', to.caipNetworkId)
    sameChain(swapChain, 'userAddress', userAddress.caipNetworkId)
    const fromToken = resolveSwapToken(swapChain, from.address)
    const toToken = resolveSwapToken(swapChain, to.address)
    const route = await findSwapRoute(swapChain, fromToken, toToken, amount)
    return c.json({
      quotes: [
        {
          id: route.kind === 'swap' ? route.path.join('>') : route.kind,
          fromAmount: route.amountIn.toString(),
          fromAccount: caip(swapChain, fromToken.address),
          toAmount: route.amountOut.toString(),
          toAccount: caip(swapChain, toToken.address),
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = c.req.query()
    const [swapChain, tokenAddress] = swapChainOf(query, 'tokenAddress')
    const { userAddress } = parseInput(userAddressQuerySchema, query)
    sameChain(swapChain, 'userAddress', userAddress.caipNetworkId)
    const token = resolveSwapToken(swapChain, tokenAddress.address)
    if (token.native) return c.json({ allowance: maxUint256.toString() })
    const allowance = await callChain(swapChain.chain, (client) =>
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [userAddress.address, swapChain.router],
      }),
    )
    return c.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const { chainId } = parseInput(swapChainQuerySchema, c.req.query())
    const chain = chains.requireEvm(chainId)
    const gasPrice = await callChain(chain, (client) => client.getGasPrice())
    return c.json({
      standard: gasPrice.toString(),
      fast: ((gasPrice * 110n) / 100n).toString(),
      instant: ((gasPrice * 125n) / 100n).toString(),
    })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = c.req.query()
    const [swapChain, from] = swapChainOf(query, 'from')
    const { to, userAddress, amount } = parseInput(buildApproveQuerySchema, query)
    sameChain(swapChain, 'to', to.caipNetworkId)
    sameChain(swapChain, 'userAddress', userAddress.caipNetworkId)
    const token = resolveSwapToken(swapChain, from.address)
    resolveSwapToken(swapChain, to.address)
    if (token.native) throw new SwapRequestError({ reason: 'swap.nativeApproval' })
    const gasPrice = await callChain(swapChain.chain, (client) => client.getGasPrice())
    return c.json({
      tx: {
        from: caip(swapChain, userAddress.address),
        to: caip(swapChain, token.address),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [swapChain.router, amount ?? maxUint256],
        }),
        value: '0',
        eip155: { gasPrice: gasPrice.toString() },
      },
    })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = await readJsonBody(c)
    const [swapChain, from] = swapChainOf(body, 'from')
    const { to, amount, userAddress, eip155, disableEstimate } = parseInput(buildSwapRequestSchema, body)
    sameChain(swapChain, 'to', to.caipNetworkId)
    sameChain(swapChain, 'userAddress', userAddress.caipNetworkId)
    const fromToken = resolveSwapToken(swapChain, from.address)
    const toToken = resolveSwapToken(swapChain, to.address)
    const route = await findSwapRoute(swapChain, fromToken, toToken, amount)
    const [block, gasPrice] = await callChain(swapChain.chain, (client) =>
      Promise.all([client.getBlock({ blockTag: 'latest' }), client.getGasPrice()]),
    )
    const nowSeconds = BigInt(Math.floor(now() / 1000))
    const call = buildSwapCall({
      swapChain,
      route,
      fromNative: fromToken.native,
      toNative: toToken.native,
      recipient: userAddress.address,
      slippagePercent: eip155?.slippage ?? 1,
      deadline: (block.timestamp > nowSeconds ? block.timestamp : nowSeconds) + DEADLINE_SECONDS,
    })
    const hops = route.kind === 'swap' ? BigInt(route.path.length - 1) : 1n
    const gas = disableEstimate
      ? GAS_ESTIMATE_UNIT * hops
      : await estimate(swapChain, { account: userAddress.address, ...call })
    return c.json({
      tx: {
        from: caip(swapChain, userAddress.address),
        to: caip(swapChain, call.to),
        data: call.data,
        value: call.value.toString(),
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
      },
    })
  })

  return app
}

async function estimate(
  swapChain: SwapChain,
  call: { account: Address; to: Address; data: `0x${string}`; value: bigint },
): Promise<bigint> {
  try {
    const gas = await swapChain.chain.client.estimateGas(call)
    return (gas * GAS_HEADROOM_PERCENT) / 100n
  } catch (error) {
    if (isTransportError(error))
      throw new ChainUnavailableError({ chain: swapChain.chain.name, cause: error })
    throw new SwapWouldFailError({ reason: describeRevert(error), cause: error })
  }
}
