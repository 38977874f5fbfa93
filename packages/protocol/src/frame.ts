import * as z from 'zod/mini'
import { defineSchema } from './defineSchema.js'
import { addressSchema, frameRpcRequestSchema } from './frameRpc.js'
import { FRAME_SOCIAL_PROVIDERS } from './socialProviders.js'

/**
 * The messages between the host page and the secure login frame (spec sections 3 and 7, "Frame
 * messaging"). The page posts a request `{ id, type: '@w3m-app/NAME', payload? }`; the frame answers with
 * `@w3m-frame/NAME_SUCCESS` or `@w3m-frame/NAME_ERROR` and the same id. The frame also posts one
 * unsolicited `@w3m-frame/READY` carrying its version. Both sides parse what they receive with
 * `parseFrameRequest` / `parseFrameReply`: a message that is not on these lists is dropped, never acted on.
 */

/**
 * Every request the page may post to the frame: the fixed allowlist (spec section 5, "Frame message types
 * must be on a fixed allowed list"). Only requests the page sends and the frame serves are on it; any other
 * type is refused like an unknown one. SET_RECOVERY_PASSWORD and ENTER_RECOVERY_PASSWORD are Foyer's own: the
 * self-custodial wallet needs the recovery password at first login and on a new device. They carry no
 * password: the frame asks for it in its own window (`frameRequestNeedsUser`), so the host page never sees
 * it. CANCEL_PROMPTS is Foyer's too: the page closed its modal, so the frame ends the prompts it shows.
 */
export const FRAME_REQUEST_TYPES = [
  '@w3m-app/SWITCH_NETWORK',
  '@w3m-app/CONNECT_EMAIL',
  '@w3m-app/CONNECT_DEVICE',
  '@w3m-app/CONNECT_OTP',
  '@w3m-app/SET_RECOVERY_PASSWORD',
  '@w3m-app/ENTER_RECOVERY_PASSWORD',
  '@w3m-app/GET_USER',
  '@w3m-app/SIGN_OUT',
  '@w3m-app/IS_CONNECTED',
  '@w3m-app/GET_CHAIN_ID',
  '@w3m-app/RPC_REQUEST',
  '@w3m-app/UPDATE_EMAIL',
  '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP',
  '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP',
  '@w3m-app/SYNC_THEME',
  '@w3m-app/SYNC_DAPP_DATA',
  '@w3m-app/RELOAD',
  '@w3m-app/CANCEL_PROMPTS',
  '@w3m-app/GET_SOCIAL_REDIRECT_URI',
  '@w3m-app/CONNECT_SOCIAL',
  '@w3m-app/GET_FARCASTER_URI',
  '@w3m-app/CONNECT_FARCASTER',
  '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  '@w3m-app/INIT_SMART_ACCOUNT',
  '@w3m-app/SET_PREFERRED_ACCOUNT',
] as const

export type FrameRequestType = (typeof FRAME_REQUEST_TYPES)[number]
/** A request type without its `@w3m-app/` prefix, e.g. `CONNECT_EMAIL`. */
export type FrameRequestName = FrameRequestType extends `@w3m-app/${infer N}` ? N : never
export type FrameSuccessType<T extends FrameRequestType = FrameRequestType> = T extends `@w3m-app/${infer N}`
  ? `@w3m-frame/${N}_SUCCESS`
  : never
export type FrameErrorType<T extends FrameRequestType = FrameRequestType> = T extends `@w3m-app/${infer N}`
  ? `@w3m-frame/${N}_ERROR`
  : never

/** The frame's unsolicited first message, sent when its message handler is listening. */
export const FRAME_READY_TYPE = '@w3m-frame/READY'

/**
 * How long the page waits for the frame's answer to a connect request (spec sections 7 and 9: social,
 * email and device connect time out after 30 seconds; auth connect timeout 30000 ms). The frame bounds
 * every request it works on by the same time, so that an answer never comes after the page gave up.
 */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

/**
 * How long a request that waits for the visitor inside the frame (a consent prompt, the recovery password)
 * may stay open: the person reads, thinks and types, so the 30 s of a connect request would cut them off.
 * The page's modal closing ends such a request earlier (CANCEL_PROMPTS).
 */
export const FRAME_PROMPT_TIMEOUT_MS = 10 * 60_000

/** The success reply type of a request type: `@w3m-app/GET_USER` → `@w3m-frame/GET_USER_SUCCESS`. */
export function frameSuccessType<T extends FrameRequestType>(type: T): FrameSuccessType<T> {
  return `@w3m-frame/${type.slice('@w3m-app/'.length)}_SUCCESS` as FrameSuccessType<T>
}

