import { swapQuoteQuerySchema } from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseInput } from '../../http/parseInput.js'
import { findSwapRoute } from './findSwapRoute.js'
import { resolveSwapToken } from './resolveSwapToken.js'
import { caipAccountOf, readSwapChain, requireSameChain } from './swapInputs.js'
import type { CreateConvertRoutesParameters } from './types.js'

/** `GET /v1/convert/quotes`: one quote, the best route through the chain's pools. */
export function mountQuotesRoute(app: Hono, { chains }: CreateConvertRoutesParameters): void {
  app.get('/v1/convert/quotes', async (c) => {
    const query = c.req.query()
    const [swapChain, from] = readSwapChain(chains, query, 'from')
    const { to, amount, userAddress } = parseInput(swapQuoteQuerySchema, query)
    requireSameChain(swapChain, 'chainId', query.chainId)
    requireSameChain(swapChain, 'to', to.caipNetworkId)
    requireSameChain(swapChain, 'userAddress', userAddress.caipNetworkId)
    const fromToken = resolveSwapToken(swapChain, from.address)
    const toToken = resolveSwapToken(swapChain, to.address)
    const route = await findSwapRoute(swapChain, fromToken, toToken, amount)
    return c.json({
      quotes: [
        {
          id: route.kind === 'swap' ? route.path.join('>') : route.kind,
          fromAmount: route.amountIn.toString(),
          fromAccount: caipAccountOf(swapChain, fromToken.address),
          toAmount: route.amountOut.toString(),
          toAccount: caipAccountOf(swapChain, toToken.address),
        },
      ],
    })
  })
}
