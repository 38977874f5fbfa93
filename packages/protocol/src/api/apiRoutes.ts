import * as z from 'zod/mini'
import {
  acknowledgementSchema,
  allowanceSchema,
  approveCalldataSchema,
  balancesSchema,
  gasPriceSchema,
  identitySchema,
  nameRecordSchema,
  nameRecordsSchema,
  nameSuggestionsSchema,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  smartSessionsSchema,
  supportedChainsSchema,
  swapCalldataSchema,
  swapQuoteSchema,
  swapTokensSchema,
  tokenPriceSchema,
  transactionsSchema,
} from '../blockchain.js'
import { defineSchema } from '../defineSchema.js'
import { walletsPageSchema } from '../directory.js'
import {
  balanceQuerySchema,
  fungiblePriceRequestSchema,
  historyQuerySchema,
  indexerStatusAnswerSchema,
} from './account.js'
import {
  analyticsAcceptedAnswerSchema,
  analyticsConfigAnswerSchema,
  analyticsEventSchema,
  analyticsEventsAnswerSchema,
  analyticsEventsQuerySchema,
} from './analytics.js'
import {
  buildApproveQuerySchema,
  buildSwapRequestSchema,
  swapAllowanceQuerySchema,
  swapChainQuerySchema,
  swapFromQuerySchema,
  swapQuoteQuerySchema,
} from './convert.js'
import {
  type ApiRoute,
  bytesAnswerSchema,
  emptyRequestSchema as none,
  defineRoute as route,
} from './defineRoute.js'
import { healthAnswerSchema, readyAnswerSchema } from './health.js'
import {
  addressParamsSchema,
  anyZoneSuggestionsQuerySchema,
  identityQuerySchema,
  nameParamsSchema,
  profileAccountQuerySchema,
  profileReverseQuerySchema,
  registerNameRequestSchema,
  revokeSessionRequestSchema,
} from './names.js'
import { onrampQuoteRequestSchema, onrampUrlRequestSchema, sandboxCheckoutRequestSchema } from './onramp.js'
import { jsonRpcAnswerSchema, jsonRpcBodySchema, rpcQuerySchema } from './rpc.js'
import {
  okAnswerSchema,
  siwxAccountQuerySchema,
  siwxNonceAnswerSchema,
  siwxSessionsAnswerSchema,
  siwxVerifyAnswerSchema,
  siwxVerifyRequestSchema,
} from './siwx.js'
import { walletImageParamsSchema, walletsQuerySchema } from './walletsQuery.js'

const id = walletImageParamsSchema

/** Health, the wallet directory, analytics, the RPC proxy and the account data. */
const dataRoutes = /* @__PURE__ */ defineSchema((): ApiRoute[] => [
  route({ method: 'GET', path: '/health', request: none, answer: healthAnswerSchema }),
  route({ method: 'GET', path: '/ready', request: none, answer: readyAnswerSchema }),
  // Wallet directory and its images
  route({ method: 'GET', path: '/getWallets', request: walletsQuerySchema, answer: walletsPageSchema }),
  route({ method: 'GET', path: '/getWalletImage/:id', params: id, request: none, answer: bytesAnswerSchema }),
  route({
    method: 'GET',
    path: '/public/getAssetImage/:id',
    params: id,
    request: none,
    answer: bytesAnswerSchema,
  }),
  route({
    method: 'GET',
    path: '/public/getCurrencyImage/:id',
    params: id,
    request: none,
    answer: bytesAnswerSchema,
  }),
  route({
    method: 'GET',
    path: '/public/getTokenImage/:id',
    params: id,
    request: none,
    answer: bytesAnswerSchema,
  }),
  // Analytics
  route({ method: 'GET', path: '/getAnalyticsConfig', request: none, answer: analyticsConfigAnswerSchema }),
  route({ method: 'POST', path: '/e', request: analyticsEventSchema, answer: analyticsAcceptedAnswerSchema }),
  route({
    method: 'GET',
    path: '/v1/analytics/events',
    request: analyticsEventsQuerySchema,
    answer: analyticsEventsAnswerSchema,
  }),
  // Chain RPC proxy
  route({
    method: 'POST',
    path: '/v1',
    query: rpcQuerySchema,
    request: jsonRpcBodySchema,
    answer: jsonRpcAnswerSchema,
  }),
  route({
    method: 'POST',
    path: '/v1/',
    query: rpcQuerySchema,
    request: jsonRpcBodySchema,
    answer: jsonRpcAnswerSchema,
  }),
  // Balances, history, prices
  route({
    method: 'GET',
    path: '/v1/account/:address/balance',
    params: addressParamsSchema,
    request: balanceQuerySchema,
    answer: balancesSchema,
  }),
  route({
    method: 'GET',
    path: '/v1/account/:address/history',
    params: addressParamsSchema,
    request: historyQuerySchema,
    answer: transactionsSchema,
  }),
  route({
    method: 'POST',
    path: '/v1/fungible/price',
    request: fungiblePriceRequestSchema,
    answer: tokenPriceSchema,
  }),
  route({ method: 'GET', path: '/v1/indexer/status', request: none, answer: indexerStatusAnswerSchema }),
  route({ method: 'GET', path: '/v1/supported-chains', request: none, answer: supportedChainsSchema }),
])

