import { z } from 'zod'
import { PaymasterRequestError } from './paymasterErrors.js'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x-prefixed hex quantity')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address')

/**
 * An ERC-4337 v0.8 user operation in its JSON-RPC form. The fields the proxy checks are typed; the rest
 * (gas limits, fees, signature…, absent before gas estimation) pass through to the paymaster service,
 * which checks them itself.
 */
const userOperationSchema = z.looseObject({
  sender: address,
  nonce: quantity,
  factory: z.union([address, z.literal('0x7702'), z.null()]).optional(),
  factoryData: z.union([hex, z.null()]).optional(),
  callData: hex,
})

const requestSchema = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]).optional(),
  method: z.string().max(128),
  params: z.unknown().optional(),
})

/** ERC-7677's params: `[userOperation, entryPoint, chainId, context?]`. */
const paramsSchema = z
  .tuple([userOperationSchema, address, quantity])
  .rest(z.unknown())
  .refine((params) => params.length <= 4, 'at most 4: [userOperation, entryPoint, chainId, context]')

export const PAYMASTER_METHODS = ['pm_getPaymasterStubData', 'pm_getPaymasterData'] as const
export type PaymasterMethod = (typeof PAYMASTER_METHODS)[number]
export type JsonRpcId = string | number | null

export interface PaymasterRequest {
  id: JsonRpcId
  method: PaymasterMethod
  userOperation: z.output<typeof userOperationSchema>
  entryPoint: `0x${string}`
  chainIdHex: `0x${string}`
  /** The params as they came (the user operation with every field): what is forwarded. */
  params: unknown[]
}

/**
 * Reads one ERC-7677 JSON-RPC request from a body's text; throws `PaymasterRequestError` (parseError,
 * invalidRequest, methodNotFound, invalidParams) with the JSON-RPC id when it has one.
 *
 * @example
 * const request = readPaymasterRequest(await c.req.text())
 */
export function readPaymasterRequest(text: string): PaymasterRequest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new PaymasterRequestError('parseError', { cause })
  }
  if (Array.isArray(json))
    throw new PaymasterRequestError('invalidRequest', { params: { reason: 'send one request, not a batch' } })
  const request = requestSchema.safeParse(json)
  if (!request.success)
    throw new PaymasterRequestError('invalidRequest', { params: { reason: describe(request.error) } })
  const { id = null, method, params } = request.data
  if (!(PAYMASTER_METHODS as readonly string[]).includes(method))
    throw new PaymasterRequestError('methodNotFound', { params: { method }, id })
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success)
    throw new PaymasterRequestError('invalidParams', {
      params: { reason: describe(parsed.error, 'params') },
      id,
    })
  const [userOperation, entryPoint, chainIdHex] = parsed.data
  return {
    id,
    method: method as PaymasterMethod,
    userOperation,
    entryPoint: entryPoint as `0x${string}`,
    chainIdHex: chainIdHex as `0x${string}`,
    params: params as unknown[],
  }
}

/** The first issue, prefixed by its path ('params.0.sender: must be …'). */
function describe(error: z.ZodError, root?: string): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  const path = [...(root ? [root] : []), ...issue.path.map(String)].join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}
