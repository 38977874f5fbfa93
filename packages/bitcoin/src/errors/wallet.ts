import { FoyerError } from '@foyer/core'
import type { ErrorParameters } from '@foyer/core/adapter'
import { t } from '@foyer/core/messages'

/** A Bitcoin wallet answered with something its protocol does not allow (no account, a bad PSBT or signature). */
export class InvalidWalletResponseError extends FoyerError {
  override name = 'InvalidWalletResponseError'
  static readonly code = 'INVALID_WALLET_RESPONSE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidProviderResponse'), { ...parameters, code: InvalidWalletResponseError.code })
  }
}
