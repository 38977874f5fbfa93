import { defineSchema } from '../defineSchema.js'
import {
  deviceShareSchema,
  emailUpdateSchema,
  emailUpdateVerifySchema,
  otpRequestSchema,
  otpVerifySchema,
  passkeyAddSchema,
  passkeyOpenSchema,
  paymasterParamsSchema,
  paymasterRequestSchema,
  recoveryEvaluateSchema,
  recoveryOpenSchema,
  sessionDeleteQuerySchema,
  socialCallbackSchema,
  socialFinishSchema,
  socialStartSchema,
  walletRequestSchema,
} from './auth.js'
import {
  emailUpdateAnswerSchema,
  emailUpdateVerifyAnswerSchema,
  otpAnswerSchema,
  otpVerifyAnswerSchema,
  passkeyOpenAnswerSchema,
  passkeysAnswerSchema,
  recoveryAnswerSchema,
  recoveryEvaluateAnswerSchema,
  recoveryOpenAnswerSchema,
  sessionAnswerSchema,
  socialFinishAnswerSchema,
  socialStartAnswerSchema,
  walletAnswerSchema,
} from './authAnswers.js'
import {
  type ApiRoute,
  bytesAnswerSchema,
  errorBodySchema,
  noContentAnswerSchema as noContent,
  emptyRequestSchema as none,
  defineRoute as route,
} from './defineRoute.js'
import { jsonRpcResponseSchema } from './rpc.js'

/** Where the email login is mounted. */
export const AUTH_API_PATH = '/auth/v1'

/**
 * The routes of the email and social login (`/auth/v1`, the secure login frame's API), with the protocol
 * schemas of their requests and answers. A test of the server walks its route table against it.
 */
export const authApiRoutes: readonly ApiRoute[] = /* @__PURE__ */ defineSchema(() => [
  route({ method: 'POST', path: '/auth/v1/email/otp', request: otpRequestSchema, answer: otpAnswerSchema }),
  route({
    method: 'POST',
    path: '/auth/v1/email/verify',
    request: otpVerifySchema,
    answer: otpVerifyAnswerSchema,
  }),
  route({ method: 'GET', path: '/auth/v1/session', request: none, answer: sessionAnswerSchema }),
  route({ method: 'DELETE', path: '/auth/v1/session', request: sessionDeleteQuerySchema, answer: noContent }),
  route({ method: 'PUT', path: '/auth/v1/wallet', request: walletRequestSchema, answer: noContent }),
  route({ method: 'GET', path: '/auth/v1/wallet', request: none, answer: walletAnswerSchema }),
  route({
    method: 'PUT',
    path: '/auth/v1/wallet/device-share',
    request: deviceShareSchema,
    answer: noContent,
  }),
  route({ method: 'GET', path: '/auth/v1/recovery', request: none, answer: recoveryAnswerSchema }),
  route({
    method: 'POST',
    path: '/auth/v1/recovery/evaluate',
    request: recoveryEvaluateSchema,
    answer: recoveryEvaluateAnswerSchema,
  }),
  route({
    method: 'POST',
    path: '/auth/v1/recovery/open',
    request: recoveryOpenSchema,
    answer: recoveryOpenAnswerSchema,
  }),
  route({ method: 'GET', path: '/auth/v1/recovery/passkeys', request: none, answer: passkeysAnswerSchema }),
  route({ method: 'POST', path: '/auth/v1/recovery/passkeys', request: passkeyAddSchema, answer: noContent }),
  route({
    method: 'POST',
    path: '/auth/v1/recovery/passkeys/open',
    request: passkeyOpenSchema,
    answer: passkeyOpenAnswerSchema,
  }),
  route({
    method: 'POST',
    path: '/auth/v1/email/update',
    request: emailUpdateSchema,
    answer: emailUpdateAnswerSchema,
  }),
  route({
    method: 'POST',
    path: '/auth/v1/email/update/verify',
    request: emailUpdateVerifySchema,
    answer: emailUpdateVerifyAnswerSchema,
  }),
  // The social login, with an `auth.social` config only. The callback answers an HTML page.
  route({
    method: 'POST',
    path: '/auth/v1/social/start',
    request: socialStartSchema,
    answer: socialStartAnswerSchema,
  }),
  route({
    method: 'GET',
    path: '/auth/v1/social/callback',
    request: socialCallbackSchema,
    answer: bytesAnswerSchema,
  }),
  route({
    method: 'POST',
    path: '/auth/v1/social/callback',
    request: socialCallbackSchema,
    answer: bytesAnswerSchema,
  }),
  route({
    method: 'POST',
    path: '/auth/v1/social/finish',
    request: socialFinishSchema,
    answer: socialFinishAnswerSchema,
  }),
  // Sponsored gas for the session's own smart account (issue #29): one ERC-7677 JSON-RPC request
  // (pm_getPaymasterStubData, pm_getPaymasterData) for the chain in the path, checked by the server (the
  // sender, the factory call, the hourly limit) and forwarded to the chain's paymaster service. Refusals
  // are JSON-RPC errors too. Mounted only when a chain has a paymaster.
  route({
    method: 'POST',
    path: '/auth/v1/paymaster/:chainId',
    params: paymasterParamsSchema,
    request: paymasterRequestSchema,
    answer: jsonRpcResponseSchema,
  }),
  // Any other path under /auth/v1: a 404 with the error body.
  route({ method: 'ALL', path: '/auth/v1/*', request: none, answer: errorBodySchema }),
])
