import { HttpError } from '../api/errors.js'
import { NoServerError } from '../kernel/errors/account.js'
import { FoyerError } from '../kernel/errors/base.js'
import { NotConnectedError } from '../kernel/errors/request.js'
import { activeLocale } from '../kernel/messages/catalog.js'
import { t } from '../kernel/messages/t.js'
import { normalizeTypedAmount } from '../kernel/utils/units.js'
import { fallbackNamespace, getChainEntry, namespaceServing } from '../state/chains/chainState.js'
import { getConnectedAccount } from '../state/chains/connectedAccount.js'
import { getBlockchainClient } from '../state/server/serverApi.js'
import { loadOnce } from '../state/services.js'
import type { Foyer } from '../types/foyer.js'

/** Something the on-ramp sells on the active network. */
export interface OnrampAsset {
  /** The purchase currency id ('ETH', 'fUSD'). */
  id: string
  name: string
  symbol: string
  /** The network as the on-ramp names it ('foyer-local', 'base'). */
  network: string
}

/** A way to pay, and the amounts it takes (spec section 5: card 10.00–7500.00, ACH 10.00–25000.00). */
export interface OnrampPaymentMethod {
  id: string
  min: string
  max: string
}

/** A provider the on-ramp lists, with its advertised fee range in percent. */
export interface OnrampProvider {
  id: string
  name: string
  feeRange: { min: string; max: string } | undefined
}

/** What a visitor can buy on the active network, paid how and through whom. */
export interface OnrampOffer {
  /** The payment currency ('USD'). */
  currency: string
  assets: OnrampAsset[]
  methods: OnrampPaymentMethod[]
  providers: OnrampProvider[]
  /**
   * True when the server could not answer and the spec's sample data stands in (section 8): the view
   * marks it as samples, which nothing can be bought from.
   */
  sample: boolean
}

/** A provider's quote: what the payment buys and what it costs, in the payment currency. */
export interface OnrampPrice {
  purchaseAmount: string
  symbol: string
  fee: string
  networkFee: string
  total: string
  currency: string
}

/** A purchase found in the account's on-ramp history. */
export interface OnrampPurchase {
  id: string
  amount: string | undefined
  symbol: string | undefined
}

/**
 * The spec's fallback data (sections 5, 8 and 9) for when the server's options call fails: USD by card
 * or bank account, the two providers, and the native currency of the Coinbase Pay chains.
 */
