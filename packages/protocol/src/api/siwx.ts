import * as z from 'zod/mini'
import { decodeBase58 } from '../base58.js'
import { defineSchema } from '../defineSchema.js'
import { caipNetworkIdSchema } from './params.js'
import { requestMessage as m } from './requestMessages.js'

// The sign-in backend (`/v1/siwx`, issue #5): nonce, verify, sessions. The token of `POST /verify`
// travels back in the `x-siwx-token` header (`SIWX_TOKEN_HEADER`).

/** GET /v1/siwx/nonce → a one-time nonce for the message to sign. */
export const siwxNonceAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/)) }),
)

/**
 * POST /v1/siwx/verify body. The signature's form depends on the message's chain (0x hex for eip155,
 * base58 for Solana): checked once the message is read (`hexSignatureSchema`, `solanaSignatureSchema`).
 */
export const siwxVerifyRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    message: z.string().check(z.minLength(1), z.maxLength(8192)),
    signature: z.string().check(z.minLength(1), z.maxLength(8192)),
  }),
)

/** A Solana signature as a wallet answers it: base58 of 64 bytes (Ed25519). */
export const solanaSignatureSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .check(
      z.refine((text) => text.length <= 100 && decodeBase58(text)?.length === 64, m('param.solanaSignature')),
    ),
)

const optionalString = /* @__PURE__ */ defineSchema(() => z.optional(z.string()))

/** The fields of a signed message (EIP-4361 / CAIP-122) as the server read them (`SiwxMessageFields`). */
export const siwxMessageDataSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    accountAddress: z.string(),
    chainId: z.templateLiteral([z.string(), ':', z.string()]),
    domain: z.string(),
    scheme: optionalString,
    uri: z.string(),
    version: z.literal('1'),
    nonce: z.string(),
    statement: optionalString,
    issuedAt: optionalString,
    expirationTime: optionalString,
    notBefore: optionalString,
    requestId: optionalString,
    resources: z.optional(z.readonly(z.array(z.string()))),
  }),
)

/** A sign-in session: the message, its signature and its fields. */
export const siwxSessionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ data: siwxMessageDataSchema, message: z.string(), signature: z.string() }),
)
export type SiwxSession = z.output<typeof siwxSessionSchema>

/** POST /v1/siwx/verify → the session and its token (kept by the server only as its SHA-256). */
export const siwxVerifyAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ token: z.string().check(z.minLength(1)), session: siwxSessionSchema }),
)

/** GET and DELETE /v1/siwx/sessions query: the account the sessions are of. */
export const siwxAccountQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ chainId: caipNetworkIdSchema, address: z.string().check(z.maxLength(128)) }),
)

/** GET /v1/siwx/sessions → the unexpired sessions of the token's account. */
export const siwxSessionsAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ sessions: z.array(siwxSessionSchema) }),
)

/** DELETE /v1/siwx/sessions → done. */
export const okAnswerSchema = /* @__PURE__ */ defineSchema(() => z.object({ ok: z.literal(true) }))
