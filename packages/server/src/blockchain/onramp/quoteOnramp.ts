import { randomUUID } from 'node:crypto'
import { type Address, formatUnits, isAddressEqual } from 'viem'
import { OnrampRequestError } from '../errors.js'
import { callChain } from '../shared/callChain.js'
import { getPriceOracle } from '../shared/getPriceOracle.js'
import type { PriceOracles } from '../types.js'
import { formatCents, toCents } from './fiatCents.js'
import type { OnrampAsset } from './listOnrampAssets.js'
import {
  DELIVERY_GAS,
  type OnrampProvider,
  PAYMENT_METHOD_LIMITS,
  type PaymentMethodId,
} from './onrampConstants.js'

export interface QuoteOnrampParameters {
  asset: OnrampAsset
  /** What the buyer pays, fees included, in cents of `currency`. */
  totalCents: bigint
  currency: string
  provider: OnrampProvider
  paymentMethod: PaymentMethodId
  prices: PriceOracles | undefined
}

/** An on-ramp quote; amounts in cents (fiat) and in the asset's smallest unit. */
export interface OnrampQuote {
  quoteId: string
  currency: string
  totalCents: bigint
  providerFeeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** What is delivered, in the asset's smallest unit. */
  units: bigint
  asset: OnrampAsset
}

/** USD prices are scaled by 10^8 for integer arithmetic. */
const PRICE_SCALE = 100_000_000
/** Delivered amounts are cut to 8 decimals (what the sandbox page shows is exactly what arrives). */
const MAX_DISPLAY_DECIMALS = 8

/**
 * Prices a purchase: the payment total must be within the payment method's limits; the provider's fee
 * (a percentage of the total) and the network fee (the delivery transaction's gas at the chain's gas
 * price, in USD at the pool price of the native token) come off it, and the rest buys the asset at
 * its pool price from the oracle. No price → 'No price for …'.
 *
 * @example
 * const quote = await quoteOnramp({ asset: eth, totalCents: 100_00n, currency: 'USD', provider, paymentMethod: 'card', prices })
 * formatOnrampQuote(quote).purchaseAmount // { amount: '0.0328', currency: 'ETH' }
 */
export async function quoteOnramp({
  asset,
  totalCents,
  currency,
  provider,
  paymentMethod,
  prices,
}: QuoteOnrampParameters): Promise<OnrampQuote> {
  const limits =
    PAYMENT_METHOD_LIMITS.find((limit) => limit.id === paymentMethod) ?? PAYMENT_METHOD_LIMITS[0]!
  const outOfLimits = () =>
    new OnrampRequestError({
      reason: 'onramp.outOfLimits',
      params: { min: limits.min, max: limits.max, currency, method: paymentMethod },
    })
  if (totalCents < toCents(limits.min) || totalCents > toCents(limits.max)) throw outOfLimits()

  const { chain } = asset
  const weth = chain.contracts?.weth
  const oracle = getPriceOracle(prices, chain.caipNetworkId)
  const priced = [weth, asset.token].filter((address): address is Address => address !== undefined)
  const [usd, gasPrice] = await Promise.all([
    oracle ? oracle.getUsdPrices(priced) : Promise.resolve(new Map<Address, number>()),
    callChain(chain, (client) => client.getGasPrice()),
  ])
  const priceOf = (address: Address | undefined) => {
    if (!address) return undefined
    for (const [key, value] of usd) if (isAddressEqual(key, address)) return value
    return undefined
  }
  const nativePrice = priceOf(weth)
  const assetPrice = asset.token ? priceOf(asset.token) : nativePrice
  if (!nativePrice || !assetPrice || nativePrice <= 0 || assetPrice <= 0)
    throw new OnrampRequestError({
      reason: 'onramp.noPrice',
      params: { currency: asset.symbol, chain: chain.name },
    })

  const providerFeeCents = (totalCents * BigInt(provider.feeBps) + 5_000n) / 10_000n
  const gasWei = gasPrice * (asset.token ? DELIVERY_GAS.token : DELIVERY_GAS.native)
  const nativeScaled = BigInt(Math.round(nativePrice * PRICE_SCALE))
  const nativeDecimals = 10n ** BigInt(chain.nativeCurrency.decimals)
  // cents = wei × price × 100 / 10^decimals, rounded up, at least one cent.
  const networkFeeCents = maxBigint(
    1n,
    ceilDiv(gasWei * nativeScaled * 100n, nativeDecimals * BigInt(PRICE_SCALE)),
  )
  const subtotalCents = totalCents - providerFeeCents - networkFeeCents
  if (subtotalCents <= 0n) throw outOfLimits()

  const assetScaled = BigInt(Math.round(assetPrice * PRICE_SCALE))
  // units = (subtotal / 100) / price × 10^decimals
  let units = (subtotalCents * 10n ** BigInt(asset.decimals) * BigInt(PRICE_SCALE)) / (100n * assetScaled)
  if (asset.decimals > MAX_DISPLAY_DECIMALS) {
    const step = 10n ** BigInt(asset.decimals - MAX_DISPLAY_DECIMALS)
    units -= units % step
  }
  return {
    quoteId: randomUUID(),
    currency,
    totalCents,
    providerFeeCents,
    networkFeeCents,
    subtotalCents,
    units,
    asset,
  }
}

/**
 * The quote as POST /v1/onramp/quote answers it (spec section 3's On-ramp quote): each amount is
 * `{ amount, currency }`, fiat with 2 decimals, the purchase in the asset's units.
 */
export function formatOnrampQuote(quote: OnrampQuote) {
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: quote.currency })
  return {
    coinbaseFee: fiat(quote.providerFeeCents),
    networkFee: fiat(quote.networkFeeCents),
    paymentSubtotal: fiat(quote.subtotalCents),
    paymentTotal: fiat(quote.totalCents),
    purchaseAmount: { amount: formatUnits(quote.units, quote.asset.decimals), currency: quote.asset.symbol },
    quoteId: quote.quoteId,
  }
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}

function maxBigint(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}
