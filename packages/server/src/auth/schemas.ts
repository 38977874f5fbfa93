import { getAddress } from 'viem'
import { z } from 'zod'
import { MAX_AUTH_SHARE_BYTES, MAX_RECOVERY_SHARE_BYTES } from './constants.js'
import { t } from './messages.js'

const emailError = t('param.email')
/** An email address, trimmed and lower-cased (at most 254 characters). */
export const emailSchema = z
  .string({ error: emailError })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: emailError }).max(254, { error: emailError }))

/** The id the login frame keeps for its device: random, 16 to 128 URL-safe characters. */
export const deviceIdSchema = z
  .string({ error: t('param.deviceId') })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: t('param.deviceId') })

export const otpSchema = z.string({ error: t('param.otp') }).regex(/^\d{6}$/, { error: t('param.otp') })

/** An EVM address in its EIP-55 checksummed form (all lower or all upper case is refused). */
export const checksumAddressSchema = z
  .string({ error: t('param.address') })
  .refine((value) => /^0x[0-9a-fA-F]{40}$/.test(value) && getAddress(value) === value, {
    error: t('param.address'),
  })

/** Canonical base64 (padded) of 1 to `max` bytes, decoded. */
function base64Schema(max: number) {
  const error = t('param.share', { max })
  return z
    .string({ error })
    .max(Math.ceil(max / 3) * 4, { error })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error })
    .transform((value, ctx) => {
      const bytes = Buffer.from(value, 'base64')
      if (bytes.length === 0 || bytes.length > max || bytes.toString('base64') !== value) {
        ctx.issues.push({ code: 'custom', message: error, input: value })
        return z.NEVER
      }
      return bytes
    })
}

const bodyError = { error: t('param.body') }

export const otpRequestSchema = z.object({ email: emailSchema, deviceId: deviceIdSchema }, bodyError)
export const otpVerifySchema = z.object(
  { email: emailSchema, deviceId: deviceIdSchema, otp: otpSchema },
  bodyError,
)
/** Argon2id's cost as the frame chose it: at least RFC 9106's minimum, at most what a frame computes. */
const recoveryKdfSchema = z.object(
  {
    memoryKiB: z
      .int()
      .min(8)
      .max(1024 * 1024),
    passes: z.int().min(1).max(16),
    parallelism: z.int().min(1).max(4),
  },
  bodyError,
)
/** Recovery salts, verifiers and OPRF elements: base64 of 16 to 64 bytes. */
const recoveryBytesSchema = base64Schema(64).refine((bytes) => bytes.length >= 16, { error: t('param.body') })
export const walletSchema = z.object(
  {
    address: checksumAddressSchema,
    authShare: base64Schema(MAX_AUTH_SHARE_BYTES),
    recoveryShare: base64Schema(MAX_RECOVERY_SHARE_BYTES),
    recovery: z.object(
      { salt: recoveryBytesSchema, kdf: recoveryKdfSchema, verifier: recoveryBytesSchema },
      bodyError,
    ),
  },
  bodyError,
)
export const recoveryEvaluateSchema = z.object({ blinded: recoveryBytesSchema }, bodyError)
export const recoveryOpenSchema = z.object({ verifier: recoveryBytesSchema }, bodyError)
export const deviceShareSchema = z.object({ authShare: base64Schema(MAX_AUTH_SHARE_BYTES) }, bodyError)
export const emailUpdateSchema = z.object({ newEmail: emailSchema }, bodyError)
export const emailUpdateVerifySchema = z.object({ primaryOtp: otpSchema, secondaryOtp: otpSchema }, bodyError)
/** A WebAuthn credential id: canonical base64 of 16 to 1023 bytes (the spec's bounds). */
const credentialIdSchema = base64Schema(1023).refine((bytes) => bytes.length >= 16, {
  error: t('param.credentialId'),
})
/** A PRF salt: canonical base64 of exactly 32 bytes. */
const prfSaltSchema = base64Schema(32).refine((bytes) => bytes.length === 32, { error: t('param.prfSalt') })
export const passkeyAddSchema = z.object(
  {
    credentialId: credentialIdSchema,
    prfSalt: prfSaltSchema,
    envelope: base64Schema(MAX_RECOVERY_SHARE_BYTES),
    signature: z
      .string({ error: t('param.signature') })
      .regex(/^0x[0-9a-fA-F]{130}$/, { error: t('param.signature') }),
  },
  bodyError,
)
export const passkeyOpenSchema = z.object({ credentialId: credentialIdSchema }, bodyError)
