import { swapAllowanceQuerySchema } from '@foyer/protocol'
import type { Hono } from 'hono'
import { erc20Abi, maxUint256 } from 'viem'
import * as z from 'zod/mini'
import { parseInput } from '../../http/parseInput.js'
import { callChain } from '../shared/callChain.js'
import { resolveSwapToken } from './resolveSwapToken.js'
import { readSwapChain, requireSameChain } from './swapInputs.js'
import type { CreateConvertRoutesParameters } from './types.js'

const userAddressQuerySchema = z.pick(swapAllowanceQuerySchema, { userAddress: true })

/** `GET /v1/convert/allowance`: what the router may spend of a token; the native token needs no approval. */
export function mountAllowanceRoute(app: Hono, { chains }: CreateConvertRoutesParameters): void {
  app.get('/v1/convert/allowance', async (c) => {
    const query = c.req.query()
    const [swapChain, tokenAddress] = readSwapChain(chains, query, 'tokenAddress')
    const { userAddress } = parseInput(userAddressQuerySchema, query)
    requireSameChain(swapChain, 'userAddress', userAddress.caipNetworkId)
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
}
