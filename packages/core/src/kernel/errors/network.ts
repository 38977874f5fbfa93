import { t } from '../messages/tPage.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** The network is not among the requested networks (spec section 8: 'Network not found'). */
export class NetworkNotFoundError extends FoyerError {
  override name = 'NetworkNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.networkNotFound'), { ...parameters, code: 'NETWORK_NOT_FOUND' })
  }
}

/** The wallet is on a chain that the host site did not request. */
export class UnsupportedChainError extends FoyerError {
  override name = 'UnsupportedChainError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.unsupportedChain'), { ...parameters, code: 'UNSUPPORTED_CHAIN' })
  }
}

/** The last network of a namespace cannot be removed (spec section 4). */
export class RemoveLastNetworkError extends FoyerError {
  override name = 'RemoveLastNetworkError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.removeLastNetwork'), { ...parameters, code: 'REMOVE_LAST_NETWORK' })
  }
}
