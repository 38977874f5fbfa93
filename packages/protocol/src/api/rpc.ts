import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'

// The chain RPC proxy (`POST /v1?chainId=…`): JSON-RPC 2.0, one request or a batch.

/** A JSON-RPC 2.0 request or notification as the proxy accepts it. */
export const jsonRpcRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.optional(z.union([z.string(), z.number(), z.null()])),
    method: z.string().check(z.minLength(1), z.maxLength(256)),
    params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
  }),
)
export type JsonRpcRequest = z.output<typeof jsonRpcRequestSchema>

/** `POST /v1` body: a request or a batch of them (each member is checked on its own). */
export const jsonRpcBodySchema = /* @__PURE__ */ defineSchema(() =>
  z.union([z.array(z.unknown()), z.unknown()]),
)

/** A JSON-RPC 2.0 answer: a result or an error, for the request's id. */
export const jsonRpcResponseSchema = /* @__PURE__ */ defineSchema(() =>
  z.looseObject({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number(), z.null()]),
    result: z.optional(z.unknown()),
    error: z.optional(
      z.looseObject({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
    ),
  }),
)

/** `POST /v1` answer: one answer, or one per batch member that had an id. */
export const jsonRpcAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([jsonRpcResponseSchema, z.array(jsonRpcResponseSchema)]),
)

/** `POST /v1` query: the chain the requests go to. */
export const rpcQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ chainId: z.string(), projectId: z.optional(z.string()) }),
)