/** Names and swaps. */
const nameAndSwapRoutes = /* @__PURE__ */ defineSchema((): ApiRoute[] => [
  // Names
  route({
    method: 'GET',
    path: '/v1/identity/:address',
    params: addressParamsSchema,
    request: identityQuerySchema,
    answer: identitySchema,
  }),
  route({
    method: 'GET',
    path: '/v1/profile/account/:name',
    params: nameParamsSchema,
    request: profileAccountQuerySchema,
    answer: nameRecordSchema,
  }),
  route({
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    params: addressParamsSchema,
    request: profileReverseQuerySchema,
    answer: nameRecordsSchema,
  }),
  route({
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    params: nameParamsSchema,
    request: anyZoneSuggestionsQuerySchema,
    answer: nameSuggestionsSchema,
  }),
  route({
    method: 'POST',
    path: '/v1/profile/account',
    request: registerNameRequestSchema,
    answer: nameRecordSchema,
  }),
  // Swaps
  route({
    method: 'GET',
    path: '/v1/convert/tokens',
    request: swapChainQuerySchema,
    answer: swapTokensSchema,
  }),
  route({
    method: 'GET',
    path: '/v1/convert/quotes',
    request: z.extend(swapQuoteQuerySchema, swapFromQuerySchema.shape),
    answer: swapQuoteSchema,
  }),
  route({
    method: 'GET',
    path: '/v1/convert/allowance',
    request: swapAllowanceQuerySchema,
    answer: allowanceSchema,
  }),
  route({
    method: 'GET',
    path: '/v1/convert/gas-price',
    request: swapChainQuerySchema,
    answer: gasPriceSchema,
  }),
  route({
    method: 'GET',
    path: '/v1/convert/build-approve',
    request: z.extend(buildApproveQuerySchema, swapFromQuerySchema.shape),
    answer: approveCalldataSchema,
  }),
  route({
    method: 'POST',
    path: '/v1/convert/build-transaction',
    request: z.extend(buildSwapRequestSchema, swapFromQuerySchema.shape),
    answer: swapCalldataSchema,
  }),
])

/** On-ramp, smart sessions and the sign-in backend. */
const onrampAndSessionRoutes = /* @__PURE__ */ defineSchema((): ApiRoute[] => [
  // On-ramp and its sandbox checkout (HTML pages)
  route({ method: 'GET', path: '/v1/onramp/options', request: none, answer: onrampOptionsSchema }),
  route({
    method: 'POST',
    path: '/v1/onramp/quote',
    request: onrampQuoteRequestSchema,
    answer: onrampQuoteSchema,
  }),
  route({
    method: 'POST',
    path: '/v1/generators/onrampurl',
    request: onrampUrlRequestSchema,
    answer: onrampUrlSchema,
  }),
  route({
    method: 'GET',
    path: '/onramp/sandbox',
    request: sandboxCheckoutRequestSchema,
    answer: bytesAnswerSchema,
  }),
  route({
    method: 'POST',
    path: '/onramp/sandbox/complete',
    request: sandboxCheckoutRequestSchema,
    answer: bytesAnswerSchema,
  }),
  // Smart sessions
  route({
    method: 'GET',
    path: '/v1/sessions/:address',
    params: addressParamsSchema,
    request: none,
    answer: smartSessionsSchema,
  }),
  route({
    method: 'POST',
    path: '/v1/sessions/:address/revoke',
    params: addressParamsSchema,
    request: revokeSessionRequestSchema,
    answer: acknowledgementSchema,
  }),
  // Sign-in backend
  route({ method: 'GET', path: '/v1/siwx/nonce', request: none, answer: siwxNonceAnswerSchema }),
  route({
    method: 'POST',
    path: '/v1/siwx/verify',
    request: siwxVerifyRequestSchema,
    answer: siwxVerifyAnswerSchema,
  }),
  route({
    method: 'GET',
    path: '/v1/siwx/sessions',
    request: siwxAccountQuerySchema,
    answer: siwxSessionsAnswerSchema,
  }),
  route({
    method: 'DELETE',
    path: '/v1/siwx/sessions',
    request: siwxAccountQuerySchema,
    answer: okAnswerSchema,
  }),
])

/**
 * The routes of the Foyer server's HTTP API besides the email login (`authApiRoutes`): every path
 * the server answers, with the protocol schemas of its request and its answer. A test of the server
 * walks its route table and fails on a route that is not listed here.
 */
export const blockchainApiRoutes: readonly ApiRoute[] = /* @__PURE__ */ defineSchema(() => [
  ...dataRoutes,
  ...nameAndSwapRoutes,
  ...onrampAndSessionRoutes,
])
