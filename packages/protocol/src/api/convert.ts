import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'
import {
  baseUnitAmountSchema,
  caipNetworkIdSchema,
  evmAccountSchema,
  evmCaipAddressSchema,
} from './params.js'
import { requestMessage as m } from './requestMessages.js'

// The swap requests (spec section 7, /v1/convert). Tokens are CAIP addresses ('eip155:31337:0x…'),
// amounts integer strings in the token's smallest unit. Their answers live in ../blockchain.ts.

const slippageSchema = /* @__PURE__ */ defineSchema(() =>
  z.coerce
    .number({ error: m('param.slippage') })
    .check(z.minimum(0, m('param.slippage')), z.maximum(50, m('param.slippage'))),
)

/** GET /v1/convert/tokens and /v1/convert/gas-price query. */
export const swapChainQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ chainId: caipNetworkIdSchema }),
)

/** The token that names a swap's network (read first, so that an unserved network is reported first). */
export const swapFromQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ from: evmCaipAddressSchema }),
)

/** GET /v1/convert/quotes query (besides `from`). */
export const swapQuoteQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    to: evmCaipAddressSchema,
    amount: baseUnitAmountSchema,
    userAddress: evmAccountSchema,
    gasPrice: z.optional(z.string().check(z.regex(/^[0-9]{1,78}$/, m('param.wei')))),
    chainId: z.optional(caipNetworkIdSchema),
  }),
)

/** GET /v1/convert/allowance query. */
export const swapAllowanceQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ tokenAddress: evmCaipAddressSchema, userAddress: evmAccountSchema }),
)

/** GET /v1/convert/build-approve query (besides `from`). */
export const buildApproveQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    to: evmCaipAddressSchema,
    userAddress: evmAccountSchema,
    amount: z.optional(baseUnitAmountSchema),
  }),
)

/** POST /v1/convert/build-transaction body (besides `from`). */
export const buildSwapRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    to: evmCaipAddressSchema,
    amount: baseUnitAmountSchema,
    userAddress: evmAccountSchema,
    eip155: z.optional(z.object({ slippage: slippageSchema })),
    projectId: z.optional(z.string().check(z.maxLength(128))),
    disableEstimate: z.optional(z.boolean()),
  }),
)
