import { loadConfig } from '../config/loadConfig.js'
import { parseServerConfig } from '../config/parseServerConfig.js'
import type { ResolvedServerConfig } from '../config/serverConfigSchema.js'
import { createFoyerServer, type FoyerServer } from '../createFoyerServer.js'
import { createConsoleLogger, type Logger } from '../logger.js'
import { t } from '../messages.js'
import { parseCliArgs } from './parseCliArgs.js'

export interface RunCliParameters {
  argv: readonly string[]
  env: Readonly<Record<string, string | undefined>>
  logger?: Logger
  /** Where the URL line goes; stdout by default. */
  print?: (line: string) => void
}

export type RunCliReturnType =
  | { kind: 'help' }
  | {
      kind: 'running'
      url: string
      /** The secure login frame's listener, with --frame-port. */
      frameUrl: string | undefined
      server: FoyerServer
      stop(): Promise<void>
    }

/** The project the CLI serves when no --config is given (the demo's default projectId). */
export const DEV_PROJECT_ID = 'foyer-demo'

/**
 * What `foyer-server` does: reads the flags and the config, opens the database (--database-url /
 * DATABASE_URL → PostgreSQL, --data-dir → PGlite in that folder, else the config's, else in memory),
 * starts the server and prints its URL; with --frame-port, also the secure login frame's listener (the
 * config needs an `auth` section).
 *
 * @example
 * const running = await runCli({ argv: ['--port', '0'], env: process.env })
 */
export async function runCli({
  argv,
  env,
  logger = createConsoleLogger(),
  print = (line) => process.stdout.write(`${line}\n`),
}: RunCliParameters): Promise<RunCliReturnType> {
  const args = parseCliArgs(argv, env)
  if (args.help) {
    print(t('cli.usage'))
    return { kind: 'help' }
  }
  let config: ResolvedServerConfig
  if (args.configPath) config = await loadConfig(args.configPath)
  else {
    logger.warn(t('cli.defaultConfig', { projectId: DEV_PROJECT_ID }))
    config = parseServerConfig({ projects: [{ id: DEV_PROJECT_ID, origins: ['*'] }] })
  }
  if (args.databaseUrl !== undefined || args.dataDir !== undefined) {
    config = parseServerConfig({
      ...config,
      database: {
        ...(args.databaseUrl === undefined ? {} : { url: args.databaseUrl }),
        ...(args.dataDir === undefined ? {} : { dataDir: args.dataDir }),
      },
    })
  }
  const server = await createFoyerServer(config, { logger })
  let url: string
  let frameUrl: string | undefined
  try {
    ;({ url } = await server.listen({ port: args.port, hostname: args.hostname }))
    if (args.framePort !== undefined)
      ({ url: frameUrl } = await server.listenFrame({ port: args.framePort, hostname: args.hostname }))
  } catch (error) {
    await server.close()
    throw error
  }
  print(t('cli.listening', { url, kind: server.db.kind }))
  if (frameUrl) print(t('cli.frameListening', { url: frameUrl }))
  return { kind: 'running', url, frameUrl, server, stop: () => server.close() }
}
