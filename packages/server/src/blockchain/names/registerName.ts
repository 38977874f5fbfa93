import { coinTypeToChainId } from '@foyer/protocol'
import type { Address } from 'viem'
import { z } from 'zod'
import {
  type InvalidNameError,
  NameCoinTypeError,
  NameMessageError,
  NameRateLimitedError,
  NameSignatureError,
  type NameTakenError,
} from '../errors.js'
import { t } from '../messages.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { RateLimiter } from '../shared/createRateLimiter.js'
import { verifyAccountSignature } from '../shared/verifyAccountSignature.js'
import type { NameRecord, NameStore } from './createNameStore.js'
import { parseProfileName } from './parseProfileName.js'

/** How old a signed registration message may be, and how far in the future (clock skew). */
const MAX_AGE_SECONDS = 10 * 60
const MAX_SKEW_SECONDS = 60

/** Longest avatar reference (a small data:image fits; the whole signed message is at most 4 KiB). */
export const MAX_AVATAR_LENGTH = 2048
export const MAX_BIO_LENGTH = 500

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/
const IPFS = /^ipfs:\/\/[A-Za-z0-9]{1,128}(\/[A-Za-z0-9._~!$&()*+,;=:@%/-]*)?$/
/** Characters no avatar URL needs and that let a careless page break out of an attribute or a tag. */
const UNSAFE_URL_CHARACTER = /[\s"'<>\\`\p{Cc}]/u
/** Control characters (C0, DEL, C1) and the bidirectional overrides; a bio's line feeds are allowed. */
const CONTROL_CHARACTER = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u
/** Something that reads as markup: '<' then a letter, '/', '!' or '?'. */
const MARKUP = /<[a-zA-Z/!?]/

/**
 * An avatar a page can show without running anything: https, ipfs, a base64 PNG/JPEG/GIF/WebP data URL,
 * or an image of this server itself (`ownOrigin`, e.g. /public/getAssetImage/…), http or not.
 */
function isSafeAvatar(value: string, ownOrigin: string | undefined): boolean {
  if (DATA_IMAGE.test(value)) return true
  if (UNSAFE_URL_CHARACTER.test(value)) return false
  if (value.startsWith('ipfs://')) return IPFS.test(value)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === ownOrigin)
}

/** The registration message's schema; `ownOrigin` is this server's origin (its own images are avatars too). */
function messageSchemaFor(ownOrigin: string | undefined) {
  const attributesSchema = z
    .object({
      avatar: z
        .string()
        .max(MAX_AVATAR_LENGTH, t('name.avatarLength', { max: MAX_AVATAR_LENGTH }))
        .refine((avatar) => isSafeAvatar(avatar, ownOrigin), t('name.avatar'))
        .optional(),
      bio: z
        .string()
        .max(MAX_BIO_LENGTH, t('name.bioLength', { max: MAX_BIO_LENGTH }))
        .refine((bio) => !CONTROL_CHARACTER.test(bio.replaceAll('\n', '')), t('name.bioControl'))
        .refine((bio) => !MARKUP.test(bio), t('name.bioMarkup'))
        .optional(),
    })
    .strip()
  return z.object({
    name: z.string().min(1).max(320),
    timestamp: z.number().int().nonnegative(),
    attributes: attributesSchema.optional(),
    coin_type: z.number().int().optional(),
    address: z.string().optional(),
  })
}

type SignedMessage = z.output<ReturnType<typeof messageSchemaFor>>

export interface RegisterNameParameters {
  coinType: number
  address: Address
  /** The JSON string that was signed: { name, timestamp (unix seconds), attributes?, coin_type?, address? }. */
  message: string
  signature: `0x${string}`
  /** The caller's IP for the per-IP limit (undefined when it cannot be told). */
  ip: string | undefined
  /** This server's origin (its public URL's, or the request's): its own images may be avatars over http. */
  ownOrigin?: string | undefined
}

export interface RegisterNameContext {
  store: NameStore
  /** Registrations per address and per IP: counted once the signature has proven the address. */
  limiter: RateLimiter
  /** Attempts per IP: counted first, so that signature checks (ERC-1271 calls) stay bounded. */
  attempts: RateLimiter
  chains: ChainRegistry
  suffix: string
  now: () => number
}

export type RegisterNameErrorType =
  | NameRateLimitedError
  | NameCoinTypeError
  | NameMessageError
  | NameSignatureError
  | InvalidNameError
  | NameTakenError

/**
 * Registers a name for an address: counts the attempt against the caller's per-IP attempt limit, checks
 * that the coin type is a served EVM chain, that the signed message is the registration JSON (safe
 * avatar and plain-text bio), that the name follows the rule and the timestamp is fresh, that
 * `signature` is the address's signature of the message (EOA, or ERC-1271 on the chain); only then
 * counts the registration against the per-address and per-IP limits (so that nobody can use up the
 * limit of an address they cannot sign for), and stores it — 409 when someone was first.
 *
 * @example
 * const message = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: now })
 * await registerName(context, { coinType, address, message, signature: await account.signMessage({ message }), ip })
 */
export async function registerName(
  context: RegisterNameContext,
  { coinType, address, message, signature, ip, ownOrigin }: RegisterNameParameters,
): Promise<NameRecord> {
  if (ip) {
    const attempt = await context.attempts.hit([`names:attempt:ip:${ip}`])
    if (!attempt.allowed) throw new NameRateLimitedError({ retryAfterSeconds: attempt.retryAfterSeconds })
  }

  const chainId = coinTypeToChainId(coinType)
  const chain = chainId === undefined ? undefined : context.chains.findEvmByChainId(chainId)
  if (!chain) throw new NameCoinTypeError({ coinType })

  const signed = parseMessage(message, ownOrigin)
  if (signed.coin_type !== undefined && signed.coin_type !== coinType)
    throw new NameMessageError({ message: t('name.mismatch', { field: 'coin_type' }) })
  if (signed.address !== undefined && signed.address.toLowerCase() !== address.toLowerCase())
    throw new NameMessageError({ message: t('name.mismatch', { field: 'address' }) })
  const { name } = parseProfileName(signed.name, context.suffix)

  const nowSeconds = Math.floor(context.now() / 1000)
  if (signed.timestamp < nowSeconds - MAX_AGE_SECONDS || signed.timestamp > nowSeconds + MAX_SKEW_SECONDS)
    throw new NameMessageError({ message: t('name.stale') })

  if (!(await verifyAccountSignature({ address, message, signature, chain }))) throw new NameSignatureError()

  const keys = [`names:address:${address.toLowerCase()}`, ...(ip ? [`names:ip:${ip}`] : [])]
  const limit = await context.limiter.hit(keys)
  if (!limit.allowed) throw new NameRateLimitedError({ retryAfterSeconds: limit.retryAfterSeconds })

  return context.store.insert({
    name,
    coinType,
    address,
    attributes: signed.attributes ?? {},
    at: nowSeconds,
  })
}

function parseMessage(message: string, ownOrigin: string | undefined): SignedMessage {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch (cause) {
    throw new NameMessageError({
      message: t('name.badMessage', { reason: cause instanceof Error ? cause.message : String(cause) }),
    })
  }
  const result = messageSchemaFor(ownOrigin).safeParse(json)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  if (issue?.path[0] === 'attributes' && issue.path.length === 2)
    throw new NameMessageError({
      message: t('name.badAttribute', { field: String(issue.path[1]), reason: issue.message }),
    })
  const reason = issue ? `${issue.path.map(String).join('.') || 'message'}: ${issue.message}` : 'invalid'
  throw new NameMessageError({ message: t('name.badMessage', { reason }) })
}
