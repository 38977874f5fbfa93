import { type Address, encodeFunctionData, type Hex } from 'viem'
import { swapRouterAbi, wrappedNativeAbi } from '../shared/abis.js'
import type { SwapRoute } from './findSwapRoute.js'
import type { SwapChain } from './resolveSwapChain.js'

export interface BuildSwapCallParameters {
  swapChain: SwapChain
  route: SwapRoute
  fromNative: boolean
  toNative: boolean
  recipient: Address
  /** Slippage tolerance in percent (1 = 1 %): amountOutMin = amountOut × (100 − slippage) / 100. */
  slippagePercent: number
  /** Unix seconds after which the router refuses the swap. */
  deadline: bigint
}

export interface SwapCall {
  to: Address
  data: Hex
  value: bigint
  amountOutMin: bigint
}

const BASIS_POINTS = 10_000n

/**
 * The call that performs a route: WETH deposit / withdraw for a wrap or unwrap, otherwise the router's
 * swapExactETHForTokens, swapExactTokensForETH or swapExactTokensForTokens with the minimum output the
 * slippage allows and a deadline.
 *
 * @example
 * const { to, data, value } = buildSwapCall({ swapChain, route, fromNative: true, toNative: false, recipient, slippagePercent: 1, deadline })
 */
export function buildSwapCall({
  swapChain,
  route,
  fromNative,
  toNative,
  recipient,
  slippagePercent,
  deadline,
}: BuildSwapCallParameters): SwapCall {
  if (route.kind !== 'swap')
    return route.kind === 'wrap'
      ? {
          to: swapChain.weth,
          data: encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'deposit' }),
          value: route.amountIn,
          amountOutMin: route.amountOut,
        }
      : {
          to: swapChain.weth,
          data: encodeFunctionData({
            abi: wrappedNativeAbi,
            functionName: 'withdraw',
            args: [route.amountIn],
          }),
          value: 0n,
          amountOutMin: route.amountOut,
        }
  const slippage = BigInt(Math.round(slippagePercent * 100))
  const amountOutMin = (route.amountOut * (BASIS_POINTS - slippage)) / BASIS_POINTS
  const { path, amountIn } = route
  const data = fromNative
    ? encodeFunctionData({
        abi: swapRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      })
    : toNative
      ? encodeFunctionData({
          abi: swapRouterAbi,
          functionName: 'swapExactTokensForETH',
          args: [amountIn, amountOutMin, path, recipient, deadline],
        })
      : encodeFunctionData({
          abi: swapRouterAbi,
          functionName: 'swapExactTokensForTokens',
          args: [amountIn, amountOutMin, path, recipient, deadline],
        })
  return { to: swapChain.router, data, value: fromNative ? amountIn : 0n, amountOutMin }
}
