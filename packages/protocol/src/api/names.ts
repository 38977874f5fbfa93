import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'
import { caipNetworkIdSchema, evmAddressSchema, hexSignatureSchema } from './params.js'
import { requestMessage as m } from './requestMessages.js'

// The name registry's requests (identity, profile account / reverse / suggestions, registration) and
// the smart sessions' (list, revoke). Their answers live in ../blockchain.ts.

const apiVersionSchema = /* @__PURE__ */ defineSchema(() =>
  z.optional(z.enum(['2'], { error: m('param.apiVersion') })),
)

/** GET /v1/identity/{address} query. */
export const identityQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ chainId: z.optional(caipNetworkIdSchema), sender: z.optional(evmAddressSchema) }),
)

/** `{address}` of the identity, reverse and sessions routes. */
export const addressParamsSchema = /* @__PURE__ */ defineSchema(() => z.object({ address: z.string() }))

/** `{name}` of the profile routes. */
export const nameParamsSchema = /* @__PURE__ */ defineSchema(() => z.object({ name: z.string() }))

/** What a resolver may be asked: an ENS-like dotted name, lower-cased. Only registered names resolve. */
export const lookupNameSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z.string().check(z.maxLength(320), z.regex(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/, m('param.name'))),
    z.transform((name: string) => name.toLowerCase()),
  ),
)

/** GET /v1/profile/account/{name} query. */
export const profileAccountQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ apiVersion: apiVersionSchema }),
)

/** GET /v1/profile/reverse/{address} query. */
export const profileReverseQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ sender: z.optional(evmAddressSchema), apiVersion: apiVersionSchema }),
)

/** GET /v1/profile/suggestions/{name} query: the zone, when given, must be the server's. */
export function nameSuggestionsQuerySchema(zone: string) {
  return z.object({ zone: z.optional(z.literal(zone, { error: m('param.zone', { zone }) })) })
}
/** GET /v1/profile/suggestions/{name} query, any zone (the route table's description). */
export const anyZoneSuggestionsQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ zone: z.optional(z.string()) }),
)

/** The label a suggestion starts from: the typed name without the zone's suffix. */
export const nameLabelSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().check(z.minLength(1), z.maxLength(63), z.regex(/^[a-z0-9-]+$/, m('param.nameChars'))),
)

/** POST /v1/profile/account body: a registration signed by the address. */
export const registerNameRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    coin_type: z.number().check(z.int(), z.nonnegative()),
    address: evmAddressSchema,
    message: z.string().check(z.minLength(2), z.maxLength(4096)),
    signature: hexSignatureSchema,
  }),
)

/** POST /v1/sessions/{address}/revoke body: the session's pci, signed (personal_sign) by the address. */
export const revokeSessionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ pci: z.string().check(z.minLength(1), z.maxLength(256)), signature: hexSignatureSchema }),
)
