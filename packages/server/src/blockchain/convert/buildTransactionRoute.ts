import { buildSwapRequestSchema } from '@foyer/protocol'
import type { Hono } from 'hono'
import type { Address } from 'viem'
import { isTransportError } from '../../chaindata/isTransportError.js'
import { parseInput } from '../../http/parseInput.js'
import { ChainUnavailableError, SwapWouldFailError } from '../errors.js'
import { callChain } from '../shared/callChain.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import { buildSwapCall } from './buildSwapCall.js'
import { describeRevert } from './describeRevert.js'
import { findSwapRoute } from './findSwapRoute.js'
import type { SwapChain } from './resolveSwapChain.js'
import { resolveSwapToken } from './resolveSwapToken.js'
import { caipAccountOf, readSwapChain, requireSameChain } from './swapInputs.js'
import type { CreateConvertRoutesParameters } from './types.js'

/** Gas per hop when the caller asks for no estimate (spec: gas estimate unit 150000). */
const GAS_ESTIMATE_UNIT = 150_000n
/** Swaps must be mined within 20 minutes of being built. */
const DEADLINE_SECONDS = 20n * 60n
/** Headroom on a simulated gas figure: reserves may move between the estimate and the swap. */
const GAS_HEADROOM_PERCENT = 120n

/**
 * `POST /v1/convert/build-transaction`: the router call of the best route, with a deadline counted from the
 * later of the chain's clock and ours, and a simulated gas figure unless `disableEstimate` asks for none.
 */
export function mountBuildTransactionRoute(app: Hono, { chains, now }: CreateConvertRoutesParameters): void {
  app.post('/v1/convert/build-transaction', async (c) => {
    const body = await readJsonBody(c)
    const [swapChain, from] = readSwapChain(chains, body, 'from')
    const { to, amount, userAddress, eip155, disableEstimate } = parseInput(buildSwapRequestSchema, body)
    requireSameChain(swapChain, 'to', to.caipNetworkId)
    requireSameChain(swapChain, 'userAddress', userAddress.caipNetworkId)
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
      : await estimateSwapGas(swapChain, { account: userAddress.address, ...call })
    return c.json({
      tx: {
        from: caipAccountOf(swapChain, userAddress.address),
        to: caipAccountOf(swapChain, call.to),
        data: call.data,
        value: call.value.toString(),
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
      },
    })
  })
}

/**
 * The simulated gas of a swap with headroom; a revert becomes `SwapWouldFailError` with its reason, an
 * unreachable node `ChainUnavailableError`.
 */
async function estimateSwapGas(
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
