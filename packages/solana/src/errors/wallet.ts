import { FoyerError } from '@foyer/core'
import type { ErrorParameters } from '@foyer/core/adapter'
import { t } from '@foyer/core/messages'

/**
 * A Wallet Standard wallet answered with something its feature does not allow: no account, a signature
 * that is not 64 bytes, a transaction that does not decode, a signature over other bytes than asked.
 */
export class InvalidWalletResponseError extends FoyerError {
  override name = 'InvalidWalletResponseError'
  static readonly code = 'INVALID_WALLET_RESPONSE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidProviderResponse'), { ...parameters, code: InvalidWalletResponseError.code })
  }
}
