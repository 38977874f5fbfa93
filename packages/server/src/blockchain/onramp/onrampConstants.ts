/**
 * The on-ramp's fixed data (spec sections 5 and 9): the payment methods and their limits, the fiat
 * currencies the sandbox takes, and the two providers it lists, each with a fee in the spec's 1–2 %
 * range. The quote's `coinbaseFee` field carries the chosen provider's fee.
 */

/** Payment methods and their limits in the payment currency (spec section 5): the wire's, from @foyer/protocol. */
export {
  ONRAMP_PAYMENT_METHOD_LIMITS as PAYMENT_METHOD_LIMITS,
  type OnrampPaymentMethodId as PaymentMethodId,
} from '@foyer/protocol'

/** Fiat currencies the sandbox quotes in: USD only, since prices come from USD pools. */
export const PAYMENT_CURRENCIES = Object.freeze(['USD'])

export interface OnrampProvider {
  id: string
  name: string
  /** The fee in basis points of the payment total (150 = 1.5 %). */
  feeBps: number
  /** The provider's advertised fee range in percent. */
  feeRange: { min: number; max: number }
}

/** The two providers listed (both settle through this server's sandbox). The first is the default. */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = Object.freeze([
  Object.freeze({ id: 'foyer-pay', name: 'Foyer Pay (sandbox)', feeBps: 150, feeRange: { min: 1, max: 2 } }),
  Object.freeze({
    id: 'harbor-ramp',
    name: 'Harbor Ramp (sandbox)',
    feeBps: 100,
    feeRange: { min: 1, max: 2 },
  }),
])

/** The fiat amount of an order when the caller presets none. */
export const DEFAULT_FIAT_AMOUNT_CENTS = 100_00n

/** Gas of the delivery transaction, for the network fee: a native transfer, or an ERC-20 transfer. */
export const DELIVERY_GAS = Object.freeze({ native: 21_000n, token: 65_000n })
