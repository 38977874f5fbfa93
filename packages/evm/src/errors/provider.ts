import { FoyerError } from '@foyer/core'
import type { ErrorParameters } from '@foyer/core/adapter'
import { t } from '@foyer/core/messages'

/** A wallet answered a request with something that EIP-1193 / EIP-1474 do not allow. */
export class InvalidProviderResponseError extends FoyerError {
  override name = 'InvalidProviderResponseError'
  static readonly code = 'INVALID_PROVIDER_RESPONSE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidProviderResponse'), {
      ...parameters,
      code: InvalidProviderResponseError.code,
    })
  }
}
