import * as z from 'zod/mini'
import { checksumAddress } from '../checksumAddress.js'
import { defineSchema } from '../defineSchema.js'
import { requestMessage as m } from './requestMessages.js'

// The request bodies of the email login (`/auth/v1`): codes, the wallet's shares, recovery and
// recovery passkeys, email update. Shares and recovery material travel as canonical base64.

/** The largest auth share (the frame's sealed key share) a wallet stores, in bytes. */
export const MAX_AUTH_SHARE_BYTES = 1024
/** The largest recovery envelope (password's or passkey's seal), in bytes. */
export const MAX_RECOVERY_SHARE_BYTES = 4096

const body = { error: m('auth.body') }

/** An email address, trimmed and lower-cased (at most 254 characters). */
export const emailSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z.string({ error: m('auth.email') }).check(z.trim(), z.toLowerCase()),
    z.email({ error: m('auth.email') }).check(z.maxLength(254, { error: m('auth.email') })),
  ),
)

/** The id the login frame keeps for its device: random, 16 to 128 URL-safe characters. */
export const deviceIdSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string({ error: m('auth.deviceId') })
    .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, { error: m('auth.deviceId') })),
)

const otpSchema = /* @__PURE__ */ defineSchema(() =>
  z.string({ error: m('auth.otp') }).check(z.regex(/^\d{6}$/, { error: m('auth.otp') })),
)

/** An EVM address in its EIP-55 checksummed form (all lower or all upper case is refused). */
const checksummedAddressSchema = /* @__PURE__ */ defineSchema(() =>
  z.string({ error: m('auth.address') }).check(
    z.refine((value) => /^0x[0-9a-fA-F]{40}$/.test(value) && checksumAddress(value) === value, {
      error: m('auth.address'),
    }),
  ),
)

function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function decodeBase64(value: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(value), (character) => character.charCodeAt(0))
  } catch {
    return undefined // not base64 at all: refused like a non-canonical text
  }
}

/** Canonical base64 (padded) of 1 to `max` bytes, decoded. */
function base64Schema(max: number) {
  const error = m('auth.share', { max })
  return z.pipe(
    z
      .string({ error })
      .check(z.maxLength(Math.ceil(max / 3) * 4, { error }), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error })),
    z.transform((value: string, ctx) => {
      const bytes = decodeBase64(value)
      if (!bytes || bytes.length === 0 || bytes.length > max || encodeBase64(bytes) !== value) {
        ctx.issues.push({ code: 'custom', message: error, input: value })
        return z.NEVER
      }
      return bytes
    }),
  )
}

