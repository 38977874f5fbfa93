import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { erc20Abi, formatUnits, parseUnits } from 'viem'
import { z } from 'zod'
import { HttpError } from '../../errors/http.js'
import { parseInput } from '../../http/parseInput.js'
import type { Logger } from '../../logger.js'
import {
  ChainNotSupportedError,
  OnrampCheckoutNotFoundError,
  OnrampFunderMissingError,
  OnrampOrderDoneError,
  OnrampRateLimitedError,
  OnrampRequestError,
} from '../errors.js'
import { t } from '../messages.js'
import { callChain } from '../shared/callChain.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { RateLimiter } from '../shared/createRateLimiter.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import { evmAccountSchema } from '../shared/schemas.js'
import type { ClientIpResolver, PriceOracles } from '../types.js'
import type { OnrampFunder } from './createOnrampFunder.js'
import type { OnrampOrder, OrderStore } from './createOrderStore.js'
import { toCents } from './fiatCents.js'
import { listOnrampAssets, type OnrampAsset } from './listOnrampAssets.js'
import {
  DEFAULT_FIAT_AMOUNT_CENTS,
  ONRAMP_PROVIDERS,
  type OnrampProvider,
  PAYMENT_CURRENCIES,
  PAYMENT_METHOD_LIMITS,
  type PaymentMethodId,
} from './onrampConstants.js'
import { formatOnrampQuote, type OnrampQuote, quoteOnramp } from './quoteOnramp.js'
import { renderSandboxPage } from './renderSandboxPage.js'

export interface CreateOnrampRoutesParameters {
  chains: ChainRegistry
  prices: PriceOracles | undefined
  orders: OrderStore
  funder: OnrampFunder | undefined
  /** Base URL of the sandbox links; the request's origin when absent. */
  publicUrl: string | undefined
  logger: Logger
  /** Checkouts per client address (each is an order row and a token); counted before the body is read. */
  urlLimiter?: RateLimiter | undefined
  clientIp?: ClientIpResolver | undefined
}

/** A currency named by id, or by an object with an id or a symbol (AppKit sends its whole entry). */
const currencyRefSchema = z
  .union([
    z.string().min(1).max(64),
    z
      .object({ id: z.string().min(1).max(64).optional(), symbol: z.string().min(1).max(64).optional() })
      .refine((ref) => ref.id ?? ref.symbol, 'must name an id or a symbol')
      .transform((ref) => (ref.id ?? ref.symbol) as string),
  ])
  .transform((ref) => ref.trim())
const fiatAmountSchema = z
  .union([z.string(), z.number().nonnegative()])
  .transform((value) => String(value).trim())
  .refine((value) => /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(value) && toCents(value) > 0n, t('param.fiatAmount'))
const cryptoAmountSchema = z
  .union([z.string(), z.number().positive()])
  .transform((value) => String(value).trim())
  .refine(
    (value) => /^[0-9]{1,30}(\.[0-9]{1,18})?$/.test(value) && Number(value) > 0,
    'must be a positive amount',
  )
const paymentMethodSchema = z.enum(PAYMENT_METHOD_LIMITS.map((limit) => limit.id) as [PaymentMethodId])

const quoteBodySchema = z.object({
  purchaseCurrency: currencyRefSchema,
  paymentCurrency: currencyRefSchema,
  amount: fiatAmountSchema,
  network: z.string().max(64).optional(),
  provider: z.string().max(64).optional(),
  paymentMethod: paymentMethodSchema.optional(),
})

const urlBodySchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: evmAccountSchema,
        blockchains: z.array(z.string().max(64)).max(50).optional(),
        assets: z.array(z.string().max(64)).max(50).optional(),
      }),
    )
    .min(1, t('onramp.noDestination'))
    .max(10),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().max(256).optional(),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: cryptoAmountSchema.optional(),
  presetFiatAmount: fiatAmountSchema.optional(),
  paymentCurrency: z.string().max(16).optional(),
  provider: z.string().max(64).optional(),
  paymentMethod: paymentMethodSchema.optional(),
})

