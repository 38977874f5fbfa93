import type { SpawnOptions } from 'node:child_process'

export function runChild(
  cmd: string,
  args: readonly string[],
  options?: SpawnOptions & { parentPollMs?: number },
): Promise<number>

/** Calls `stop` on the first SIGINT, SIGTERM or SIGHUP and swallows the later ones; returns the remover. */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): () => void
