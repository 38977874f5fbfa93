import type { Foyer } from '@foyer/core'
import { toFoyerError } from '@foyer/core/views'

/**
 * Makes sure a failed action is visible. Connect and switch failures are recorded by core in
 * `connection.error` and shown inline by their view; anything else becomes an error toast.
 */
export function surfaceError(foyer: Foyer, error: unknown): void {
  if (foyer.stores.connection.getState().error) return
  foyer.showToast({ type: 'error', message: toFoyerError(error).shortMessage })
}