/** A checkout's one-time token: 32 random bytes, base64url (only the URL the generator answered holds it). */
const checkoutTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, t('onramp.checkoutToken'))
const newCheckoutToken = () => randomBytes(32).toString('base64url')
const hashCheckoutToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The on-ramp: GET /v1/onramp/options (what can be bought — what the funded account holds — on
 * which networks, paid how), POST
 * /v1/onramp/quote (fees and the amount bought, from pool prices), POST /v1/generators/onrampurl (an
 * order, its one-time checkout token and the URL of this server's sandbox checkout), and the sandbox
 * itself: GET /onramp/sandbox?checkout=<token> shows the order, POST /onramp/sandbox/complete with that
 * token sends the purchase from the funded dev account and spends the token (an unknown token is a
 * 404, a spent one a 409): nobody without the generator's URL can make the funder pay.
 *
 * @example
 * app.route('/', createOnrampRoutes({ chains, prices, orders, funder, publicUrl }))
 */
export function createOnrampRoutes({
  chains,
  prices,
  orders,
  funder,
  publicUrl,
  logger,
  urlLimiter,
  clientIp,
}: CreateOnrampRoutesParameters): Hono {
  const app = new Hono()
  const assets = listOnrampAssets(chains, prices)

  /** The served chain a network reference names (slug, chain id, CAIP id or name); undefined for none. */
  const networkNamed = (reference: string) => {
    const wanted = reference.trim().toLowerCase()
    return assets.find(
      ({ network, chain }) =>
        network.name === wanted ||
        network.chain_id === wanted ||
        chain.caipNetworkId.toLowerCase() === wanted ||
        chain.name.toLowerCase() === wanted,
    )?.chain
  }
  const isAssetId = (reference: string) =>
    assets.some((asset) => asset.id.toLowerCase() === reference.trim().toLowerCase())

  const resolveAsset = (currency: string, network: string | undefined): OnrampAsset => {
    let caipNetworkId: string | undefined
    if (network !== undefined && network.trim() !== '') {
      const chain = networkNamed(network)
      // AppKit sends the currency's symbol as `network`: that names no network, so any will do.
      if (!chain && !isAssetId(network)) throw new ChainNotSupportedError({ chain: network })
      caipNetworkId = chain?.caipNetworkId
    }
    const asset = assets.find(
      (candidate) =>
        candidate.id.toLowerCase() === currency.toLowerCase() &&
        (caipNetworkId === undefined || candidate.chain.caipNetworkId === caipNetworkId),
    )
    if (!asset) throw new OnrampRequestError({ reason: 'onramp.unknownCurrency', params: { currency } })
    return asset
  }
  const resolveProvider = (id: string | undefined): OnrampProvider => {
    const provider =
      id === undefined ? ONRAMP_PROVIDERS[0] : ONRAMP_PROVIDERS.find((known) => known.id === id)
    if (!provider)
      throw new OnrampRequestError({ reason: 'onramp.unknownProvider', params: { provider: id } })
    return provider
  }
  const resolvePaymentCurrency = (id: string | undefined): string => {
    const currency = (id ?? 'USD').toUpperCase()
    if (!PAYMENT_CURRENCIES.includes(currency))
      throw new OnrampRequestError({
        reason: 'onramp.unknownPaymentCurrency',
        params: { currency: id, supported: PAYMENT_CURRENCIES.join(', ') },
      })
    return currency
  }

  /**
   * The assets the sandbox can deliver: those the funder holds some of. A chain whose RPC fails is
   * left out of the list (and logged) rather than failing the whole list.
   */
  const funderBalance = (asset: OnrampAsset, owner: `0x${string}`) =>
    callChain(asset.chain, (client) =>
      asset.token
        ? client.readContract({
            address: asset.token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          })
        : client.getBalance({ address: owner }),
    )
  const fundedAssets = async (): Promise<OnrampAsset[]> => {
    if (!funder) return assets
    const held = await Promise.all(
      assets.map(async (asset) => {
        try {
          return (await funderBalance(asset, funder.address)) > 0n
        } catch (error) {
          logger.warn(t('onramp.optionsChainFailed', { chain: asset.chain.name }), { error })
          return false
        }
      }),
    )
    return assets.filter((_, index) => held[index])
  }

  app.get('/v1/onramp/options', async (c) => {
    const purchaseCurrencies = new Map<
      string,
      { id: string; name: string; symbol: string; networks: OnrampAsset['network'][] }
    >()
    for (const asset of await fundedAssets()) {
      const entry = purchaseCurrencies.get(asset.id) ?? {
        id: asset.id,
        name: asset.name,
        symbol: asset.symbol,
        networks: [],
      }
      entry.networks.push(asset.network)
      purchaseCurrencies.set(asset.id, entry)
    }
    return c.json({
      paymentCurrencies: PAYMENT_CURRENCIES.map((id) => ({
        id,
        payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
      })),
      purchaseCurrencies: [...purchaseCurrencies.values()],
      providers: ONRAMP_PROVIDERS.map(({ id, name, feeBps, feeRange }) => ({
        id,
        name,
        feePercent: (feeBps / 100).toFixed(2),
        feeRange: { min: feeRange.min.toFixed(2), max: feeRange.max.toFixed(2) },
      })),
    })
  })

  app.post('/v1/onramp/quote', async (c) => {
    const body = parseInput(quoteBodySchema, await readJsonBody(c))
    const asset = resolveAsset(body.purchaseCurrency, body.network)
    const quote = await quoteOnramp({
      asset,
      totalCents: toCents(body.amount),
      currency: resolvePaymentCurrency(body.paymentCurrency),
      provider: resolveProvider(body.provider),
      paymentMethod: body.paymentMethod ?? 'card',
      prices,
    })
    return c.json(formatOnrampQuote(quote))
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    if (urlLimiter) {
      const ip = clientIp?.({ header: (name) => c.req.header(name), env: c.env }) ?? 'unknown'
      const { allowed, retryAfterSeconds } = await urlLimiter.hit([`onramp-url:${ip}`])
      if (!allowed) throw new OnrampRateLimitedError({ retryAfterSeconds })
    }
    const body = parseInput(urlBodySchema, await readJsonBody(c))
    const [wallet] = body.destinationWallets
    if (!wallet) throw new OnrampRequestError({ reason: 'onramp.noDestination' })
    const network =
      body.defaultNetwork ??
      wallet.address.caipNetworkId ??
      wallet.blockchains?.find((candidate) => networkNamed(candidate) !== undefined)
    const asset = resolveAsset(wallet.assets?.[0] ?? defaultAssetId(network), network)
    if (!funder) throw new OnrampFunderMissingError()
    const parameters = {
      asset,
      currency: resolvePaymentCurrency(body.paymentCurrency),
      provider: resolveProvider(body.provider),
      paymentMethod: body.paymentMethod ?? 'card',
      prices,
    }
    let totalCents =
      body.presetFiatAmount === undefined ? DEFAULT_FIAT_AMOUNT_CENTS : toCents(body.presetFiatAmount)
    if (body.presetFiatAmount === undefined && body.presetCryptoAmount !== undefined) {
      const wanted = parseUnits(body.presetCryptoAmount, asset.decimals)
      totalCents = totalFor(
        wanted,
        await quoteOnramp({ ...parameters, totalCents: DEFAULT_FIAT_AMOUNT_CENTS }),
      )
    }
    const quote = await quoteOnramp({ ...parameters, totalCents })
    if ((await funderBalance(asset, funder.address)) < quote.units)
      throw new OnrampRequestError({
        reason: 'onramp.insufficientFunds',
        params: { amount: formatUnits(quote.units, asset.decimals), currency: asset.symbol },
      })
    const id = randomUUID()
    const checkout = newCheckoutToken()
    await orders.create(
      {
        id,
        projectId: c.req.query('projectId') ?? '',
        provider: parameters.provider.id,
        chain: asset.chain.caipNetworkId,
        destination: wallet.address.address,
        assetSymbol: asset.symbol,
        assetAddress: asset.token,
        assetDecimals: asset.decimals,
        cryptoUnits: quote.units,
        fiatCents: quote.totalCents,
        fiatCurrency: quote.currency,
        providerFeeCents: quote.providerFeeCents,
        networkFeeCents: quote.networkFeeCents,
      },
      hashCheckoutToken(checkout),
    )
    return c.json({
      url: `${publicUrl ?? new URL(c.req.url).origin}/onramp/sandbox?${sandboxQuery(c, checkout)}`,
    })
  })

  app.get('/onramp/sandbox', async (c) => {
    try {
      const token = parseInput(z.object({ checkout: checkoutTokenSchema }), c.req.query()).checkout
      const order = await orders.findByCheckout(hashCheckoutToken(token))
      if (!order) throw new OnrampCheckoutNotFoundError()
      if (order.status === 'failed')
        throw new HttpError(order.error ?? t('sandbox.errorTitle'), {
          code: 'ONRAMP_ORDER_FAILED',
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
      const token = parseInput(z.object({ checkout: checkoutTokenSchema }), {
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

  const describe = (order: OnrampOrder) => ({
    providerName: ONRAMP_PROVIDERS.find((provider) => provider.id === order.provider)?.name ?? order.provider,
    networkName: chains.find(order.chain)?.name ?? order.chain,
  })
  const defaultAssetId = (network: string | undefined) => {
    const chain = network === undefined ? undefined : networkNamed(network)
    return (chain ?? assets[0]?.chain)?.nativeCurrency.symbol ?? 'ETH'
  }

  return app
}

/** The total (cents) that buys at least `units`, at the rate of `sample`, fees included. */
function totalFor(units: bigint, sample: OnrampQuote): bigint {
  if (sample.units === 0n) return sample.totalCents
  const subtotal = (units * sample.subtotalCents + sample.units - 1n) / sample.units
  const beforeFee = subtotal + sample.networkFeeCents
  const feeBps = (sample.providerFeeCents * 10_000n) / sample.totalCents
  return (beforeFee * 10_000n + (10_000n - feeBps) - 1n) / (10_000n - feeBps) + 1n
}

/** The sandbox link's query: the checkout token (if any) and the project parameters of the request. */
function sandboxQuery(c: Context, checkout: string | undefined): string {
  const search = new URLSearchParams(checkout === undefined ? {} : { checkout })
  for (const name of ['projectId', 'st', 'sv'] as const) {
    const value = c.req.query(name)
    if (value) search.set(name, value)
  }
  return search.toString()
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
