import { t } from '../messages/tPage.js'
import { FoyerError } from './base.js'

/** What a caller may pass to a Foyer error: the lower-level reason and/or error. */
export interface ErrorParameters {
  details?: string
  cause?: unknown
}

/**
 * The code of @foyer/walletconnect's `RelayUnreachableError`: the relay's socket did not open within its
 * timeout (core raises the sockets timeout alert on it, spec section 8).
 */
export const RELAY_UNREACHABLE_CODE = 'WALLETCONNECT_RELAY_UNREACHABLE'

/** The wallet's provider is gone (extension removed, legacy injected slot empty). */
export class ProviderNotFoundError extends FoyerError {
  override name = 'ProviderNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.providerNotFound'), { ...parameters, code: 'PROVIDER_NOT_FOUND' })
  }
}

/** No connector with the requested id is known to any adapter. */
export class ConnectorNotFoundError extends FoyerError {
  override name = 'ConnectorNotFoundError'
  constructor({ connectorId, cause }: { connectorId: string; cause?: unknown }) {
    super(t('error.connectorNotFound'), {
      code: 'CONNECTOR_NOT_FOUND',
      details: t('error.connectorNotFoundDetails', { connectorId }),
      cause,
    })
  }
}

/** No adapter is registered for the namespace. */
export class AdapterNotFoundError extends FoyerError {
  override name = 'AdapterNotFoundError'
  constructor({ namespace, cause }: { namespace: string; cause?: unknown }) {
    super(t('error.adapterNotFound', { namespace }), { code: 'ADAPTER_NOT_FOUND', cause })
  }
}

/** The adapter failed to disconnect; local state is cleared anyway. */
export class DisconnectError extends FoyerError {
  override name = 'DisconnectError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.disconnect'), { ...parameters, code: 'DISCONNECT_FAILED' })
  }
}

/** The wallet disconnected (or dropped every account) while a connection was being made. */
export class ConnectionAbortedError extends FoyerError {
  override name = 'ConnectionAbortedError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.connectionAborted'), { ...parameters, code: 'CONNECTION_ABORTED' })
  }
}

/** An adapter cannot be removed while its namespace is connected (spec section 4). */
export class RemoveAdapterWhileConnectedError extends FoyerError {
  override name = 'RemoveAdapterWhileConnectedError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.removeAdapterWhileConnected'), { ...parameters, code: 'REMOVE_ADAPTER_WHILE_CONNECTED' })
  }
}
