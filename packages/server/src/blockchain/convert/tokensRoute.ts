import { NATIVE_TOKEN_ADDRESS, swapChainQuerySchema } from '@foyer/protocol'
import type { Hono } from 'hono'
import { parseInput } from '../../http/parseInput.js'
import { tokenLogoUrl } from '../shared/tokenLogoUrl.js'
import { resolveSwapChain } from './resolveSwapChain.js'
import { caipAccountOf } from './swapInputs.js'
import type { CreateConvertRoutesParameters } from './types.js'

/** `GET /v1/convert/tokens`: the chain's native token first, then the tokens its pools trade. */
export function mountTokensRoute(app: Hono, { chains, publicUrl }: CreateConvertRoutesParameters): void {
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
      address: caipAccountOf(swapChain, token.address),
      decimals: token.decimals,
      logoUri: tokenLogoUrl(publicUrl ?? new URL(c.req.url).origin, token.symbol, query),
      eip2612: false,
    }))
    return c.json({ tokens })
  })
}
