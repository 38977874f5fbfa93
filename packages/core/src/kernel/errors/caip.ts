import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** Not `namespace:chainId:address` with three non-empty parts and a known namespace. */
export class InvalidCaipAddressError extends FoyerError {
  override name = 'InvalidCaipAddressError'
  constructor({ value, cause }: { value: string; cause?: unknown }) {
    super(t('error.invalidCaipAddress'), {
      code: 'INVALID_CAIP_ADDRESS',
      details: t('error.invalidCaipAddressDetails', { value }),
      cause,
    })
  }
}

/** Not `namespace:chainId` with two non-empty parts and a known namespace. */
export class InvalidCaipNetworkIdError extends FoyerError {
  override name = 'InvalidCaipNetworkIdError'
  constructor({ value, cause }: { value: string; cause?: unknown }) {
    super(t('error.invalidCaipNetworkId'), {
      code: 'INVALID_CAIP_NETWORK_ID',
      details: t('error.invalidCaipNetworkIdDetails', { value }),
      cause,
    })
  }
}

/** An EVM chain id that has no ENSIP-11 coin type (2147483648 or above, negative, not an integer). */
export class InvalidChainIdError extends FoyerError {
  override name = 'InvalidChainIdError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidChainId'), { ...parameters, code: 'INVALID_CHAIN_ID' })
  }
}
