import { t } from '../messages/tPage.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/**
 * A part of Foyer's code that loads on first use (an action, the WalletConnect pairing, the request
 * policy) could not be downloaded: the visitor went offline after the page loaded, or the site was
 * deployed meanwhile and the old file is gone. Trying again may work once the connection is back;
 * `details` has the browser's own reason.
 */
export class CodeLoadError extends FoyerError {
  override name = 'CodeLoadError'
  static readonly code = 'CODE_LOAD_FAILED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.codeLoad'), { ...parameters, code: CodeLoadError.code })
  }
}

/**
 * Runs `load` (a dynamic `import()`) and turns its failure into a `CodeLoadError`, so that a caller meets
 * a typed error with a code and a message in the page's language instead of the browser's TypeError
 * ('Failed to fetch dynamically imported module'). A `FoyerError` passes as it is.
 *
 * @example
 * const loadActions = () => loadCode(() => import('./actions/index.js'))
 */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (error instanceof FoyerError) throw error
    throw new CodeLoadError({ details: error instanceof Error ? error.message : String(error), cause: error })
  })
}
