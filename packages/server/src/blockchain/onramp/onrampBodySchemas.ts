import { z } from 'zod'
import { t } from '../messages.js'
import { evmAccountSchema } from '../shared/schemas.js'
import { toCents } from './fiatCents.js'
import { PAYMENT_METHOD_LIMITS, type PaymentMethodId } from './onrampConstants.js'

// The request bodies of the on-ramp API (POST /v1/onramp/quote, POST /v1/generators/onrampurl).

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

export const quoteBodySchema = z.object({
  purchaseCurrency: currencyRefSchema,
  paymentCurrency: currencyRefSchema,
  amount: fiatAmountSchema,
  network: z.string().max(64).optional(),
  provider: z.string().max(64).optional(),
  paymentMethod: paymentMethodSchema.optional(),
})

export const urlBodySchema = z.object({
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
