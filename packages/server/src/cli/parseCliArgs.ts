import { parseArgs } from 'node:util'
import { InvalidCliArgumentsError } from '../errors/config.js'
import { t } from '../messages.js'

export interface CliArgs {
  port: number
  /** The secure login frame's own listener (same hostname); none when undefined. */
  framePort: number | undefined
  hostname: string
  configPath: string | undefined
  databaseUrl: string | undefined
  dataDir: string | undefined
  help: boolean
}

export const DEFAULT_PORT = 8787

/**
 * Reads the command line of `foyer-server`: `--port` (default 8787, or env PORT), `--hostname`
 * (127.0.0.1), `--config`, `--database-url` (or env DATABASE_URL), `--data-dir`, `--frame-port` (or env
 * FRAME_PORT: also serve the secure login frame, on that port), `--help`.
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
  const rawFramePort = values['frame-port'] ?? (env.FRAME_PORT || undefined)
  return {
    port: readPort('port', values.port ?? env.PORT) ?? DEFAULT_PORT,
    framePort: readPort('frame-port', rawFramePort),
    hostname: values.hostname ?? '127.0.0.1',
    configPath: values.config,
    databaseUrl: values['database-url'] ?? (env.DATABASE_URL || undefined),
    dataDir: values['data-dir'],
    help: values.help ?? false,
  }
}

/** A port number from 0 to 65535, or undefined when not given. */
function readPort(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 0 || port > 65_535)
    throw new InvalidCliArgumentsError({ message: t('cli.invalidPort', { flag, value: raw }) })
  return port
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
      'frame-port': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}
