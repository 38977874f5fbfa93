import { onrampOrderFailedApiError, sandboxCheckoutRequestSchema } from '@foyer/protocol'
import { type Context, Hono } from 'hono'
import { HttpError } from '../../errors/http.js'
import { parseInput } from '../../http/parseInput.js'
import { OnrampCheckoutNotFoundError, OnrampFunderMissingError, OnrampOrderDoneError } from '../errors.js'
import { t } from '../messages.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { OnrampFunder } from './createOnrampFunder.js'
import type { OnrampOrder, OrderStore } from './createOrderStore.js'
import { ONRAMP_PROVIDERS } from './onrampConstants.js'
import { renderSandboxPage } from './renderSandboxPage.js'
import { hashCheckoutToken, sandboxQuery } from './sandboxCheckout.js'

export interface CreateSandboxRoutesParameters {
  chains: ChainRegistry
  orders: OrderStore
  funder: OnrampFunder | undefined
}

/**
 * The sandbox payment provider, this server's stand-in for a real on-ramp's checkout: GET
 * /onramp/sandbox?checkout=<token> shows the order, POST /onramp/sandbox/complete with that token sends
 * the purchase from the funded dev account and spends the token (an unknown token is a 404, a spent one
 * a 409): nobody without the generator's URL can make the funder pay.
 *
 * @example
 * app.route('/', createSandboxRoutes({ chains, orders, funder }))
 */
export function createSandboxRoutes({ chains, orders, funder }: CreateSandboxRoutesParameters): Hono {
  const app = new Hono()
  const describe = (order: OnrampOrder) => ({
    providerName: ONRAMP_PROVIDERS.find((provider) => provider.id === order.provider)?.name ?? order.provider,
    networkName: chains.find(order.chain)?.name ?? order.chain,
  })

  app.get('/onramp/sandbox', async (c) => {
    try {
      const token = parseInput(sandboxCheckoutRequestSchema, c.req.query()).checkout
      const order = await orders.findByCheckout(hashCheckoutToken(token))
      if (!order) throw new OnrampCheckoutNotFoundError()
      if (order.status === 'failed')
        throw new HttpError(order.error ?? t('sandbox.errorTitle'), {
          code: onrampOrderFailedApiError.code,
          status: 409,
        })
      if (order.status === 'sending') throw new OnrampOrderDoneError({ status: order.status })
      const names = describe(order)
      return page(
        c,
        order.status === 'completed'
          ? renderSandboxPage({ kind: 'completed', order, ...names })
          : renderSandboxPage({
              kind: 'order',
              order,
              ...names,
              completeUrl: `/onramp/sandbox/complete?${sandboxQuery(c, undefined)}`,
              checkout: token,
            }),
        200,
      )
    } catch (error) {
      return errorPage(c, error)
    }
  })

  app.post('/onramp/sandbox/complete', async (c) => {
    try {
      const form = await c.req.parseBody()
      const token = parseInput(sandboxCheckoutRequestSchema, {
        checkout: c.req.query('checkout') ?? form.checkout,
      }).checkout
      if (!funder) throw new OnrampFunderMissingError()
      const tokenHash = hashCheckoutToken(token)
      const claimed = await orders.claim(tokenHash)
      if (!claimed) {
        const order = await orders.findByCheckout(tokenHash)
        if (!order) throw new OnrampCheckoutNotFoundError()
        throw new OnrampOrderDoneError({ status: order.status })
      }
      const id = claimed.id
      const chain = chains.requireEvm(claimed.chain)
      let txHash: string
      try {
        txHash = await funder.send({
          chain,
          to: claimed.destination,
          token: claimed.assetAddress,
          units: claimed.cryptoUnits,
        })
      } catch (error) {
        await orders.fail(id, error instanceof HttpError ? error.shortMessage : String(error))
        throw error
      }
      await orders.complete(id, txHash)
      const order: OnrampOrder = { ...claimed, status: 'completed', txHash }
      return page(c, renderSandboxPage({ kind: 'completed', order, ...describe(order) }), 200)
    } catch (error) {
      return errorPage(c, error)
    }
  })

  return app
}

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"

function page(c: Context, html: string, status: 200 | 400 | 404 | 409 | 502 | 503): Response {
  c.header('Content-Security-Policy', CSP)
  c.header('Cache-Control', 'no-store')
  return c.html(html, status)
}

function errorPage(c: Context, error: unknown): Response {
  if (!(error instanceof HttpError)) throw error
  const status = [400, 404, 409, 502, 503].includes(error.status)
    ? (error.status as 400 | 404 | 409 | 502 | 503)
    : 400
  return page(c, renderSandboxPage({ kind: 'error', message: error.shortMessage }), status)
}