/** The error reply type of a request type: `@w3m-app/GET_USER` → `@w3m-frame/GET_USER_ERROR`. */
export function frameErrorType<T extends FrameRequestType>(type: T): FrameErrorType<T> {
  return `@w3m-frame/${type.slice('@w3m-app/'.length)}_ERROR` as FrameErrorType<T>
}

const FRAME_ERROR_TYPES = /* @__PURE__ */ defineSchema(() => FRAME_REQUEST_TYPES.map(frameErrorType))

// --- Shared fields ------------------------------------------------------------------------------------

const idSchema = /* @__PURE__ */ defineSchema(() => z.string().check(z.minLength(1), z.maxLength(128)))
const emailSchema = /* @__PURE__ */ defineSchema(() => z.email().check(z.maxLength(254)))
/** One-time codes are the server's business; the frame only refuses what cannot be one. */
const otpSchema = /* @__PURE__ */ defineSchema(() => z.string().check(z.regex(/^[0-9]{4,10}$/)))

/**
 * A chain id as the page sends it: a number (`1`), a decimal string (`'1'`) or a CAIP-2 eip155 id
 * (`'eip155:1'`). Read it with `frameChainIdToNumber`.
 */
export const frameChainIdSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([
    z.number().check(z.int(), z.positive()),
    z.string().check(z.regex(/^(?:eip155:)?[1-9][0-9]{0,15}$/)),
  ]),
)
export type FrameChainId = z.output<typeof frameChainIdSchema>

/** The number of a chain id as `frameChainIdSchema` accepts it: 1, '1' and 'eip155:1' are all 1. */
export function frameChainIdToNumber(chainId: FrameChainId): number {
  return typeof chainId === 'number' ? chainId : Number(chainId.replace(/^eip155:/, ''))
}

export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

// --- Requests -----------------------------------------------------------------------------------------

/** A request without payload; a payload sent anyway is dropped by the parse. */
function bare<const T extends FrameRequestType>(type: T) {
  return z.object({ id: idSchema, type: z.literal(type) })
}

function withPayload<const T extends FrameRequestType, P extends z.ZodMiniType>(type: T, payload: P) {
  return z.object({ id: idSchema, type: z.literal(type), payload })
}

const themeSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  }),
)

const dappDataSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    metadata: z.optional(
      z.object({
        name: z.string(),
        description: z.string(),
        url: z.string(),
        icons: z.array(z.string()),
      }),
    ),
    sdkVersion: z.string(),
    sdkType: z.string(),
    projectId: z.string(),
    /** The page's language (a BCP 47 tag): the frame's prompts speak it. */
    locale: z.optional(z.string().check(z.maxLength(35))),
  }),
)

/** Any request the page may post, by its `type`. */
export const frameRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.discriminatedUnion('type', [
    withPayload('@w3m-app/SWITCH_NETWORK', z.object({ chainId: frameChainIdSchema })),
    withPayload('@w3m-app/CONNECT_EMAIL', z.object({ email: emailSchema })),
    bare('@w3m-app/CONNECT_DEVICE'),
    withPayload('@w3m-app/CONNECT_OTP', z.object({ otp: otpSchema })),
    bare('@w3m-app/SET_RECOVERY_PASSWORD'),
    bare('@w3m-app/ENTER_RECOVERY_PASSWORD'),
    // `preferredAccountType`: the account the page wants to see on that chain (spec section 3: "optional
    // chainId with preferredAccountType"); the frame answers the smart account only where it has one.
    withPayload(
      '@w3m-app/GET_USER',
      z.optional(
        z.object({
          chainId: z.optional(frameChainIdSchema),
          preferredAccountType: z.optional(z.enum(ACCOUNT_TYPES)),
        }),
      ),
    ),
    // `everywhere`: end every session of the account, on every device (the server's DELETE /session?all=1).
    withPayload('@w3m-app/SIGN_OUT', z.optional(z.object({ everywhere: z.optional(z.boolean()) }))),
    withPayload('@w3m-app/IS_CONNECTED', z.optional(z.object({ token: z.optional(z.string()) }))),
    bare('@w3m-app/GET_CHAIN_ID'),
    withPayload('@w3m-app/RPC_REQUEST', frameRpcRequestSchema),
    withPayload('@w3m-app/UPDATE_EMAIL', z.object({ email: emailSchema })),
    withPayload('@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', z.object({ otp: otpSchema })),
    withPayload('@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', z.object({ otp: otpSchema })),
    withPayload('@w3m-app/SYNC_THEME', themeSchema),
    withPayload('@w3m-app/SYNC_DAPP_DATA', dappDataSchema),
    bare('@w3m-app/RELOAD'),
    bare('@w3m-app/CANCEL_PROMPTS'),
    // A social login: the frame starts it with the server for its own device and answers the provider's
    // page, which the page opens in the popup it opened in the click; CONNECT_SOCIAL then waits in the
    // frame for the provider to send the user back (the frame holds the login's state: the page names
    // only the provider), and opens the wallet as CONNECT_OTP does.
    withPayload('@w3m-app/GET_SOCIAL_REDIRECT_URI', z.object({ provider: z.enum(FRAME_SOCIAL_PROVIDERS) })),
    withPayload('@w3m-app/CONNECT_SOCIAL', z.object({ provider: z.enum(FRAME_SOCIAL_PROVIDERS) })),
    // Farcaster's login (spec section 7): GET_FARCASTER_URI opens a Sign In With Farcaster channel and
    // answers its link (shown as a QR code, no popup); CONNECT_FARCASTER waits for the person's approval
    // in their Farcaster app. The frame serves them as the social requests for 'farcaster'.
    bare('@w3m-app/GET_FARCASTER_URI'),
    bare('@w3m-app/CONNECT_FARCASTER'),
    // Smart accounts (ERC-4337, issue #29): the chains where the embedded wallet has one; the smart
    // account of the current chain (its counterfactual address, deployed or not, nothing sent); and the
    // account type the page prefers, which the frame then signs and answers with.
    bare('@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
    bare('@w3m-app/INIT_SMART_ACCOUNT'),
    withPayload('@w3m-app/SET_PREFERRED_ACCOUNT', z.object({ type: z.enum(ACCOUNT_TYPES) })),
  ]),
)
export type FrameRequest = z.output<typeof frameRequestSchema>
/** The request of one type, e.g. `FrameRequestOf<'@w3m-app/CONNECT_EMAIL'>`. */
export type FrameRequestOf<T extends FrameRequestType> = Extract<FrameRequest, { type: T }>

