import { FoyerError } from '@foyer/core'
import type { ErrorParameters } from '@foyer/core/adapter'
import { t } from '@foyer/core/messages'

/** A string that is not an SS58 address: bad base58, a wrong checksum, a reserved prefix or a bad length. */
export class InvalidSs58AddressError extends FoyerError {
  override name = 'InvalidSs58AddressError'
  static readonly code = 'INVALID_SS58_ADDRESS'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidPolkadotAddress'), {
      ...parameters,
      code: InvalidSs58AddressError.code,
    })
  }
}

/**
 * An extension answered with something the `@polkadot/extension-inject` protocol does not allow: no
 * `accounts`, a signature that is not hex of 64 to 66 bytes, an `enable` that gives no object.
 */
export class InvalidWalletResponseError extends FoyerError {
  override name = 'InvalidWalletResponseError'
  static readonly code = 'INVALID_WALLET_RESPONSE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidProviderResponse'), { ...parameters, code: InvalidWalletResponseError.code })
  }
}
