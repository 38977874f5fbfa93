import { HttpError } from '../../errors/http.js'
import { t } from './messages.js'

/** The history cursor is not one this server issued (400). */
export class InvalidCursorError extends HttpError {
  override name = 'InvalidCursorError'
  constructor({ reason, cause }: { reason?: string | undefined; cause?: unknown } = {}) {
    super(
      reason === undefined ? t('chaindata.invalidCursor') : t('chaindata.invalidCursorReason', { reason }),
      {
        code: 'INVALID_CURSOR',
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
      code: 'UPSTREAM_UNAVAILABLE',
      status: 502,
      cause,
    })
  }
}

/** The database failed while answering (503: the client may retry). */
export class DatabaseUnavailableError extends HttpError {
  override name = 'DatabaseUnavailableError'
  constructor({ cause }: { cause?: unknown }) {
    super(t('chaindata.databaseUnavailable'), { code: 'DATABASE_UNAVAILABLE', status: 503, cause })
  }
}
