import * as z from 'zod/mini'
import { defineSchema } from './defineSchema.js'

// The RPC requests the page posts to the secure frame (`@w3m-app/RPC_REQUEST`'s payload), their hex
// fields, and which of them wait for the visitor in the frame (frame.ts has the messages around them).

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^0x[0-9a-fA-F]*$/
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

// Typed `0x${string}` (as viem types hex), checked by pattern.
const hexString = () => z.templateLiteral(['0x', z.string()])
export const addressSchema = /* @__PURE__ */ defineSchema(() => hexString().check(z.regex(ADDRESS)))
const hexSchema = /* @__PURE__ */ defineSchema(() => hexString().check(z.regex(HEX)))
const quantitySchema = /* @__PURE__ */ defineSchema(() => hexString().check(z.regex(QUANTITY)))

// --- RPC requests -------------------------------------------------------------------------------------

/** EIP-712 typed data as eth_signTypedData_v4 carries it (the page may also send it as a JSON string). */
export const typedDataSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
    primaryType: z.string().check(z.minLength(1)),
    domain: z.looseObject({
      name: z.optional(z.string()),
      version: z.optional(z.string()),
      chainId: z.optional(z.union([z.number(), z.string()])),
      verifyingContract: z.optional(addressSchema),
      salt: z.optional(hexSchema),
    }),
    message: z.record(z.string(), z.unknown()),
  }),
)
export type TypedDataPayload = z.output<typeof typedDataSchema>

/**
 * The transaction of eth_sendTransaction: JSON-RPC quantities in hex. The frame sends it as an EIP-1559
 * transaction; a legacy `gasPrice` is taken as both fee caps. Missing nonce, gas and fees are filled from
 * the chain.
 */
export const rpcTransactionSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    from: z.optional(addressSchema),
    to: z.optional(z.nullable(addressSchema)),
    value: z.optional(quantitySchema),
    data: z.optional(hexSchema),
    gas: z.optional(quantitySchema),
    nonce: z.optional(quantitySchema),
    maxFeePerGas: z.optional(quantitySchema),
    maxPriorityFeePerGas: z.optional(quantitySchema),
    gasPrice: z.optional(quantitySchema),
    chainId: z.optional(quantitySchema),
  }),
)
export type RpcTransaction = z.output<typeof rpcTransactionSchema>

/** The signing methods, whose parameters are checked here, so that the frame signs only what it read. */
export const FRAME_SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const

/**
 * The payload of `@w3m-app/RPC_REQUEST`: `{ method, params }`. personal_sign is `[message, address]` (a
 * 0x-hex message is signed as bytes, any other string as UTF-8 text), eth_signTypedData_v4 is
 * `[address, typedData]`, eth_sendTransaction is `[transaction]`. Any other method (eth_accounts,
 * eth_chainId, chain reads…) has free-form params: the frame decides whether it serves it.
 */
export const frameRpcRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([
    z.object({
      method: z.literal('personal_sign'),
      params: z.tuple([z.string().check(z.maxLength(1_000_000)), addressSchema]),
    }),
    z.object({
      method: z.literal('eth_signTypedData_v4'),
      params: z.tuple([addressSchema, z.union([z.string(), typedDataSchema])]),
    }),
    z.object({
      method: z.literal('eth_sendTransaction'),
      params: z.tuple([rpcTransactionSchema]),
    }),
    z.object({
      method: z.string().check(
        z.regex(/^[A-Za-z0-9_]{1,64}$/),
        z.refine((method) => !(FRAME_SIGNING_METHODS as readonly string[]).includes(method)),
      ),
      params: z.optional(z.array(z.unknown())),
    }),
  ]),
)
export type FrameRpcRequest = z.output<typeof frameRpcRequestSchema>

/**
 * The methods the frame signs or spends with (spec section 6, "Methods needing approval", as far as the
 * embedded wallet serves them): each is shown to the visitor by the frame itself and signed only after a
 * trusted click inside it.
 */
export const FRAME_CONSENT_METHODS: readonly string[] = FRAME_SIGNING_METHODS

/**
 * Whether a request waits for the visitor inside the frame's own window: a signing RPC request (its
 * consent prompt) or a recovery-password step (the password is typed there, never in the host page). The
 * page shows the frame over its modal while such a request is open, and gives it `FRAME_PROMPT_TIMEOUT_MS`.
 */
export function frameRequestNeedsUser(request: { type: string; payload?: unknown }): boolean {
  if (
    request.type === '@w3m-app/SET_RECOVERY_PASSWORD' ||
    request.type === '@w3m-app/ENTER_RECOVERY_PASSWORD'
  )
    return true
  if (request.type !== '@w3m-app/RPC_REQUEST') return false
  const method = (request.payload as { method?: unknown } | undefined)?.method
  return typeof method === 'string' && FRAME_CONSENT_METHODS.includes(method)
}

/**
 * Whether a request waits for the visitor, in the frame's window or elsewhere: what `frameRequestNeedsUser`
 * names, CONNECT_SOCIAL, which waits while the visitor logs in on the provider's page in the login
 * window (not in the frame: the page does not show the frame for it), and CONNECT_FARCASTER, which waits
 * while the visitor approves in their Farcaster app. Both sides give such a request
 * `FRAME_PROMPT_TIMEOUT_MS` (the social login's state lives as long, 10 minutes) instead of the 30 s of a
 * connect request: the spec's 30 s for a social connect counts the frame's work, while here the same
 * request also spans the person's time at the provider. The login window's closing ends it earlier.
 */
export function frameRequestWaitsForUser(request: { type: string; payload?: unknown }): boolean {
  return (
    frameRequestNeedsUser(request) ||
    request.type === '@w3m-app/CONNECT_SOCIAL' ||
    request.type === '@w3m-app/CONNECT_FARCASTER'
  )
}
