import { buildApproveQuerySchema } from '@foyer/protocol'
import type { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { parseInput } from '../../http/parseInput.js'
import { SwapRequestError } from '../errors.js'
import { callChain } from '../shared/callChain.js'
import { resolveSwapToken } from './resolveSwapToken.js'
import { caipAccountOf, readSwapChain, requireSameChain } from './swapInputs.js'
import type { CreateConvertRoutesParameters } from './types.js'

/**
 * `GET /v1/convert/build-approve`: the approval of the router for the token sold (all of it unless
 * `amount` says otherwise). The native token needs none: 400.
 */
export function mountBuildApproveRoute(app: Hono, { chains }: CreateConvertRoutesParameters): void {
  app.get('/v1/convert/build-approve', async (c) => {
    const query = c.req.query()
    const [swapChain, from] = readSwapChain(chains, query, 'from')
    const { to, userAddress, amount } = parseInput(buildApproveQuerySchema, query)
    requireSameChain(swapChain, 'to', to.caipNetworkId)
    requireSameChain(swapChain, 'userAddress', userAddress.caipNetworkId)
    const token = resolveSwapToken(swapChain, from.address)
    resolveSwapToken(swapChain, to.address)
    if (token.native) throw new SwapRequestError({ reason: 'swap.nativeApproval' })
    const gasPrice = await callChain(swapChain.chain, (client) => client.getGasPrice())
    return c.json({
      tx: {
        from: caipAccountOf(swapChain, userAddress.address),
        to: caipAccountOf(swapChain, token.address),
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
}
