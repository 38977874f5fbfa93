import {
  accountEvmAddressSchema as evmAddressSchema,
  fungiblePriceRequestSchema,
  accountSolanaAddressSchema as solanaAddressSchema,
} from '@foyer/protocol'
import type { Hono } from 'hono'
import type { Address } from 'viem'
import { t } from '../../chaindata/messages.js'
import { ValidationError } from '../../errors/http.js'
import { limitBody } from '../../http/limitBody.js'
import { parseInput } from '../../http/parseInput.js'
import { parseJsonBody } from '../../http/parseJsonBody.js'
import type { AccountRouteKit } from './accountRouteKit.js'
import { createTokenIconUrl } from './createTokenIconUrl.js'
import { readFungiblePrices } from './readFungiblePrices.js'
import { readSolanaPrices } from './solana/readSolanaPrices.js'

const PRICE_BODY_LIMIT = 64 * 1024

/**
 * `POST /v1/fungible/price`: the prices of CAIP token addresses of any configured chains, in request
 * order; tokens without a price are left out.
 */
export function mountFungiblePriceRoute(app: Hono, kit: AccountRouteKit): void {
  const { chains, publicUrl } = kit
  app.post('/v1/fungible/price', limitBody(PRICE_BODY_LIMIT), async (c) => {
    const body = await parseJsonBody(c, fungiblePriceRequestSchema)
    const iconUrl = createTokenIconUrl({ publicUrl, requestUrl: c.req.url })
    const parsed = body.addresses.map((caip, index) => {
      const [namespace, reference, account, ...rest] = caip.split(':')
      if (!namespace || !reference || account === undefined || rest.length > 0)
        throw new ValidationError({ path: ['addresses', index], message: t('chaindata.invalidCaipAddress') })
      const solana = chains.findSolana(`${namespace}:${reference}`)
      if (solana)
        return {
          kind: 'solana' as const,
          caip,
          chain: solana,
          mint: parseInput(solanaAddressSchema, account, ['addresses', index]),
        }
      const chain = chains.require(`${namespace}:${reference}`)
      const address: Address = parseInput(evmAddressSchema, account, ['addresses', index])
      return { kind: 'evm' as const, caip, chain, address }
    })
    const [evm, solana] = await Promise.all([
      readFungiblePrices({
        requests: parsed.flatMap((request) => (request.kind === 'evm' ? [request] : [])),
        oracleOf: kit.oracleOf,
        catalog: kit.catalog,
        iconUrl,
      }),
      readSolanaPrices({
        requests: parsed.flatMap((request) => (request.kind === 'solana' ? [request] : [])),
        iconUrl,
      }),
    ])
    // In request order, as before: each answer is found by its CAIP address.
    const found = new Map([...evm, ...solana].map((fungible) => [fungible.address, fungible]))
    const fungibles = parsed.flatMap((request) => {
      const fungible = found.get(request.caip)
      return fungible ? [fungible] : []
    })
    return c.json({ fungibles })
  })
}
