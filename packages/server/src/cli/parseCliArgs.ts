import { parseArgs } from 'node:util'
import { InvalidCliArgumentsError } from '../errors/config.js'
import { t } from '../messages.js'

export interface CliArgs {
  port: number
  hostname: string
  configPath: string | undefined
  databaseUrl: string | undefined
  dataDir: string | undefined
  help: boolean
}

export const DEFAULT_PORT = 8787

/**
 * Reads the command line of `foyer-server`: `--port` (default 8787, or env PORT), `--hostname`
 * (127.0.0.1), `--config`, `--database-url` (or env DATABASE_URL), `--data-dir`, `--help`.
 *
 * @example
 * parseCliArgs(['--port', '0', '--database-url', 'postgres://localhost/foyer'], process.env)
 */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliArgs {
  let values: ReturnType<typeof parse>['values']
  try {
    values = parse(argv).values
  } catch (cause) {
    throw new InvalidCliArgumentsError({
      message: t('cli.invalidArguments', { reason: cause instanceof Error ? cause.message : String(cause) }),
      cause,
    })
  }
  const rawPort = values.port ?? env.PORT
  const port = rawPort === undefined ? DEFAULT_PORT : Number(rawPort)
  if (!/^\d+$/.test(rawPort ?? '0') || !Number.isInteger(port) || port < 0 || port > 65_535)
    throw new InvalidCliArgumentsError({ message: t('cli.invalidPort', { value: rawPort }) })
  return {
    port,
    hostname: values.hostname ?? '127.0.0.1',
    configPath: values.config,
    databaseUrl: values['database-url'] ?? (env.DATABASE_URL || undefined),
    dataDir: values['data-dir'],
    help: values.help ?? false,
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      hostname: { type: 'string' },
      config: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}
