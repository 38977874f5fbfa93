// Runs a child process in the foreground for a launcher script (`npm start`), handing it the signals the
// launcher gets. npm forwards SIGINT and SIGTERM to its script's process alone; a launcher that died of
// them (as it did under spawnSync) left the child, the world and its chain nodes, running without a parent.
// Imports nothing from node_modules: it runs before they exist.
import { spawn } from 'node:child_process'
import { constants } from 'node:os'

const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']

/**
 * Spawns `cmd` with the launcher's terminal; SIGINT, SIGTERM and SIGHUP sent to the launcher go to the
 * child, and the launcher waits for it. Resolves with the child's exit code (128 + the signal's number
 * when a signal ended it, as a shell reports).
 *
 * The launcher's own parent may die without passing a signal on: npm runs its script under `sh -c`, and
 * a SIGTERM to npm ends npm and the shell and nothing below them. So the launcher also watches its parent
 * (every `parentPollMs`) and stops the child with SIGTERM once it is gone.
 */
export function runChild(cmd, args, { parentPollMs = 1000, ...options } = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', ...options })
  const forward = (signal) => child.kill(signal)
  for (const signal of signals) process.on(signal, forward)
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    child.kill('SIGTERM')
  }, parentPollMs)
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearInterval(watch)
      for (const signal of signals) process.off(signal, forward)
    }
    child.once('error', (error) => {
      stop()
      reject(error)
    })
    child.once('exit', (code, signal) => {
      stop()
      resolve(code ?? 128 + (constants.signals[signal] ?? 0))
    })
  })
}

/**
 * Calls `stop` on the first SIGINT, SIGTERM or SIGHUP, and swallows the ones after it while `stop` runs.
 * A terminal's Ctrl+C reaches the whole process group and the launcher forwards it too: a child that
 * listened once would meet the second signal with no listener of its own and be cut off halfway through
 * its stop. Returns a function that removes the listener.
 */
export function onStopSignal(stop) {
  let stopping = false
  const listener = (signal) => {
    if (stopping) return
    stopping = true
    stop(signal)
  }
  for (const signal of signals) process.on(signal, listener)
  return () => {
    for (const signal of signals) process.off(signal, listener)
  }
}