// --- Replies ------------------------------------------------------------------------------------------

/** The connected user (spec section 3, "Frame replies"). */
export const frameUserSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    email: z.optional(z.nullable(z.string())),
    address: addressSchema,
    chainId: z.number(),
    smartAccountDeployed: z.boolean(),
    accounts: z.array(z.object({ address: addressSchema, type: z.enum(ACCOUNT_TYPES) })),
    preferredAccountType: z.enum(ACCOUNT_TYPES),
    userName: z.optional(z.nullable(z.string())),
  }),
)
export type FrameUser = z.output<typeof frameUserSchema>

/**
 * What CONNECT_EMAIL answers: the code was sent (VERIFY_OTP), the code was sent and verifies this new
 * device too (VERIFY_DEVICE), or nothing more is needed (CONNECT).
 */
export const EMAIL_CONNECT_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
/**
 * What CONNECT_OTP answers: connected (CONNECT); first login, choose a recovery password
 * (SET_RECOVERY_PASSWORD); known user on a device without its share, enter the recovery password
 * (RECOVERY_PASSWORD_REQUIRED).
 */
export const OTP_CONNECT_ACTIONS = ['CONNECT', 'SET_RECOVERY_PASSWORD', 'RECOVERY_PASSWORD_REQUIRED'] as const
export const EMAIL_UPDATE_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const

/**
 * The payload of every `_ERROR` reply: the message to show (spec section 8, "Frame errors"), and when the
 * frame knows them a stable `code`, the seconds to wait (`retryAfter`, email throttling) and the code
 * tries left (`triesLeft`).
 */
export const frameErrorPayloadSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    message: z.string(),
    code: z.optional(z.string()),
    retryAfter: z.optional(z.number()),
    triesLeft: z.optional(z.number()),
  }),
)
export type FrameErrorPayload = z.output<typeof frameErrorPayloadSchema>

function success<const T extends FrameRequestType>(type: T) {
  return z.object({ id: idSchema, type: z.literal(frameSuccessType(type)) })
}

function successWith<const T extends FrameRequestType, P extends z.ZodMiniType>(type: T, payload: P) {
  return z.object({ id: idSchema, type: z.literal(frameSuccessType(type)), payload })
}

