import * as z from 'zod/mini'
import { defineSchema } from './defineSchema.js'

/**
 * Answer shapes of the blockchain API (spec section 7, v1 paths), parsed at the edge. Fields the spec
 * names are required; the rest is optional so that a richer server answer still parses. Shapes the spec
 * does not show (profile, sessions) are documented here and kept loose (unknown fields pass through).
 */

const amount = /* @__PURE__ */ defineSchema(() =>
  z.object({ amount: z.union([z.string(), z.number()]), currency: z.string() }),
)
const nullableString = /* @__PURE__ */ defineSchema(() => z.optional(z.nullable(z.string())))

/** GET /v1/supported-chains: CAIP network ids served over HTTP and WebSocket. */
export const supportedChainsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ http: z.array(z.string()), ws: z.array(z.string()) }),
)
export type SupportedChains = z.output<typeof supportedChainsSchema>

/** GET /v1/identity/{address}. */
export const identitySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
)
export type Identity = z.output<typeof identitySchema>

/** A token balance (spec section 3, Token balance): the shape of the account state's tokenBalance. */
export const balanceSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string(),
    address: z.optional(z.string()),
    value: z.optional(z.number()),
    /** USD; absent when the server knows no price for the token (it never guesses one). */
    price: z.optional(z.number()),
    iconUrl: z.string(),
    quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  }),
)
export type Balance = z.output<typeof balanceSchema>

/** GET /v1/account/{address}/balance. */
export const balancesSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ balances: z.array(balanceSchema) }),
)
export type Balances = z.output<typeof balancesSchema>

const transferSchema = /* @__PURE__ */ defineSchema(() =>
  z.looseObject({
    direction: z.optional(z.string()),
    quantity: z.optional(z.object({ numeric: z.string() })),
    value: z.optional(z.nullable(z.number())),
    price: z.optional(z.nullable(z.number())),
    fungible_info: z.optional(
      z.looseObject({
        name: z.optional(z.string()),
        symbol: z.optional(z.string()),
        icon: z.optional(z.nullable(z.object({ url: z.string() }))),
      }),
    ),
    nft_info: z.optional(
      z.looseObject({
        name: z.optional(z.string()),
        contract_address: z.optional(z.string()),
        token_id: z.optional(z.string()),
        content: z.optional(
          z.object({
            preview: z.optional(z.nullable(z.object({ url: z.string(), content_type: nullableString }))),
          }),
        ),
        flags: z.object({ is_spam: z.boolean() }),
      }),
    ),
  }),
)

/** A transaction of the account history (spec section 3, Transaction). */
export const transactionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string(),
    metadata: z.object({
      operationType: z.string(),
      hash: z.optional(z.string()),
      minedAt: z.string(),
      sentFrom: z.string(),
      sentTo: z.string(),
      status: z.string(),
      nonce: z.optional(z.number()),
      chain: nullableString,
    }),
    transfers: z.array(transferSchema),
  }),
)
export type Transaction = z.output<typeof transactionSchema>

/** GET /v1/account/{address}/history: one page and the cursor of the next (null at the end). */
export const transactionsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ data: z.array(transactionSchema), next: z.nullable(z.string()) }),
)
export type Transactions = z.output<typeof transactionsSchema>

/** GET /v1/convert/quotes. */
export const swapQuoteSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    quotes: z.array(
      z.object({
        id: nullableString,
        fromAmount: z.string(),
        fromAccount: z.optional(z.string()),
        toAmount: z.string(),
        toAccount: z.optional(z.string()),
      }),
    ),
  }),
)
export type SwapQuote = z.output<typeof swapQuoteSchema>

/** A token the swap accepts; `address` is a CAIP address (e.g. eip155:1:0x…). */
export const swapTokenSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: z.string(),
    symbol: z.string(),
    address: z.string(),
    decimals: z.number(),
    logoUri: z.string(),
    eip2612: z.optional(z.boolean()),
  }),
)
export type SwapToken = z.output<typeof swapTokenSchema>

/** GET /v1/convert/tokens. */
export const swapTokensSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ tokens: z.array(swapTokenSchema) }),
)

/** POST /v1/fungible/price. */
export const tokenPriceSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    fungibles: z.array(
      z.object({
        address: z.optional(z.string()),
        name: z.string(),
        symbol: z.string(),
        iconUrl: z.optional(z.string()),
        price: z.number(),
      }),
    ),
  }),
)
export type TokenPrice = z.output<typeof tokenPriceSchema>

/** GET /v1/convert/allowance. */
export const allowanceSchema = /* @__PURE__ */ defineSchema(() => z.object({ allowance: z.string() }))
export type Allowance = z.output<typeof allowanceSchema>

