import { FoyerError } from '@foyer/protocol'
import { t } from '../messages.js'
import type { ErrorParameters } from './http.js'

/** The server config does not match its schema; the message lists every issue with its path. */
export class InvalidServerConfigError extends FoyerError {
  override name = 'InvalidServerConfigError'
  constructor({ issues, cause }: { issues: string[]; cause?: unknown }) {
    super(t('config.invalid', { issues: issues.join('; ') }), { code: 'INVALID_SERVER_CONFIG', cause })
  }
}

/** The config file cannot be read or is not JSON. */
export class ConfigFileError extends FoyerError {
  override name = 'ConfigFileError'
  constructor({
    path,
    reason,
    ...parameters
  }: { path: string; reason: 'unreadable' | 'notJson' } & ErrorParameters) {
    super(t(reason === 'unreadable' ? 'config.unreadable' : 'config.notJson', { path }), {
      ...parameters,
      code: 'CONFIG_FILE',
    })
  }
}

/** The command line cannot be parsed. */
export class InvalidCliArgumentsError extends FoyerError {
  override name = 'InvalidCliArgumentsError'
  constructor({ message, ...parameters }: { message: string } & ErrorParameters) {
    super(message, { ...parameters, code: 'INVALID_CLI_ARGUMENTS' })
  }
}
