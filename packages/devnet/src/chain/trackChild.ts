import type { ChildProcess } from 'node:child_process'
import { killProcessGroup } from './killProcessGroup.js'

// The children of this process are a property of the process itself, so this registry is one per
// process by nature. The handlers are installed only while at least one chain runs.
const live = new Set<ChildProcess>()
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

function killAll(): void {
  for (const child of live) killProcessGroup(child, 'SIGTERM')
  live.clear()
}

function onSignal(signal: NodeJS.Signals): void {
  killAll()
  // Only we listen: behave like Node's default (exit by the signal) once the children are gone.
  if (process.listenerCount(signal) === 1) {
    uninstall()
    process.kill(process.pid, signal)
  }
}

function install(): void {
  process.on('exit', killAll)
  for (const signal of signals) process.on(signal, onSignal)
}

function uninstall(): void {
  process.off('exit', killAll)
  for (const signal of signals) process.off(signal, onSignal)
}

/**
 * Makes sure `child` (and its process group) is killed when this process exits or is interrupted
 * (exit, SIGINT, SIGTERM, SIGHUP). Returns a function that stops tracking it.
 */
export function trackChild(child: ChildProcess): () => void {
  if (live.size === 0) install()
  live.add(child)
  const untrack = () => {
    if (!live.delete(child)) return
    if (live.size === 0) uninstall()
  }
  child.once('exit', untrack)
  return untrack
}
