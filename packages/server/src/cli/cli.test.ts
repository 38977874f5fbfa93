import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { InvalidCliArgumentsError } from '../errors/config.js'
import { FrameNotConfiguredError } from '../frame/errors.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { DEFAULT_PORT, parseCliArgs } from './parseCliArgs.js'
import { runCli } from './runCli.js'

const bin = join(dirname(fileURLToPath(import.meta.url)), '../../bin/foyer-server.mjs')

describe('parseCliArgs', () => {
  test('default', () => {
    expect(parseCliArgs([], {})).toEqual({
      port: DEFAULT_PORT,
      framePort: undefined,
      hostname: '127.0.0.1',
      configPath: undefined,
      databaseUrl: undefined,
      dataDir: undefined,
      help: false,
    })
  })

  test('parameters: flags, and PORT / DATABASE_URL from the environment', () => {
    const env = { PORT: '9000', DATABASE_URL: 'postgres://env/db' }
    expect(parseCliArgs([], env)).toMatchObject({ port: 9000, databaseUrl: 'postgres://env/db' })
    expect(
      parseCliArgs(
        ['--port', '0', '--database-url', 'postgres://flag/db', '--config', 'c.json', '--data-dir', 'd'],
        env,
      ),
    ).toMatchObject({ port: 0, databaseUrl: 'postgres://flag/db', configPath: 'c.json', dataDir: 'd' })
  })

  test('behavior: a bad port or an unknown flag is an InvalidCliArgumentsError', () => {
    expect(() => parseCliArgs(['--port', 'eighty'], {})).toThrow('Invalid --port eighty')
    expect(() => parseCliArgs(['--port', '70000'], {})).toThrow(InvalidCliArgumentsError)
    expect(() => parseCliArgs(['--prot', '1'], {})).toThrow(InvalidCliArgumentsError)
    expect(() => parseCliArgs(['--frame-port', '80a'], {})).toThrow('Invalid --frame-port 80a')
  })

  test('parameters: --frame-port, or FRAME_PORT from the environment', () => {
    expect(parseCliArgs(['--frame-port', '8788'], {}).framePort).toBe(8788)
    expect(parseCliArgs([], { FRAME_PORT: '0' }).framePort).toBe(0)
    expect(parseCliArgs(['--frame-port', '1'], { FRAME_PORT: '2' }).framePort).toBe(1)
  })
})

describe('runCli', () => {
  test('behavior: --frame-port serves the login frame on its own listener; without an auth section it fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'foyer-cli-frame-'))
    const lines: string[] = []
    const projects = [{ id: 'cli', origins: ['http://127.0.0.1:5173'] }]
    const auth = {
      smtp: { host: '127.0.0.1', port: 2525 },
      from: 'Foyer <no-reply@foyer.test>',
      shareKey: 'cd'.repeat(32),
      frameOrigins: ['http://127.0.0.1:8788'],
      publicUrl: 'http://127.0.0.1:8787',
    }
    try {
      const withAuth = join(dir, 'auth.json')
      await writeFile(withAuth, JSON.stringify({ projects, auth, indexer: { enabled: false } }))
      const argv = ['--port', '0', '--frame-port', '0', '--config', withAuth]
      const running = await runCli({
        argv,
        env: {},
        logger: createTestLogger(),
        print: (line) => lines.push(line),
      })
      if (running.kind !== 'running') throw new Error('not running')
      try {
        expect(running.frameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
        expect(running.frameUrl).not.toBe(running.url)
        expect(lines[1]).toBe(
          `Secure login frame listening on ${running.frameUrl} (its origin belongs in auth.frameOrigins)`,
        )
        const page = await fetch(`${running.frameUrl}/?projectId=cli`)
        expect(page.status).toBe(200)
        expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:5173')
      } finally {
        await running.stop()
      }

      const withoutAuth = join(dir, 'plain.json')
      await writeFile(withoutAuth, JSON.stringify({ projects, indexer: { enabled: false } }))
      await expect(
        runCli({
          argv: ['--port', '0', '--frame-port', '0', '--config', withoutAuth],
          env: {},
          logger: createTestLogger(),
          print: () => undefined,
        }),
      ).rejects.toThrow(FrameNotConfiguredError)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('foyer-server (bin)', () => {
  let dir: string
  const children: ChildProcess[] = []
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'foyer-cli-'))
  })
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    await rm(dir, { recursive: true, force: true })
  })

  function start(args: string[]) {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(child)
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    // The URL it prints, or undefined when it exits without printing one.
    const printed = new Promise<string | undefined>((resolve) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = /listening on (http:\/\/\S+)/.exec(line)
        if (match?.[1]) resolve(match[1])
      })
      void exited.then(() => resolve(undefined))
    })
    return { child, printed, exited }
  }

  test('default: serves with --config and --database-url, prints its URL, stops on SIGTERM', async () => {
    const configPath = join(dir, 'foyer.config.json')
    await writeFile(configPath, JSON.stringify({ projects: [{ id: 'cli', origins: ['*'] }] }))
    const databaseUrl = await createScratchDatabase()
    const { child, printed, exited } = start([
      '--port',
      '0',
      '--config',
      configPath,
      '--database-url',
      databaseUrl,
    ])
    const url = await printed
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true, database: 'postgres' })
    expect((await fetch(`${url}/getAnalyticsConfig?projectId=cli&st=a&sv=1`)).status).toBe(200)
    expect((await fetch(`${url}/getAnalyticsConfig?projectId=foyer-demo&st=a&sv=1`)).status).toBe(401)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 30_000)

  test('behavior: a bad config file exits 1 with its message', async () => {
    const configPath = join(dir, 'bad.json')
    await writeFile(configPath, JSON.stringify({ projects: [] }))
    const { child, exited } = start(['--port', '0', '--config', configPath])
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    expect(await exited).toBe(1)
    expect(stderr).toContain('Invalid server config: projects: Too small')
  }, 30_000)
})
