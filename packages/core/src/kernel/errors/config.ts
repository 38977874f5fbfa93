import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** `createFoyer` options are invalid; `shortMessage` says which option and why. */
export class InvalidOptionsError extends FoyerError {
  override name = 'InvalidOptionsError'
  constructor(message: string, parameters: ErrorParameters = {}) {
    super(message, { ...parameters, code: 'INVALID_OPTIONS' })
  }
}
