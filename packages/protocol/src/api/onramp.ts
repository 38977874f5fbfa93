import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'
import { evmAccountSchema } from './params.js'
import { requestMessage as m } from './requestMessages.js'

// The request bodies of the on-ramp API (POST /v1/onramp/quote, POST /v1/generators/onrampurl). Their
// answers live in ../blockchain.ts.

/** How a purchase may be paid, and the fiat bounds of each (USD). */
export const ONRAMP_PAYMENT_METHOD_LIMITS = Object.freeze([
  Object.freeze({ id: 'card', min: '10.00', max: '7500.00' }),
  Object.freeze({ id: 'ach_bank_account', min: '10.00', max: '25000.00' }),
] as const)
export type OnrampPaymentMethodId = (typeof ONRAMP_PAYMENT_METHOD_LIMITS)[number]['id']

/** A currency named by id, or by an object with an id or a symbol (AppKit sends its whole entry). */
const currencyRefSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z.union([
      z.string().check(z.minLength(1), z.maxLength(64)),
      z.pipe(
        z
          .object({
            id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
            symbol: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
          })
          .check(z.refine((ref) => ref.id ?? ref.symbol, m('param.currencyRef'))),
        z.transform(
          (ref: { id?: string | undefined; symbol?: string | undefined }) => (ref.id ?? ref.symbol) as string,
        ),
      ),
    ]),
    z.transform((ref: string) => ref.trim()),
  ),
)
/** A fiat amount: at most 9 digits and 2 decimals, above zero. */
const fiatAmountSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .pipe(
      z.union([z.string(), z.number().check(z.nonnegative())]),
      z.transform((value: string | number) => String(value).trim()),
    )
    .check(
      z.refine(
        (value) => /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(value) && /[1-9]/.test(value),
        m('param.fiatAmount'),
      ),
    ),
)
const cryptoAmountSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .pipe(
      z.union([z.string(), z.number().check(z.positive())]),
      z.transform((value: string | number) => String(value).trim()),
    )
    .check(
      z.refine(
        (value) => /^[0-9]{1,30}(\.[0-9]{1,18})?$/.test(value) && Number(value) > 0,
        m('param.cryptoAmount'),
      ),
    ),
)
const paymentMethodSchema = /* @__PURE__ */ defineSchema(() =>
  z.enum(ONRAMP_PAYMENT_METHOD_LIMITS.map((limit) => limit.id) as [OnrampPaymentMethodId]),
)

/** POST /v1/onramp/quote body. */
export const onrampQuoteRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    purchaseCurrency: currencyRefSchema,
    paymentCurrency: currencyRefSchema,
    amount: fiatAmountSchema,
    network: z.optional(z.string().check(z.maxLength(64))),
    provider: z.optional(z.string().check(z.maxLength(64))),
    paymentMethod: z.optional(paymentMethodSchema),
  }),
)

/** POST /v1/generators/onrampurl body. */
export const onrampUrlRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    destinationWallets: z
      .array(
        z.object({
          address: evmAccountSchema,
          blockchains: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(50))),
          assets: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(50))),
        }),
      )
      .check(z.minLength(1, m('onramp.noDestination')), z.maxLength(10)),
    defaultNetwork: z.optional(z.string().check(z.maxLength(64))),
    partnerUserId: z.optional(z.string().check(z.maxLength(256))),
    defaultExperience: z.optional(z.enum(['buy', 'send'])),
    presetCryptoAmount: z.optional(cryptoAmountSchema),
    presetFiatAmount: z.optional(fiatAmountSchema),
    paymentCurrency: z.optional(z.string().check(z.maxLength(16))),
    provider: z.optional(z.string().check(z.maxLength(64))),
    paymentMethod: z.optional(paymentMethodSchema),
  }),
)

/** A checkout's one-time token: 32 random bytes, base64url. */
export const checkoutTokenSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, m('onramp.checkoutToken'))),
)

/** GET /onramp/sandbox query and POST /onramp/sandbox/complete body: the checkout's one-time token. */
export const sandboxCheckoutRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ checkout: checkoutTokenSchema }),
)