/** Any message the frame may post: READY, a request's `_SUCCESS` or its `_ERROR`. */
export const frameReplySchema = /* @__PURE__ */ defineSchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal(FRAME_READY_TYPE), payload: z.object({ version: z.string() }) }),
    z.object({ id: idSchema, type: z.literal(FRAME_ERROR_TYPES), payload: frameErrorPayloadSchema }),
    successWith('@w3m-app/SWITCH_NETWORK', z.object({ chainId: z.number() })),
    successWith('@w3m-app/CONNECT_EMAIL', z.object({ action: z.enum(EMAIL_CONNECT_ACTIONS) })),
    success('@w3m-app/CONNECT_DEVICE'),
    successWith('@w3m-app/CONNECT_OTP', z.object({ action: z.enum(OTP_CONNECT_ACTIONS) })),
    success('@w3m-app/SET_RECOVERY_PASSWORD'),
    success('@w3m-app/ENTER_RECOVERY_PASSWORD'),
    successWith('@w3m-app/GET_USER', frameUserSchema),
    success('@w3m-app/SIGN_OUT'),
    successWith('@w3m-app/IS_CONNECTED', z.object({ isConnected: z.boolean() })),
    successWith('@w3m-app/GET_CHAIN_ID', z.object({ chainId: z.number() })),
    // A JSON-RPC result: any JSON value (a signature, a hash, a list of accounts, a block…).
    successWith('@w3m-app/RPC_REQUEST', z.unknown()),
    successWith('@w3m-app/UPDATE_EMAIL', z.object({ action: z.enum(EMAIL_UPDATE_ACTIONS) })),
    success('@w3m-app/UPDATE_EMAIL_PRIMARY_OTP'),
    successWith('@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', z.object({ newEmail: z.string() })),
    success('@w3m-app/SYNC_THEME'),
    success('@w3m-app/SYNC_DAPP_DATA'),
    success('@w3m-app/RELOAD'),
    success('@w3m-app/CANCEL_PROMPTS'),
    successWith('@w3m-app/GET_SOCIAL_REDIRECT_URI', z.object({ uri: z.string().check(z.url()) })),
    // As CONNECT_OTP, with the provider's name for the user (shown on the account view).
    successWith(
      '@w3m-app/CONNECT_SOCIAL',
      z.object({ action: z.enum(OTP_CONNECT_ACTIONS), userName: z.optional(z.nullable(z.string())) }),
    ),
    // The Farcaster app's sign-in link: a web link only, as the page shows it as a link and a QR code.
    successWith(
      '@w3m-app/GET_FARCASTER_URI',
      z.object({ uri: z.string().check(z.url({ protocol: /^https?$/ })) }),
    ),
    successWith(
      '@w3m-app/CONNECT_FARCASTER',
      z.object({ action: z.enum(OTP_CONNECT_ACTIONS), userName: z.optional(z.nullable(z.string())) }),
    ),
    successWith(
      '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      z.object({ smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())) }),
    ),
    successWith('@w3m-app/INIT_SMART_ACCOUNT', z.object({ address: addressSchema, isDeployed: z.boolean() })),
    successWith(
      '@w3m-app/SET_PREFERRED_ACCOUNT',
      z.object({ type: z.enum(ACCOUNT_TYPES), address: addressSchema }),
    ),
  ]),
)
export type FrameReply = z.output<typeof frameReplySchema>
export type FrameReadyReply = Extract<FrameReply, { type: typeof FRAME_READY_TYPE }>
/** The success reply of one request type, e.g. `FrameSuccessReplyOf<'@w3m-app/GET_USER'>`. */
export type FrameSuccessReplyOf<T extends FrameRequestType> = Extract<
  FrameReply,
  { type: FrameSuccessType<T> }
>
/** The success payload of one request type (`undefined` for the ones that answer without payload). */
export type FrameSuccessPayload<T extends FrameRequestType> = 'payload' extends keyof FrameSuccessReplyOf<T>
  ? FrameSuccessReplyOf<T>['payload' & keyof FrameSuccessReplyOf<T>]
  : undefined
export interface FrameErrorReply {
  id: string
  type: FrameErrorType
  payload: FrameErrorPayload
}

/**
 * A page-to-frame request, typed, or undefined when `data` is not one (unknown type, missing id, a
 * payload that does not fit). Never throws, whatever `data` is.
 *
 * @example
 * const request = parseFrameRequest(event.data)
 * if (!request) return // dropped
 */
export function parseFrameRequest(data: unknown): FrameRequest | undefined {
  return safeParse(frameRequestSchema, data)
}

/**
 * A frame-to-page message (READY, `_SUCCESS` or `_ERROR`), typed, or undefined when `data` is not one.
 * Never throws, whatever `data` is.
 */
export function parseFrameReply(data: unknown): FrameReply | undefined {
  return safeParse(frameReplySchema, data)
}

function safeParse<T>(schema: z.ZodMiniType<T>, data: unknown): T | undefined {
  try {
    const result = z.safeParse(schema, data)
    return result.success ? result.data : undefined
  } catch {
    // Only a same-realm caller can hand over an object whose getters throw (structured clone, the way
    // postMessage delivers, cannot): such data is not a message either.
    return undefined
  }
}
