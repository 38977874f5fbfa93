import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, onTestFinished, test } from 'vitest'
import { ChainStartError } from '../errors.js'
import { getFreePort } from './getFreePort.js'
import { resolveDevnetPaths } from './resolveDevnetPaths.js'
import { startChain } from './startChain.js'

let blocker: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)))
  blocker = undefined
})

describe('startChain', () => {
  test('behavior: a port already taken fails with ChainStartError and the output tail', async () => {
    const port = await getFreePort()
    blocker = createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => blocker?.listen(port, '127.0.0.1', resolve))
    const error = await startChain({ chainId: 31337, port }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainStartError)
    expect((error as ChainStartError).code).toBe('DEVNET_CHAIN_START_FAILED')
    expect((error as ChainStartError).shortMessage).toBe('Chain 31337 could not start')
    expect((error as ChainStartError).details).toMatch(/EADDRINUSE/)
  }, 30_000)
})

describe('hardhat-node.cjs', () => {
  test('behavior: the chain wrapper exits when its parent goes away (stdin closes)', async () => {
    // A folder of its own, removed after: /tmp held one script per run of this test.
    const folder = await mkdtemp(join(tmpdir(), 'foyer-devnet-forever-'))
    onTestFinished(() => rm(folder, { recursive: true, force: true }))
    const script = join(folder, 'forever.cjs')
    await writeFile(script, 'setInterval(() => {}, 1000)\n')
    const child = spawn(process.execPath, [resolveDevnetPaths().hardhatWrapper, script], {
      stdio: ['pipe', 'ignore', 'inherit'],
    })
    const exited = once(child, 'exit')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(child.exitCode).toBe(null)
    child.stdin?.end()
    const [code] = await exited
    expect(code).toBe(0)
  })
})
