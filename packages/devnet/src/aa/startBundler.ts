import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Address } from 'viem'
import { getFreePort } from '../chain/getFreePort.js'
import { superviseChild } from '../chain/superviseChild.js'
import { aaDevAccounts } from './aaAccounts.js'
import { DEVNET_ACCOUNT_ABSTRACTION } from './aaContracts.js'
import { BundlerNotFoundError, BundlerStartError, BundlerStartTimeoutError } from './errors.js'

export interface StartBundlerParameters {
  /** The chain's JSON-RPC URL (a local Hardhat chain: see startChain). */
  rpcUrl: string
  chainId: number
  /** The EntryPoint it bundles for; the devnet's v0.8 by default (deployAccountAbstraction). */
  entryPoint?: Address
  /** A fixed port on 127.0.0.1; a free one by default. */
  port?: number
  /** How long to wait for `eth_supportedEntryPoints` to answer; 120 000 ms by default. */
  timeoutMs?: number
  /** alto's log level: 'warn' by default ('info' logs every RPC call). */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'
  /** Receives every line the bundler prints (JSON, one per line). Dropped by default. */
  onLog?: (line: string) => void
}

export interface RunningBundler {
  /** The ERC-4337 JSON-RPC endpoint, for viem's `createBundlerClient({ transport: http(url) })`. */
  url: string
  port: number
  chainId: number
  entryPoint: Address
  /** The bundler's process id (it leads its own process group). */
  pid: number
  /** Kills the bundler's process group and waits for it to exit. Safe to call twice. */
  stop(): Promise<void>
}

export type StartBundlerErrorType = BundlerStartError | BundlerStartTimeoutError | BundlerNotFoundError

const HOST = '127.0.0.1'
const LOG_TAIL = 40
const PRELOAD = join(dirname(fileURLToPath(import.meta.url)), 'altoPreload.mjs')

/**
 * Starts a real ERC-4337 bundler, Pimlico's alto (the `@pimlico/alto` package's CLI), as a Node process
 * on 127.0.0.1 against a local chain: it simulates and validates every user operation through the
 * EntryPoint before bundling it, and sends `handleOps` from Hardhat accounts #17 and #18 (#19 is its
 * utility account, which deploys alto's simulation contracts on first start). Resolves once it answers
 * `eth_supportedEntryPoints`. The EntryPoint must be deployed first (deployAccountAbstraction).
 *
 * Hardhat's `debug_traceCall` has no JavaScript tracers, so alto runs with `--safe-mode false`: the
 * ERC-7562 opcode and storage-access rules are not traced; signatures, nonces, deposits and gas are
 * still validated by simulation.
 *
 * @example
 * const bundler = await startBundler({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
 * const client = createBundlerClient({ account, client: publicClient, transport: http(bundler.url) })
 * await bundler.stop()
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<RunningBundler> {
  const {
    rpcUrl,
    chainId,
    entryPoint = DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
    timeoutMs = 120_000,
    logLevel = 'warn',
    onLog,
  } = parameters
  const cli = resolveAltoCli()
  const port = parameters.port ?? (await getFreePort())
  const url = `http://${HOST}:${port}`
  const args = [
    ['--entrypoints', entryPoint],
    ['--rpc-url', rpcUrl],
    [
      '--executor-private-keys',
      aaDevAccounts.bundlerExecutors.map((account) => account.privateKey).join(','),
    ],
    ['--utility-private-key', aaDevAccounts.bundlerUtility.privateKey],
    ['--port', String(port)],
    // No JavaScript tracer in Hardhat's debug_traceCall: the ERC-7562 rules cannot be traced.
    ['--safe-mode', 'false'],
    // The local chain mines each transaction at once: look for receipts often.
    ['--block-time', '250'],
    ['--enable-cors', 'true'],
    ['--json', 'true'],
    ['--log-level', logLevel],
  ].flat()
  // alto reads ALTO_* variables and a .env file as options: the devnet's flags alone must count.
  const env: NodeJS.ProcessEnv = { ...process.env, DOTENV_CONFIG_PATH: '/dev/null' }
  for (const name of Object.keys(env)) {
    if (name.startsWith('ALTO_') || name === 'SENTRY_DSN') delete env[name]
  }
  const child = spawn(process.execPath, ['--import', PRELOAD, cli, 'run', ...args], {
    env,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const { failed, stop, tail } = superviseChild(child, {
    onLog,
    tailLines: LOG_TAIL,
    toError: ({ details, cause }) => new BundlerStartError({ chainId, details, cause }),
  })

  try {
    const ready = await waitForBundler({ url, entryPoint, timeoutMs, signal: failed })
    if (!ready) throw new BundlerStartTimeoutError({ chainId, url, timeoutMs, details: tail() })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, port, chainId, entryPoint, pid: child.pid!, stop }
}

function resolveAltoCli(): string {
  try {
    // The package exports only its library (esm/index.js); the CLI sits beside it.
    const library = createRequire(import.meta.url).resolve('@pimlico/alto')
    return join(dirname(library), 'cli', 'alto.js')
  } catch (error) {
    throw new BundlerNotFoundError({ cause: error })
  }
}

/** Polls `eth_supportedEntryPoints` until it lists `entryPoint` (true) or the time is up (false). */
async function waitForBundler(parameters: {
  url: string
  entryPoint: Address
  timeoutMs: number
  signal: AbortSignal
}): Promise<boolean> {
  const { url, entryPoint, timeoutMs, signal } = parameters
  const deadline = Date.now() + timeoutMs
  for (;;) {
    signal.throwIfAborted()
    const entryPoints = await askEntryPoints(url, signal)
    if (entryPoints?.some((address) => address.toLowerCase() === entryPoint.toLowerCase())) return true
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function askEntryPoints(url: string, signal: AbortSignal): Promise<string[] | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(2000)]),
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { result?: unknown }
    return Array.isArray(body.result) ? body.result.map(String) : undefined
  } catch (error) {
    if (signal.aborted) throw signal.reason
    // Connection refused / reset / per-attempt timeout: not up yet, ask again.
    if (error instanceof Error) return undefined
    throw error
  }
}
