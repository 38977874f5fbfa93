import { readFile } from 'node:fs/promises'
import { ConfigFileError, type InvalidServerConfigError } from '../errors/config.js'
import { parseServerConfig } from './parseServerConfig.js'
import type { ResolvedServerConfig } from './serverConfigSchema.js'

export type LoadConfigErrorType = ConfigFileError | InvalidServerConfigError

/**
 * Reads a JSON server config file and validates it (see `ServerConfig`).
 *
 * @example
 * const config = await loadConfig('./foyer.config.json')
 * const server = await createFoyerServer(config)
 */
export async function loadConfig(path: string): Promise<ResolvedServerConfig> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new ConfigFileError({ path, reason: 'unreadable', cause })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new ConfigFileError({ path, reason: 'notJson', cause })
  }
  return parseServerConfig(json)
}
