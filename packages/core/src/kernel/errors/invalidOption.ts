import { t } from '../messages/tPage.js'
import { InvalidOptionsError } from './config.js'

// A module of its own: adapters check their options when their lists load (evm's host connectors), so
// this stays out of the page-load download that config.ts is part of.
/**
 * An option of `createFoyer` or of an adapter that is not what it must be, named by its path:
 * "Invalid option `connectors.0.provider`: Expected EIP-1193 provider, received undefined".
 *
 * @example
 * throw invalidOptionError('connectors.0.name', 'non-empty string', describeType(name))
 */
export function invalidOptionError(path: string, expected: string, received: string): InvalidOptionsError {
  return new InvalidOptionsError(
    t('error.invalidOption', { path, reason: t('error.expectedReceived', { expected, received }) }),
  )
}