/** POST /auth/v1/email/otp body. */
export const otpRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ email: emailSchema, deviceId: deviceIdSchema }, body),
)
/** POST /auth/v1/email/verify body. */
export const otpVerifySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ email: emailSchema, deviceId: deviceIdSchema, otp: otpSchema }, body),
)
/** Argon2id's cost as the frame chose it: at least RFC 9106's minimum, at most what a frame computes. */
const recoveryKdfSchema = /* @__PURE__ */ defineSchema(() =>
  z.object(
    {
      memoryKiB: z.int().check(z.minimum(8), z.maximum(1024 * 1024)),
      passes: z.int().check(z.minimum(1), z.maximum(16)),
      parallelism: z.int().check(z.minimum(1), z.maximum(4)),
    },
    body,
  ),
)
/** Recovery salts, verifiers and OPRF elements: base64 of 16 to 64 bytes. */
const recoveryBytesSchema = /* @__PURE__ */ defineSchema(() =>
  base64Schema(64).check(z.refine((bytes) => bytes.length >= 16, body)),
)
/** PUT /auth/v1/wallet body. */
export const walletRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object(
    {
      address: checksummedAddressSchema,
      authShare: base64Schema(MAX_AUTH_SHARE_BYTES),
      recoveryShare: base64Schema(MAX_RECOVERY_SHARE_BYTES),
      recovery: z.object(
        { salt: recoveryBytesSchema, kdf: recoveryKdfSchema, verifier: recoveryBytesSchema },
        body,
      ),
    },
    body,
  ),
)
/** POST /auth/v1/recovery/evaluate body. */
export const recoveryEvaluateSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ blinded: recoveryBytesSchema }, body),
)
/** POST /auth/v1/recovery/open body. */
export const recoveryOpenSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ verifier: recoveryBytesSchema }, body),
)
/** PUT /auth/v1/wallet/device-share body. */
export const deviceShareSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ authShare: base64Schema(MAX_AUTH_SHARE_BYTES) }, body),
)
/** POST /auth/v1/email/update body. */
export const emailUpdateSchema = /* @__PURE__ */ defineSchema(() => z.object({ newEmail: emailSchema }, body))
/** POST /auth/v1/email/update/verify body. */
export const emailUpdateVerifySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ primaryOtp: otpSchema, secondaryOtp: otpSchema }, body),
)
/** A WebAuthn credential id: canonical base64 of 16 to 1023 bytes (the spec's bounds). */
const credentialIdSchema = /* @__PURE__ */ defineSchema(() =>
  base64Schema(1023).check(z.refine((bytes) => bytes.length >= 16, { error: m('auth.credentialId') })),
)
/** POST /auth/v1/recovery/passkeys body. */
export const passkeyAddSchema = /* @__PURE__ */ defineSchema(() =>
  z.object(
    {
      credentialId: credentialIdSchema,
      prfSalt: base64Schema(32).check(z.refine((bytes) => bytes.length === 32, { error: m('auth.prfSalt') })),
      envelope: base64Schema(MAX_RECOVERY_SHARE_BYTES),
      signature: z
        .string({ error: m('auth.signature') })
        .check(z.regex(/^0x[0-9a-fA-F]{130}$/, { error: m('auth.signature') })),
    },
    body,
  ),
)
/** POST /auth/v1/recovery/passkeys/open body. */
export const passkeyOpenSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ credentialId: credentialIdSchema }, body),
)
/** POST /auth/v1/social/start body: the provider ('google'…; the server refuses one it does not offer). */
export const socialStartSchema = /* @__PURE__ */ defineSchema(() =>
  z.object(
    { provider: z.string({ error: m('auth.body') }).check(z.maxLength(32, body)), deviceId: deviceIdSchema },
    body,
  ),
)
/** POST /auth/v1/social/finish body: the `state` its start answered (43 base64url characters). */
export const socialFinishSchema = /* @__PURE__ */ defineSchema(() =>
  z.object(
    {
      state: z.string({ error: m('auth.body') }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, body)),
      deviceId: deviceIdSchema,
    },
    body,
  ),
)
/**
 * GET /auth/v1/social/callback query, or POST body (a form, Apple's `form_post`): what the provider sends
 * back. Every field is optional: the page answers a missing one with its failure.
 */
export const socialCallbackSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    state: z.optional(z.string()),
    code: z.optional(z.string()),
    error: z.optional(z.string()),
    user: z.optional(z.string()),
  }),
)
/** DELETE /auth/v1/session query: `all=1` ends every session of the account. */
export const sessionDeleteQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ all: z.optional(z.enum(['1', 'true'], { error: m('auth.all') })) }),
)
/** POST /auth/v1/paymaster/:chainId path: an EVM chain id in decimal. */
export const paymasterParamsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ chainId: z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)) }),
)
/**
 * POST /auth/v1/paymaster/:chainId body: one ERC-7677 request, `params` being
 * `[userOperation, entryPoint, chainIdHex, context?]` (the server reads and checks the user operation).
 */
export const paymasterRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.optional(z.union([z.string().check(z.maxLength(128)), z.number(), z.null()])),
    method: z.enum(['pm_getPaymasterStubData', 'pm_getPaymasterData']),
    params: z.array(z.unknown()).check(z.minLength(3), z.maxLength(4)),
  }),
)
