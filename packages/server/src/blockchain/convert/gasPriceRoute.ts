import { swapChainQuerySchema } from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseInput } from '../../http/parseInput.js'
import { callChain } from '../shared/callChain.js'
import type { CreateConvertRoutesParameters } from './types.js'

/** `GET /v1/convert/gas-price`: the chain's gas price, and 110 % and 125 % of it for the faster tiers. */
export function mountGasPriceRoute(app: Hono, { chains }: CreateConvertRoutesParameters): void {
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
}
