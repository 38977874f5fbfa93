import { randomUUID } from 'node:crypto'
import { onrampQuoteRequestSchema, onrampUrlRequestSchema } from '@foyer/protocol'
import { Hono } from 'hono'
import { formatUnits, parseUnits } from 'viem'
import { parseInput } from '../../http/parseInput.js'
import type { Logger } from '../../logger.js'
import { OnrampFunderMissingError, OnrampRateLimitedError, OnrampRequestError } from '../errors.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { RateLimiter } from '../shared/createRateLimiter.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import type { ClientIpResolver, PriceOracles } from '../types.js'
import type { OnrampFunder } from './createOnrampFunder.js'
import { createOnrampResolver } from './createOnrampResolver.js'
import type { OrderStore } from './createOrderStore.js'
import { createSandboxRoutes } from './createSandboxRoutes.js'
import { toCents } from './fiatCents.js'
import type { OnrampAsset } from './listOnrampAssets.js'
import {
  DEFAULT_FIAT_AMOUNT_CENTS,
  ONRAMP_PROVIDERS,
  PAYMENT_CURRENCIES,
  PAYMENT_METHOD_LIMITS,
} from './onrampConstants.js'
import { formatOnrampQuote, type OnrampQuote, quoteOnramp } from './quoteOnramp.js'
import { hashCheckoutToken, newCheckoutToken, sandboxQuery } from './sandboxCheckout.js'

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

/**
 * The on-ramp: GET /v1/onramp/options (what can be bought — what the funded account holds — on
 * which networks, paid how), POST
 * /v1/onramp/quote (fees and the amount bought, from pool prices), POST /v1/generators/onrampurl (an
 * order, its one-time checkout token and the URL of this server's sandbox checkout), and the sandbox
 * payment provider itself (./createSandboxRoutes.ts).
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
  const {
    networkNamed,
    resolveAsset,
    resolveProvider,
    resolvePaymentCurrency,
    funderBalance,
    fundedAssets,
    defaultAssetId,
  } = createOnrampResolver({ chains, prices, funder, logger })

  app.get('/v1/onramp/options', async (c) => c.json(onrampOptions(await fundedAssets())))

  app.post('/v1/onramp/quote', async (c) => {
    const body = parseInput(onrampQuoteRequestSchema, await readJsonBody(c))
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
    const body = parseInput(onrampUrlRequestSchema, await readJsonBody(c))
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
    const quote = await quoteOnramp({ ...parameters, totalCents: await presetTotal(body, parameters) })
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

  app.route('/', createSandboxRoutes({ chains, orders, funder }))

  return app
}

/** The total (cents) a checkout link asks for: the preset fiat amount, or what buys the preset crypto amount. */
async function presetTotal(
  body: { presetFiatAmount?: string | undefined; presetCryptoAmount?: string | undefined },
  parameters: Omit<Parameters<typeof quoteOnramp>[0], 'totalCents'> & { asset: OnrampAsset },
): Promise<bigint> {
  if (body.presetFiatAmount !== undefined) return toCents(body.presetFiatAmount)
  if (body.presetCryptoAmount === undefined) return DEFAULT_FIAT_AMOUNT_CENTS
  const wanted = parseUnits(body.presetCryptoAmount, parameters.asset.decimals)
  return totalFor(wanted, await quoteOnramp({ ...parameters, totalCents: DEFAULT_FIAT_AMOUNT_CENTS }))
}

/** The total (cents) that buys at least `units`, at the rate of `sample`, fees included. */
function totalFor(units: bigint, sample: OnrampQuote): bigint {
  if (sample.units === 0n) return sample.totalCents
  const subtotal = (units * sample.subtotalCents + sample.units - 1n) / sample.units
  const beforeFee = subtotal + sample.networkFeeCents
  const feeBps = (sample.providerFeeCents * 10_000n) / sample.totalCents
  return (beforeFee * 10_000n + (10_000n - feeBps) - 1n) / (10_000n - feeBps) + 1n
}

/** GET /v1/onramp/options: what can be bought (the funded assets, by currency), paid how, through whom. */
function onrampOptions(funded: OnrampAsset[]) {
  const purchaseCurrencies = new Map<
    string,
    { id: string; name: string; symbol: string; networks: OnrampAsset['network'][] }
  >()
  for (const asset of funded) {
    const entry = purchaseCurrencies.get(asset.id) ?? {
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      networks: [],
    }
    entry.networks.push(asset.network)
    purchaseCurrencies.set(asset.id, entry)
  }
  return {
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
  }
}
