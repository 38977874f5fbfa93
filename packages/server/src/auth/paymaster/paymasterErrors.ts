import { FoyerError } from '@foyer/protocol'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { MessageParameters } from '../../messages.js'
import { type AuthMessageKey, t } from '../messages.js'

/** JSON-RPC 2.0's codes, EIP-1193's 4100 (unauthorized) and EIP-1474's -32005 (limit exceeded). */
export const JSON_RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  limitExceeded: -32005,
  unauthorized: 4100,
} as const

/** Each reason of `PaymasterRequestError`: its HTTP status, JSON-RPC code, stable code and message key. */
export const paymasterErrors = {
  /** The body is not JSON (400). */
  parseError: {
    status: 400,
    rpcCode: JSON_RPC_ERRORS.parseError,
    code: 'PAYMASTER_PARSE_ERROR',
    key: 'paymaster.parseError',
  },
  /** Not one JSON-RPC 2.0 request (a batch, no method…) (400). */
  invalidRequest: {
    status: 400,
    rpcCode: JSON_RPC_ERRORS.invalidRequest,
    code: 'PAYMASTER_INVALID_REQUEST',
    key: 'paymaster.invalidRequest',
  },
  /** A method other than the two of ERC-7677 (400). */
  methodNotFound: {
    status: 400,
    rpcCode: JSON_RPC_ERRORS.methodNotFound,
    code: 'PAYMASTER_METHOD_NOT_FOUND',
    key: 'paymaster.methodNotFound',
  },
  /** Malformed params: the user operation, the entry point or the chain id (400). */
  invalidParams: {
    status: 400,
    rpcCode: JSON_RPC_ERRORS.invalidParams,
    code: 'PAYMASTER_INVALID_PARAMS',
    key: 'paymaster.invalidParams',
  },
  /** Another entry point than EntryPoint v0.8 (400). */
  entryPoint: {
    status: 400,
    rpcCode: JSON_RPC_ERRORS.invalidParams,
    code: 'PAYMASTER_ENTRY_POINT',
    key: 'paymaster.entryPoint',
  },
  /** The params' chain id is not the path's (400). */
  chainMismatch: {
    status: 400,
    rpcCode: JSON_RPC_ERRORS.invalidParams,
    code: 'PAYMASTER_CHAIN_MISMATCH',
    key: 'paymaster.chainMismatch',
  },
  /** The path's chain is not configured with `smartAccounts.paymasterUrl` (404). */
  chainNotSponsored: {
    status: 404,
    rpcCode: JSON_RPC_ERRORS.invalidParams,
    code: 'PAYMASTER_CHAIN_NOT_SPONSORED',
    key: 'paymaster.chainNotSponsored',
  },
  /** The sender is not the session wallet's smart account (403). */
  senderMismatch: {
    status: 403,
    rpcCode: JSON_RPC_ERRORS.unauthorized,
    code: 'PAYMASTER_SENDER_MISMATCH',
    key: 'paymaster.senderMismatch',
  },
  /** factory / factoryData would deploy something else than the session wallet's smart account (403). */
  factoryMismatch: {
    status: 403,
    rpcCode: JSON_RPC_ERRORS.unauthorized,
    code: 'PAYMASTER_FACTORY_MISMATCH',
    key: 'paymaster.factoryMismatch',
  },
  /** The account's sponsored operations of the hour on this chain are used up (429, Retry-After). */
  rateLimited: {
    status: 429,
    rpcCode: JSON_RPC_ERRORS.limitExceeded,
    code: 'PAYMASTER_RATE_LIMITED',
    key: 'paymaster.rateLimited',
  },
  /** The paymaster service is down, timed out, or answered no JSON-RPC (502). */
  unavailable: {
    status: 502,
    rpcCode: JSON_RPC_ERRORS.internal,
    code: 'PAYMASTER_UNAVAILABLE',
    key: 'paymaster.unavailable',
  },
  /** The chain did not answer the factory's getAddress (502). */
  chainUnavailable: {
    status: 502,
    rpcCode: JSON_RPC_ERRORS.internal,
    code: 'PAYMASTER_CHAIN_UNAVAILABLE',
    key: 'paymaster.chainUnavailable',
  },
} as const satisfies Record<
  string,
  { status: ContentfulStatusCode; rpcCode: number; code: string; key: AuthMessageKey }
>

export type PaymasterErrorReason = keyof typeof paymasterErrors

/**
 * A paymaster-proxy request that is refused: answered with `status` and a JSON-RPC 2.0 error object
 * `{ code: rpcCode, message, data: { code } }` (`headers`: Retry-After when rate limited).
 */
export class PaymasterRequestError extends FoyerError {
  override name = 'PaymasterRequestError'
  readonly reason: PaymasterErrorReason
  readonly status: ContentfulStatusCode
  readonly rpcCode: number
  readonly headers: Readonly<Record<string, string>>
  /** The JSON-RPC id of the request, once it was read. */
  readonly id: string | number | null

  constructor(
    reason: PaymasterErrorReason,
    {
      params,
      headers = {},
      id = null,
      details,
      cause,
    }: {
      params?: MessageParameters
      headers?: Record<string, string>
      id?: string | number | null
      /** The lower-level reason, for the log only. */
      details?: string
      cause?: unknown
    } = {},
  ) {
    const { status, rpcCode, code, key } = paymasterErrors[reason]
    super(t(key, params), { code, cause, ...(details === undefined ? {} : { details }) })
    this.reason = reason
    this.status = status
    this.rpcCode = rpcCode
    this.headers = headers
    this.id = id
  }
}