/** GET /v1/convert/gas-price. */
export const gasPriceSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    standard: z.string(),
    fast: z.optional(z.string()),
    instant: z.optional(z.string()),
  }),
)
export type GasPrice = z.output<typeof gasPriceSchema>

const bigish = /* @__PURE__ */ defineSchema(() => z.union([z.string(), z.number()]))

/** POST /v1/convert/build-transaction. */
export const swapCalldataSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    tx: z.object({
      from: z.optional(z.string()),
      to: z.string(),
      data: z.string(),
      amount: z.optional(z.string()),
      value: z.optional(z.string()),
      eip155: z.object({ gas: bigish, gasPrice: bigish }),
    }),
  }),
)
export type SwapCalldata = z.output<typeof swapCalldataSchema>

/** GET /v1/convert/build-approve. */
export const approveCalldataSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    tx: z.object({
      from: z.string(),
      to: z.string(),
      data: z.string(),
      value: z.string(),
      eip155: z.object({ gas: z.optional(bigish), gasPrice: bigish }),
    }),
  }),
)
export type ApproveCalldata = z.output<typeof approveCalldataSchema>

/**
 * A registered name (GET /v1/profile/account/{name}, items of GET /v1/profile/reverse/{address}, answer of
 * POST /v1/profile/account). Not shown by the spec; the Foyer server's shape: `name` (with suffix),
 * `addresses` by coin type (`created` in unix seconds), `attributes` (avatar, bio), `registered` /
 * `updated` (unix seconds).
 */
export const nameRecordSchema = /* @__PURE__ */ defineSchema(() =>
  z.looseObject({
    name: z.string(),
    registered: z.optional(z.number()),
    updated: z.optional(z.number()),
    addresses: z.optional(
      z.record(
        z.string(),
        z.looseObject({ address: z.string(), created: z.optional(z.union([z.number(), z.string()])) }),
      ),
    ),
    attributes: z.optional(z.record(z.string(), z.string())),
  }),
)
export type NameRecord = z.output<typeof nameRecordSchema>

/** GET /v1/profile/reverse/{address}. */
export const nameRecordsSchema = /* @__PURE__ */ defineSchema(() => z.array(nameRecordSchema))

/** GET /v1/profile/suggestions/{name}. */
export const nameSuggestionsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
  }),
)
export type NameSuggestions = z.output<typeof nameSuggestionsSchema>

/** POST /v1/generators/onrampurl. */
export const onrampUrlSchema = /* @__PURE__ */ defineSchema(() => z.object({ url: z.string() }))

/** GET /v1/onramp/options. */
export const onrampOptionsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    paymentCurrencies: z.array(
      z.object({
        id: z.string(),
        payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
      }),
    ),
    purchaseCurrencies: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        symbol: z.string(),
        networks: z.array(
          z.object({
            name: z.string(),
            display_name: z.string(),
            chain_id: z.string(),
            contract_address: z.string(),
          }),
        ),
      }),
    ),
    /** The on-ramp providers (spec section 9: two, fee range 1-2 percent each), when the server lists them. */
    providers: z.optional(
      z.array(
        z.looseObject({
          id: z.string(),
          name: z.string(),
          feePercent: z.optional(z.string()),
          feeRange: z.optional(z.object({ min: z.string(), max: z.string() })),
        }),
      ),
    ),
  }),
)
export type OnrampOptions = z.output<typeof onrampOptionsSchema>

/** POST /v1/onramp/quote (spec section 3, On-ramp quote). */
export const onrampQuoteSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    coinbaseFee: amount,
    networkFee: amount,
    paymentSubtotal: amount,
    paymentTotal: amount,
    purchaseAmount: amount,
    quoteId: z.string(),
  }),
)
export type OnrampQuote = z.output<typeof onrampQuoteSchema>

/**
 * GET /v1/sessions/{address}. Not shown by the spec; the Foyer server's shape: `sessions`, the granted
 * permission contexts (ERC-7715), each with its id `pci`, `expiry` (unix seconds), `permissions`,
 * `policies`, `context` and `revoked` (unknown fields pass through).
 */
export const smartSessionsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    sessions: z.array(
      z.looseObject({
        pci: z.string(),
        expiry: z.optional(z.number()),
        permissions: z.optional(z.array(z.unknown())),
        policies: z.optional(z.array(z.unknown())),
        context: z.optional(z.string()),
        revoked: z.optional(z.boolean()),
      }),
    ),
  }),
)
export type SmartSessions = z.output<typeof smartSessionsSchema>

/** POST /v1/sessions/{address}/revoke and other acknowledgements: any object. */
export const acknowledgementSchema = /* @__PURE__ */ defineSchema(() => z.optional(z.looseObject({})))
