import { FoyerError, frameWildcardOriginsApiError } from '@foyer/protocol'
import { t } from '../auth/messages.js'
import { HttpError } from '../errors/http.js'

/**
 * The frame page was asked for a project whose origins include '*': the frame holds the user's key share,
 * so it is framed only by exact origins (its `frame-ancestors` and the origins it answers).
 */
export class FrameWildcardOriginsError extends HttpError {
  override name = 'FrameWildcardOriginsError'
  constructor() {
    super(t('frame.wildcardOrigins'), { code: frameWildcardOriginsApiError.code, status: 403 })
  }
}

/** `listenFrame()` on a server whose config has no `auth` section. */
export class FrameNotConfiguredError extends FoyerError {
  override name = 'FrameNotConfiguredError'
  constructor() {
    super(t('frame.notConfigured'), { code: 'FRAME_NOT_CONFIGURED' })
  }
}