const sampleMethods: OnrampPaymentMethod[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const sampleProviders: OnrampProvider[] = [
  { id: 'coinbase', name: 'Coinbase', feeRange: { min: '1.00', max: '2.00' } },
  { id: 'meld', name: 'Meld', feeRange: { min: '1.00', max: '2.00' } },
]
/** Coinbase Pay's chains (spec section 9) by chain id. */
const sampleNetworks: Record<string, string> = {
  '1': 'ethereum',
  '42161': 'arbitrum',
  '137': 'polygon',
  '80094': 'berachain',
  '43114': 'avalanche-c-chain',
  '10': 'optimism',
  '42220': 'celo',
  '8453': 'base',
}

/** The on-ramp's failures the visitor sees: the server's reason when it gave one. */
export class OnrampError extends FoyerError {
  override name = 'OnrampError'
  constructor({ reason, cause }: { reason?: string | undefined; cause?: unknown }) {
    super(reason || t('error.onramp.open'), { code: 'ONRAMP_FAILED', cause })
  }
}

/** The connected account of the family the on-ramp serves (the adapter's `features.onramp`). */
const onrampAccount = (foyer: Foyer) => {
  const namespace = namespaceServing(foyer, 'onramp')
  return namespace ? getConnectedAccount(foyer, namespace) : undefined
}

/**
 * What can be bought on the active network (spec section 9: eip155 networks the on-ramp serves): the
 * server's options, else the spec's sample data. Undefined when nothing can be bought here (another
 * namespace, no server, no asset on this network), and the feature is then not offered.
 *
 * @example
 * const offer = await loadOnrampOffer(foyer) // { currency: 'USD', assets: [{ id: 'ETH', … }], … }
 */
export async function loadOnrampOffer(foyer: Foyer): Promise<OnrampOffer | undefined> {
  const account = onrampAccount(foyer)
  const pending = getBlockchainClient(foyer)
  if (!account || !pending) return undefined
  const chainId = String(account.network.id)
  try {
    const options = await (await pending).getOnrampOptions()
    const payment = options.paymentCurrencies[0]
    const assets = options.purchaseCurrencies.flatMap((currency) =>
      currency.networks
        .filter((network) => network.chain_id === chainId)
        .map((network) => ({
          id: currency.id,
          name: currency.name,
          symbol: currency.symbol,
          network: network.name,
        })),
    )
    if (!payment || assets.length === 0) return undefined
    return {
      currency: payment.id,
      assets,
      methods: payment.payment_method_limits,
      providers: (options.providers ?? []).map(({ id, name, feeRange }) => ({ id, name, feeRange })),
      sample: false,
    }
  } catch (cause) {
    const network = sampleNetworks[chainId]
    if (!network) return undefined
    // The spec's fallback, said (STYLE: a fallback is explicit and logged); the view marks it as samples.
    console.warn('Foyer: the on-ramp options could not be fetched; showing sample providers', cause)
    const { name, symbol } = account.network.nativeCurrency
    return {
      currency: 'USD',
      assets: [{ id: symbol, name, symbol, network }],
      methods: sampleMethods,
      providers: sampleProviders,
      sample: true,
    }
  }
}

/**
 * `loadOnrampOffer` once per instance, active network and account: the Buy views ask for it on every
 * visit and show it at once when it is known.
 *
 * @example
 * const offer = await getOnrampOffer(foyer)
 */
export function getOnrampOffer(foyer: Foyer): Promise<OnrampOffer | undefined> {
  const entry = getChainEntry(foyer)
  const key = `${entry?.networkState.caipNetwork?.caipNetworkId}|${entry?.accountState.address}|${entry?.accountState.status}`
  return loadOnce(foyer, `onrampOffer|${key}`, () => loadOnrampOffer(foyer))
}

/** Why an amount cannot be paid with `method`; undefined when it can. */
export type OnrampAmountProblem = 'invalid' | 'range'

/**
 * Checks a typed fiat amount (the page's decimal separator allowed, at most 2 decimals) against the
 * payment method's limits.
 *
 * @example
 * checkOnrampAmount('5', { id: 'card', min: '10.00', max: '7500.00' }) // 'range'
 */
export function checkOnrampAmount(
  amount: string,
  method: OnrampPaymentMethod,
): OnrampAmountProblem | undefined {
  const value = normalizeTypedAmount(amount.trim(), activeLocale())
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return 'invalid'
  const number = Number(value)
  return number < Number(method.min) || number > Number(method.max) ? 'range' : undefined
}

/** The fiat amount as the server reads it ('12.5'). */
const fiatOf = (amount: string) => normalizeTypedAmount(amount.trim(), activeLocale())

export interface OnrampOrder {
  asset: OnrampAsset
  /** The fiat amount as typed. */
  amount: string
  method: OnrampPaymentMethod
  provider: OnrampProvider
}

/**
 * A provider's quote for the order, from the Foyer server. Undefined when it cannot quote: the view then
 * says so rather than showing made-up numbers.
 *
 * @example
 * await quoteOnramp(foyer, { asset, amount: '50', method, provider }) // { purchaseAmount: '0.0163', symbol: 'ETH', … }
 */
export async function quoteOnramp(foyer: Foyer, order: OnrampOrder): Promise<OnrampPrice | undefined> {
  const pending = getBlockchainClient(foyer)
  if (!pending || checkOnrampAmount(order.amount, order.method)) return undefined
  try {
    const quote = await (await pending).getOnrampQuote({
      purchaseCurrency: order.asset.id,
      paymentCurrency: 'USD',
      amount: fiatOf(order.amount),
      network: order.asset.network,
      provider: order.provider.id,
      paymentMethod: order.method.id,
    })
    return {
      purchaseAmount: String(quote.purchaseAmount.amount),
      symbol: quote.purchaseAmount.currency,
      fee: String(quote.coinbaseFee.amount),
      networkFee: String(quote.networkFee.amount),
      total: String(quote.paymentTotal.amount),
      currency: quote.paymentTotal.currency,
    }
  } catch {
    return undefined
  }
}

/**
 * The account's on-ramp purchases on the active network (newest first), from its history with the
 * on-ramp filter: a purchase that appears after a checkout is the one made there.
 */
export async function fetchOnrampPurchases(foyer: Foyer): Promise<OnrampPurchase[]> {
  const account = onrampAccount(foyer)
  const pending = getBlockchainClient(foyer)
  if (!account || !pending) return []
  const { data } = await (await pending).fetchTransactions({
    account: account.address,
    chainId: account.network.caipNetworkId,
    onramp: 'any',
  })
  return data.map((transaction) => {
    const received = transaction.transfers.find((transfer) => transfer.direction === 'in')
    return {
      id: transaction.id,
      amount: received?.quantity?.numeric,
      symbol: received?.fungible_info?.symbol,
    }
  })
}

/**
 * Starts a purchase: the Foyer server creates the order with the chosen provider and answers the
 * provider's checkout URL, preset with the amount, the asset and the connected address as destination.
 * The caller opens it (a popup, as providers expect). Throws `OnrampError` with the server's reason.
 *
 * @example
 * const { url } = await startOnramp(foyer, { asset, amount: '50', method, provider })
 */
export async function startOnramp(foyer: Foyer, order: OnrampOrder): Promise<{ url: string }> {
  const account = onrampAccount(foyer)
  if (!account) throw new NotConnectedError({ namespace: fallbackNamespace(foyer) })
  const pending = getBlockchainClient(foyer)
  if (!pending) throw new NoServerError()
  try {
    return await (await pending).generateOnRampUrl({
      destinationWallets: [
        { address: account.address, blockchains: [order.asset.network], assets: [order.asset.id] },
      ],
      defaultNetwork: order.asset.network,
      partnerUserId: account.address,
      presetFiatAmount: Number(fiatOf(order.amount)),
      paymentCurrency: 'USD',
      provider: order.provider.id,
      paymentMethod: order.method.id,
    })
  } catch (cause) {
    // A refusal (4xx) names its reason; an outage's text ('down') would tell the visitor nothing.
    throw new OnrampError({
      reason: cause instanceof HttpError && cause.status < 500 ? cause.serverMessage : undefined,
      cause,
    })
  }
}
