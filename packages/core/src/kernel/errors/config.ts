import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** `createFoyer` options are invalid; `shortMessage` says which option and why. */
export class InvalidOptionsError extends FoyerError {
  override name = 'InvalidOptionsError'
  constructor(message: string, parameters: ErrorParameters = {}) {
    super(message, { ...parameters, code: 'INVALID_OPTIONS' })
  }
}

/** What an option error says a wrong value was: its type ('undefined', 'number'), 'null' or 'array'. */
export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}
