import { invalidCursorApiError, upstreamRpcErrorApiError, upstreamUnavailableApiError } from '@foyer/protocol'
import { HttpError } from '../errors/http.js'
import { t } from './messages.js'

/** The history cursor is not one this server issued (400). */
export class InvalidCursorError extends HttpError {
  override name = 'InvalidCursorError'
  constructor({ reason, cause }: { reason?: string | undefined; cause?: unknown } = {}) {
    super(
      reason === undefined ? t('chaindata.invalidCursor') : t('chaindata.invalidCursorReason', { reason }),
      {
        code: invalidCursorApiError.code,
        status: 400,
        cause,
      },
    )
  }
}

/** The chain's JSON-RPC endpoint could not be reached or timed out (502). */
export class UpstreamUnavailableError extends HttpError {
  override name = 'UpstreamUnavailableError'
  constructor({ chainId, cause }: { chainId: string; cause?: unknown }) {
    super(t('chaindata.upstreamUnavailable', { chainId }), {
      code: upstreamUnavailableApiError.code,
      status: 502,
      cause,
    })
  }
}

export { DatabaseUnavailableError } from '../errors/database.js'

/**
 * The chain's RPC answered a request with a JSON-RPC error (a Solana node refusing a read the server
 * made): the server's request was valid for its own checks, so this is the upstream's failure (502).
 */
export class UpstreamRpcError extends HttpError {
  override name = 'UpstreamRpcError'
  readonly rpcCode: number
  constructor({
    chainId,
    method,
    rpcCode,
    message,
  }: { chainId: string; method: string; rpcCode: number; message: string }) {
    super(t('chaindata.upstreamRefused', { chainId, method, message }), {
      code: upstreamRpcErrorApiError.code,
      status: 502,
    })
    this.rpcCode = rpcCode
  }
}
