import { type Address, BaseError, ContractFunctionRevertedError, isAddressEqual } from 'viem'
import { SwapRequestError } from '../errors.js'
import { swapRouterAbi } from '../shared/abis.js'
import { callChain } from '../shared/callChain.js'
import type { SwapChain } from './resolveSwapChain.js'
import type { SwapToken } from './resolveSwapToken.js'

/** How a swap is made: wrapping or unwrapping the native token, or a router swap along `path`. */
export type SwapRoute =
  | { kind: 'wrap' | 'unwrap'; amountIn: bigint; amountOut: bigint }
  | { kind: 'swap'; path: Address[]; amountIn: bigint; amountOut: bigint }

/**
 * The best route from `from` to `to` for an exact input, read from the real pools: the direct pair
 * and every path through one other token of the chain (WETH first) are quoted with the router's
 * getAmountsOut (native legs go through WETH), and the largest output wins. Native ↔ WETH is a 1:1 wrap or unwrap. No pair → 'No swap route'.
 *
 * @example
 * const route = await findSwapRoute(swapChain, eth, fusd, 10n ** 17n)
 * // { kind: 'swap', path: [weth, fusd], amountIn: 100000000000000000n, amountOut: 299_100_000n }
 */
export async function findSwapRoute(
  swapChain: SwapChain,
  from: SwapToken,
  to: SwapToken,
  amountIn: bigint,
): Promise<SwapRoute> {
  const { weth } = swapChain
  const a = from.native ? weth : from.address
  const b = to.native ? weth : to.address
  if (isAddressEqual(a, b)) {
    if (from.native === to.native) throw new SwapRequestError({ reason: 'swap.sameToken' })
    return { kind: from.native ? 'wrap' : 'unwrap', amountIn, amountOut: amountIn }
  }
  const paths: Address[][] = [[a, b]]
  const hops = [weth, ...swapChain.tokens.map((token) => token.address)]
  for (const hop of hops) {
    if (isAddressEqual(hop, a) || isAddressEqual(hop, b)) continue
    if (paths.some((path) => path.length === 3 && isAddressEqual(path[1] as Address, hop))) continue
    paths.push([a, hop, b])
  }
  const quotes = await Promise.all(paths.map((path) => quotePath(swapChain, path, amountIn)))
  let best: SwapRoute | undefined
  quotes.forEach((amountOut, index) => {
    const path = paths[index]
    if (amountOut === undefined || !path) return
    if (!best || amountOut > best.amountOut) best = { kind: 'swap', path, amountIn, amountOut }
  })
  if (!best)
    throw new SwapRequestError({ reason: 'swap.noRoute', params: { from: from.symbol, to: to.symbol } })
  return best
}

/** The output along `path`, or undefined when the router reverts (a missing pair, no liquidity). */
async function quotePath(
  swapChain: SwapChain,
  path: Address[],
  amountIn: bigint,
): Promise<bigint | undefined> {
  try {
    const amounts = await callChain(swapChain.chain, (client) =>
      client.readContract({
        address: swapChain.router,
        abi: swapRouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      }),
    )
    return amounts[amounts.length - 1]
  } catch (error) {
    if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError))
      return undefined
    throw error
  }
}
