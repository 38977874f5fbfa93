import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** The names of an address could not be fetched (spec section 8: 'Error fetching names for address'). */
export class NamesForAddressError extends FoyerError {
  override name = 'NamesForAddressError'
  static readonly code = 'NAMES_FOR_ADDRESS_FAILED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.name.forAddress'), { ...parameters, code: 'NAMES_FOR_ADDRESS_FAILED' })
  }
}
