import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { killProcessGroup } from './killProcessGroup.js'
import { trackChild } from './trackChild.js'

export interface SupervisedChild {
  /** Its last lines (stdout and stderr), for a start error to quote. */
  tail(): string
  /** Aborted, with the error `toError` makes, when the child exits or cannot be spawned. */
  readonly failed: AbortSignal
  /** Kills the child's process group (SIGTERM, then SIGKILL after 5 s) and waits for its exit. Safe twice. */
  stop(): Promise<void>
}

/**
 * What a local service the devnet spawns needs around it (a Hardhat chain, the bundler): killed with this
 * process (`trackChild`), its lines passed to `onLog` and the last ones kept, a signal that fails its start
 * wait the moment it exits, and a stop that ends its whole process group.
 *
 * @example
 * const supervised = superviseChild(child, {
 *   onLog,
 *   tailLines: 30,
 *   toError: ({ details, cause }) => new ChainStartError({ chainId, details, cause }),
 * })
 */
export function superviseChild(
  child: ChildProcess,
  parameters: {
    onLog?: ((line: string) => void) | undefined
    /** How many of its last lines `tail` keeps. */
    tailLines: number
    toError(p: { details?: string; cause?: unknown }): Error
  },
): SupervisedChild {
  const { onLog, tailLines, toError } = parameters
  trackChild(child)
  const lines: string[] = []
  const collect = (line: string) => {
    lines.push(line)
    if (lines.length > tailLines) lines.shift()
    onLog?.(line)
  }
  if (child.stdout) createInterface({ input: child.stdout }).on('line', collect)
  if (child.stderr) createInterface({ input: child.stderr }).on('line', collect)

  const exited = once(child, 'exit')
  const failed = new AbortController()
  exited.then(
    () => failed.abort(toError({ details: lines.join('\n') })),
    (error: unknown) => failed.abort(toError({ cause: error })),
  )
  child.once('error', (error) => failed.abort(toError({ cause: error })))

  let stopped: Promise<void> | undefined
  return {
    tail: () => lines.join('\n'),
    failed: failed.signal,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return
        killProcessGroup(child, 'SIGTERM')
        const killer = setTimeout(() => killProcessGroup(child, 'SIGKILL'), 5000)
        await exited.catch(() => undefined).finally(() => clearTimeout(killer))
      })()
      return stopped
    },
  }
}
