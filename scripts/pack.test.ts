// The pack test (issue #33): every public package packed once, the tarballs checked by publint and
// arethetypeswrong, then installed (one `npm install`, no workspace links, no aliases) into a throw-away
// folder that is three hosts. A Vite + React site whose app is the README's embed example: it type-checks
// against the published types, builds, and in Chromium its Connect Wallet button opens the modal, which
// lists a wallet the page announced. A Next.js App Router app rendering the same example (webpack build,
// `next start`), and the README's plain HTML page loading @foyer/react's one-file build: the same in
// Chromium. And the server's `foyer-server` runs from the same install. Prints how long each step took.
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { measureChunks } from '../bench/measureChunks.js'
import { startPostgres } from '../packages/server/src/test/postgres.js'
import { repo } from './release/build.js'
import { type CheckReport, checkTarballs } from './release/check.js'
import { describeStandalone, writeHtmlHost } from './release/htmlHost.js'
import { buildNext, nextHostDependencies, startNext, writeNextApp } from './release/nextHost.js'
import { openInChromium, serveStatic, testWallet } from './release/openHost.js'
import { describeTarballs, packPackages, type Tarball } from './release/pack.js'
import { installHost, runInHost, writeViteHost } from './release/viteHost.js'

const timings: string[] = []
async function timed<T>(step: string, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await work()
  timings.push(`${step} ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result
}

let tarballs: Tarball[] = []
let host = ''
let checks: CheckReport = { errors: [], notes: [] }
let nextBuild: Promise<void> | undefined

beforeAll(async () => {
  tarballs = await timed('build and pack', packPackages)
  console.log(describeTarballs(tarballs))
  host = writeViteHost(tarballs, nextHostDependencies)
  writeNextApp(host)
  // The checks (one process at a time) beside the install: on two cores both keep busy.
  const [source, report] = await Promise.all([
    timed('install', () => installHost(host)),
    timed('publint and attw', () => checkTarballs(tarballs, 1)),
  ])
  checks = report
  timings.push(`(installed from ${source})`)
  // The longest step, a minute of both cores: it runs beside the tests before the Next.js host's, which
  // waits for it (its failure is that test's to report).
  nextBuild = timed('next build (beside)', () => buildNext(host))
  nextBuild.catch(() => undefined)
}, 900_000)

// Removing the host's node_modules took over a minute on a loaded machine: a hang guard of 5.
afterAll(async () => {
  // A failed run must not leave `next build` writing into a folder being removed.
  await nextBuild?.catch(() => undefined)
  console.log(`[pack test] ${timings.join(', ')}`)
  if (host && !process.env.FOYER_KEEP_PACK_HOST) await rm(host, { recursive: true, force: true })
}, 300_000)

describe('tarballs', () => {
  test('default: one per public package, with its manifest, README, LICENSE and dist/, and no test or fixture', () => {
    expect(tarballs.map((tarball) => tarball.name)).toEqual([
      '@foyer/protocol',
      '@foyer/core',
      '@foyer/react',
      '@foyer/evm',
      '@foyer/solana',
      '@foyer/bitcoin',
      '@foyer/polkadot',
      '@foyer/walletconnect',
      '@foyer/wagmi',
      '@foyer/auth-frame',
      '@foyer/server',
    ])
    for (const tarball of tarballs) {
      const files = execFileSync('tar', ['-tzf', tarball.path], { encoding: 'utf8' }).trim().split('\n')
      expect(files, tarball.name).toEqual(
        expect.arrayContaining(['package/package.json', 'package/README.md', 'package/LICENSE']),
      )
      expect(
        files.filter((file) => /\.(test|fixture)\.|\/test\//.test(file)),
        tarball.name,
      ).toEqual([])
      expect(
        files.every((file) => /^package\/(dist|src)\/|^package\/[^/]+$/.test(file)),
        tarball.name,
      ).toBe(true)
    }
  })

  test('behavior: publint, arethetypeswrong and the undeclared-import check find no error', () => {
    if (checks.notes.length > 0) console.log(checks.notes.join('\n'))
    expect(checks.errors).toEqual([])
  })
})

describe('vite host', () => {
  test('behavior: type-checks against the published types', async () => {
    await timed('tsc', () => runInHost(host, 'tsc', ['--noEmit', '-p', '.']))
  }, 300_000)

  test('behavior: builds, and its Connect Wallet button opens the modal listing an announced wallet', async () => {
    await timed('vite build', () =>
      runInHost(host, 'vite', ['build', '--logLevel', 'warn', '--manifest', '--sourcemap']),
    )
    // The README's config (foyerChunks): Foyer's share of the page is one chunk, the modal's on demand.
    const chunks = measureChunks(join(host, 'dist'), 'index.html')
    const pageChunksWithFoyer = chunks.rows.filter(
      ([phase, , , foyer]) => phase === 'page load' && Number(foyer) > 0,
    )
    expect(pageChunksWithFoyer.map(([, file]) => file)).toHaveLength(1)
    expect(chunks.modal?.foyer).toBeGreaterThan(0)
    const { url, server } = await serveStatic(join(host, 'dist'))
    try {
      await timed('chromium', () => expectModalListsWallet(url))
    } finally {
      server.close()
    }
  }, 300_000)
})

/** Chromium: `url`'s Connect Wallet button opens the modal listing the announced wallet; no error shows. */
async function expectModalListsWallet(url: string): Promise<void> {
  const { browser, page, errors } = await openInChromium(url)
  try {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: new RegExp(testWallet.name) }).waitFor({ timeout: 20_000 })
    expect(errors).toEqual([])
  } finally {
    await browser.close()
  }
}

describe('plain HTML host (the README page, without a bundler)', () => {
  test('behavior: the page loads the one-file build copied from the install, and its button opens the modal listing an announced wallet', async () => {
    const { dir, script } = writeHtmlHost(host)
    expect(script).toBe(join(host, 'node_modules', '@foyer', 'react', 'dist', 'standalone', 'foyer.js'))
    console.log(describeStandalone(script))
    const { url, server } = await serveStatic(dir)
    try {
      await timed('html page', () => expectModalListsWallet(url))
    } finally {
      server.close()
    }
  }, 120_000)
})

/**
 * Runs the Dockerfile's CMD in the host (where the tarballs are installed, as in the image's /srv/foyer),
 * on 127.0.0.1 and a free port instead of 0.0.0.0:8787 and with `dataDir` for its volume; resolves with
 * the server's URL once it says it listens. `stop` sends SIGTERM and resolves with the exit code.
 */
async function runDockerCommand(dataDir: string, env: NodeJS.ProcessEnv) {
  const dockerfile = readFileSync(join(repo, 'packages', 'server', 'Dockerfile'), 'utf8')
  const command = JSON.parse(/^CMD (\[.+\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[]
  expect(command.slice(0, 2)).toEqual(['sh', '-c'])
  const script = command[2]!
    .replace('--hostname 0.0.0.0', '--hostname 127.0.0.1')
    .replace('/srv/foyer/data', dataDir)
  const child = spawn('sh', ['-c', script], {
    cwd: host,
    env: { ...env, NODE_ENV: 'production', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString())
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''))
      if (match?.[1]) resolve(match[1])
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`foyer-server exited (${code}):\n${output.join('')}`)))
  })
  return {
    url,
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

describe('server package (as packages/server/Dockerfile runs it)', () => {
  let dataDir = ''
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-pack-server-'))
    // The image's config beside the installed packages.
    writeFileSync(
      join(host, 'foyer.config.json'),
      JSON.stringify({ projects: [{ id: 'pack-test', origins: ['http://127.0.0.1'] }] }),
    )
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  test('default: the image copies the server and the Foyer packages its manifest depends on', () => {
    const dockerfile = readFileSync(join(repo, 'packages', 'server', 'Dockerfile'), 'utf8')
    const copied = /^COPY (.+) \.\/tarballs\/$/m.exec(dockerfile)?.[1]?.split(' ') ?? []
    const server = tarballs.find((tarball) => tarball.name === '@foyer/server')!
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', server.path, 'package/package.json'], { encoding: 'utf8' }),
    ) as { dependencies: Record<string, string> }
    const foyerPackages = [
      '@foyer/server',
      ...Object.keys(manifest.dependencies).filter((name) => name.startsWith('@foyer/')),
    ]
    expect(copied.map((glob) => glob.replace(/-\*\.tgz$/, '')).sort()).toEqual(
      foyerPackages.map((name) => name.replace('@', '').replace('/', '-')).sort(),
    )
  })

  test('behavior: without DATABASE_URL, foyer-server runs from the installed package on PGlite in its volume, and stops on SIGTERM', async () => {
    const { DATABASE_URL: _, ...env } = process.env
    const server = await timed('foyer-server', () => runDockerCommand(dataDir, env))
    try {
      const health = await fetch(`${server.url}/health`)
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ ok: true, database: 'pglite' })
      expect(await server.stop()).toBe(0)
    } finally {
      server.kill()
    }
  }, 120_000)

  test('behavior: with DATABASE_URL, it runs on PostgreSQL and migrates it', async () => {
    const postgres = await timed('postgresql', startPostgres)
    try {
      const server = await runDockerCommand(dataDir, { ...process.env, DATABASE_URL: postgres.url })
      try {
        const health = await fetch(`${server.url}/health`)
        expect(await health.json()).toEqual({ ok: true, database: 'postgres' })
        // The migrations shipped in the package ran there.
        expect(
          await queryPostgres(postgres.url, 'select count(*)::int as n from schema_migrations'),
        ).toBeGreaterThan(0)
        expect(await server.stop()).toBe(0)
      } finally {
        server.kill()
      }
    } finally {
      await postgres.stop()
    }
  }, 180_000)
})

/** One number from PostgreSQL (`as n`). */
async function queryPostgres(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<{ n: number }>(sql)).rows[0]!.n
  } finally {
    await client.end()
  }
}

// Last: its build has been running since the install (beforeAll).
describe('next host (App Router, webpack build)', () => {
  test('behavior: builds, and under `next start` its Connect Wallet button opens the modal listing an announced wallet', async () => {
    await nextBuild
    const server = await timed('next start', () => startNext(host))
    try {
      await timed('next page', () => expectModalListsWallet(server.url))
      expect(server.output.join('')).not.toMatch(/error|window is not defined|document is not defined/i)
    } finally {
      await server.stop()
    }
  }, 600_000)
})
