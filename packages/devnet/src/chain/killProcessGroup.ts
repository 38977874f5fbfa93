import type { ChildProcess } from 'node:child_process'

/**
 * Sends `signal` to the process group led by `child` (it was spawned `detached`), falling back to
 * the child alone. Returns false when the process was already gone.
 */
export function killProcessGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return false
  try {
    process.kill(-child.pid, signal)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    // No such group (already reaped): try the process itself.
    return child.kill(signal)
  }
}
