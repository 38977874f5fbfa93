import { spawn } from 'node:child_process'
import { ChainStartError, WrongChainIdError } from '../errors.js'
import { getFreePort } from './getFreePort.js'
import { resolveDevnetPaths } from './resolveDevnetPaths.js'
import { superviseChild } from './superviseChild.js'
import { waitForChain } from './waitForChain.js'

export interface StartChainParameters {
  chainId: number
  /** A fixed port; by default a free port is picked (and picked again if it was taken meanwhile). */
  port?: number
  /** How long to wait for `eth_chainId` to answer; 30 000 ms by default. */
  timeoutMs?: number
  /** Receives every line the Hardhat node prints (it logs each RPC call). Dropped by default. */
  onLog?: (line: string) => void
}

export interface RunningChain {
  chainId: number
  rpcUrl: string
  port: number
  /** Kills the chain process (and its group) and waits for it to exit. Safe to call twice. */
  stop(): Promise<void>
}

export type StartChainErrorType = ChainStartError | WrongChainIdError

const HOST = '127.0.0.1'
const PORT_ATTEMPTS = 3
const LOG_TAIL = 30

/**
 * Starts a real local EVM chain: a Hardhat node (EDR) on 127.0.0.1 with Hardhat's pre-funded
 * accounts (see `devAccounts`), automining every transaction. Resolves once `eth_chainId` answers.
 * The process is killed when this process exits or is interrupted.
 *
 * @example
 * const chain = await startChain({ chainId: 31337 })
 * // chain.rpcUrl === 'http://127.0.0.1:<port>'
 * await chain.stop()
 */
export async function startChain(parameters: StartChainParameters): Promise<RunningChain> {
  const attempts = parameters.port === undefined ? PORT_ATTEMPTS : 1
  for (let attempt = 1; ; attempt++) {
    const port = parameters.port ?? (await getFreePort())
    try {
      return await startOnPort(parameters, port)
    } catch (error) {
      const portTaken = error instanceof ChainStartError && /EADDRINUSE/.test(error.details ?? '')
      if (!portTaken || attempt >= attempts) throw error
    }
  }
}

async function startOnPort(parameters: StartChainParameters, port: number): Promise<RunningChain> {
  const { chainId, timeoutMs = 30_000, onLog } = parameters
  const paths = resolveDevnetPaths()
  const rpcUrl = `http://${HOST}:${port}`
  const child = spawn(
    process.execPath,
    [
      paths.hardhatWrapper,
      paths.hardhatCli,
      '--config',
      paths.hardhatConfig,
      'node',
      '--hostname',
      HOST,
      '--port',
      String(port),
    ],
    {
      cwd: paths.root,
      env: { ...process.env, FOYER_CHAIN_ID: String(chainId), HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  const { failed, stop } = superviseChild(child, {
    onLog,
    tailLines: LOG_TAIL,
    toError: ({ details, cause }) => new ChainStartError({ chainId, details, cause }),
  })

  try {
    const actual = await waitForChain({ rpcUrl, chainId, timeoutMs, signal: failed })
    if (actual !== chainId) throw new WrongChainIdError({ rpcUrl, expected: chainId, actual })
  } catch (error) {
    await stop()
    throw error
  }
  return { chainId, rpcUrl, port, stop }
}
