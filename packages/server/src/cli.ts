// Entry point of `foyer-server` (bin/foyer-server.mjs loads it through tsx). Runs the server until
// SIGINT or SIGTERM, then closes it (writing queued analytics events) and exits.
import { FoyerError } from '@foyer/protocol'
import { runCli } from './cli/runCli.js'
import { t } from './messages.js'

try {
  const result = await runCli({ argv: process.argv.slice(2), env: process.env })
  if (result.kind === 'running') {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(t('cli.stopping', { signal }))
        result.stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error)
            process.exit(1)
          },
        )
      })
    }
  }
} catch (error) {
  console.error(error instanceof FoyerError ? error.message : error)
  process.exitCode = 1
}
