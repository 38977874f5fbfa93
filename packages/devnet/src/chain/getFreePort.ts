import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'

/**
 * The ports getFreePort picks from: below the kernel's ephemeral range (Linux: 32768-60999), where the
 * kernel never puts a socket of its own choosing. A port asked of the OS with `listen(0)` and closed again
 * is free only until the next socket that lets the OS choose: another server's `listen(0)`, or any
 * outgoing connection's local port. The world picks its ports first and listens on them seconds later,
 * after the mail catcher, the identity providers and the relays have started on ports of the OS's choosing,
 * and once the frame's port had gone to one of them: `EADDRINUSE` on 127.0.0.1:38643 and no world (#30).
 * `rangeText` is /proc/sys/net/ipv4/ip_local_port_range's text; without it (another OS), or with a range
 * that starts too low to leave room below, undefined: the OS chooses, as before.
 */
export function portsBelowEphemeral(
  rangeText: string | undefined,
): { first: number; last: number } | undefined {
  const low = Number(rangeText?.trim().split(/\s+/)[0])
  if (!Number.isInteger(low) || low < 12_000) return undefined
  return { first: 10_000, last: low - 1 }
}

const range = (() => {
  try {
    return portsBelowEphemeral(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'))
  } catch {
    return undefined
  }
})()

/**
 * The Fetch standard's bad ports (https://fetch.spec.whatwg.org/#bad-port) from 1024 up: Node's fetch
 * (undici) and Chromium refuse to connect to them ("bad port", ERR_UNSAFE_PORT) before any packet is
 * sent. A world whose bundler got 10080, the one such port in the range below, waited 120 s for an
 * answer that its own fetch had refused to ask for, and no browser test ran (#30, a clean-clone run).
 */
const fetchBadPorts: ReadonlySet<number> = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
])

/** Ports this process has handed out: never twice, even once their servers are gone. */
const handedOut = new Set<number>()

/** The reservations this process holds (`reservePort`), open until it ends. */
const reservations: Server[] = []

/**
 * Holds `port` for this process against every other process of the machine that picks ports here: a Unix
 * socket in Linux's abstract namespace named after the port, open until this process ends (the kernel
 * drops it then, SIGKILL included: nothing to clean up). False when another process holds it.
 *
 * Why: a port is picked seconds before its server listens on it (initdb, Hardhat's start), and Vitest's
 * workers, the pack test beside them and the browser tests' world each pick at random in one range, so
 * two of them could pick and test-listen the same free port, and the second server to start would fail
 * with `EADDRINUSE` (#30). Where the namespace cannot be used, true: nothing held, as before.
 */
export function reservePort(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'))
    server.listen(`\0foyer-port-${port}`, () => {
      server.unref()
      reservations.push(server)
      resolve(true)
    })
  })
}

/** Listens on `port` (0: the OS chooses) on 127.0.0.1 and closes again; resolves with the port, or undefined when taken. */
function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(undefined) : reject(error),
    )
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : 0
      server.close((error) => (error ? reject(error) : resolve(bound)))
    })
  })
}

/**
 * A free TCP port on 127.0.0.1 for a server that will listen on it later: a random one below the
 * kernel's ephemeral range that nothing listens on now and that this process has not handed out before
 * (portsBelowEphemeral says why) and that no other process holds (reservePort), else the OS's choice;
 * never one that fetch refuses (fetchBadPorts).
 *
 * @example
 * const port = await getFreePort()
 */
export async function getFreePort(): Promise<number> {
  if (range) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const port = range.first + Math.floor(Math.random() * (range.last - range.first + 1))
      if (handedOut.has(port) || fetchBadPorts.has(port)) continue
      // Taken before the await, so that two calls at once never try the same port; one found in use stays
      // taken too.
      handedOut.add(port)
      if ((await reservePort(port)) && (await tryListen(port)) === port) return port
    }
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = await tryListen(0)
    if (!port) break
    if (!fetchBadPorts.has(port)) return port
  }
  throw new Error('The OS gave no free TCP port on 127.0.0.1')
}
