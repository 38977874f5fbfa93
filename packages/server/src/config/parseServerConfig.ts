import { InvalidServerConfigError } from '../errors/config.js'
import { type ResolvedServerConfig, serverConfigSchema } from './serverConfigSchema.js'

export type ParseServerConfigErrorType = InvalidServerConfigError

/**
 * Validates a server config and fills in its defaults. Every issue is listed with its path.
 *
 * @example
 * parseServerConfig({ projects: [{ id: 'demo', origins: ['http://localhost:5173'] }] })
 * // { projects: [...], chains: [], database: {}, analytics: { enabled: true }, names: { suffix: '.reown.id', zone: 'reown.id' } }
 */
export function parseServerConfig(config: unknown): ResolvedServerConfig {
  const result = serverConfigSchema.safeParse(config)
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  )
  throw new InvalidServerConfigError({ issues, cause: result.error })
}
