import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'

// The answers of the email login (`/auth/v1`), as the secure login frame reads them.

const addressSchema = /* @__PURE__ */ defineSchema(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))
const base64Field = /* @__PURE__ */ defineSchema(() => z.string().check(z.minLength(1)))

/**
 * The signed-in person: their account id, email (null, or '' from a social login's finish, for an account
 * that has none), wallet address (null before the wallet exists) and, after a social login, the provider
 * and its name or handle for them.
 */
export const authUserSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    email: z.nullable(z.string()),
    isNew: z.optional(z.boolean()),
    address: z.nullable(addressSchema),
    username: z.optional(z.nullable(z.string())),
    provider: z.optional(z.nullable(z.string())),
  }),
)

/** POST /email/otp → what the frame asks next (the same for any address). */
export const otpAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
)
/** POST /email/verify → the session's token and its user. */
export const otpVerifyAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ sessionToken: z.string().check(z.minLength(1)), user: authUserSchema }),
)
/** POST /social/start → where the popup goes, and the login's handle (kept by the frame) and its end. */
export const socialStartAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    authorizationUrl: z.string().check(z.url({ protocol: /^https?$/ })),
    state: z.string().check(z.minLength(1)),
    expiresAt: z.number(),
  }),
)
/** POST /social/finish → as /email/verify, the user with the provider and its name for them. */
export const socialFinishAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    sessionToken: z.string().check(z.minLength(1)),
    user: z.extend(authUserSchema, { username: z.string(), provider: z.string() }),
  }),
)
/** GET /session → the user (a bare user is read too). */
export const sessionAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([authUserSchema, z.object({ user: authUserSchema })]),
)
/** GET /wallet → the address and its auth shares. */
export const walletAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    address: addressSchema,
    authShare: z.string().check(z.minLength(1)),
    deviceAuthShare: z.optional(z.string().check(z.minLength(1))),
  }),
)
/** GET /recovery → the recovery password's public record and the tries left. */
export const recoveryAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    salt: base64Field,
    kdf: z.object({ memoryKiB: z.number(), passes: z.number(), parallelism: z.number() }),
    triesLeft: z.number(),
  }),
)
/** POST /recovery/evaluate → the OPRF's evaluated element. */
export const recoveryEvaluateAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ evaluated: base64Field, triesLeft: z.optional(z.number()) }),
)
/** POST /recovery/open → the recovery envelope. */
export const recoveryOpenAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ recoveryShare: base64Field }),
)
/** GET /recovery/passkeys → the account's recovery passkeys. */
export const passkeysAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ passkeys: z.array(z.object({ credentialId: base64Field, prfSalt: base64Field })) }),
)
/** POST /recovery/passkeys/open → the passkey's envelope. */
export const passkeyOpenAnswerSchema = /* @__PURE__ */ defineSchema(() => z.object({ envelope: base64Field }))
/** POST /email/update → which code the frame asks next. */
export const emailUpdateAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
)
/** POST /email/update/verify → the new email address. */
export const emailUpdateVerifyAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ email: z.string() }),
)
