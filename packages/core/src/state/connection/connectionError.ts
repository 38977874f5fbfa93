import type { FoyerError } from '../../kernel/errors/base.js'
import type { ConnectionError } from '../../types/state.js'

/**
 * The `{ code, message }` shown in ConnectingExternal / SwitchNetwork: the catalog message, except for a
 * user rejection, which shows the wallet's own words when it gave any.
 */
export function toConnectionError(error: FoyerError): ConnectionError {
  const message = error.code === 'USER_REJECTED' && error.details ? error.details : error.shortMessage
  return { code: error.code, message }
}
