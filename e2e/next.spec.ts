import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildDevWallet, getFreePort } from '@foyer/devnet'
import { test as base, type Page } from '@playwright/test'
import { chains, connect, DevWallet, devAccount, expect } from './fixtures.js'

// apps/next: a Next.js App Router page whose client component creates a Foyer instance and renders the
// provider, the buttons and the account's status. Built (webpack) against the local chains of this run,
// served by `next start` on 127.0.0.1, rendered by the server on each request.

const root = join(import.meta.dirname, '..')
const appDir = join(root, 'apps', 'next')
const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
// Written beside the build: the run it was built for. A worker restarted after a failed test reuses the
// build of its run; any other run (other chains) builds again.
const builtFor = join(appDir, '.next', 'foyer-run.json')

// `next build` and `next start`, each in its own process group: stopped with everything they started.
const children = new Set<ChildProcess>()
let url = ''
const serverOutput: string[] = []

/** Runs `next <args>` in apps/next; resolves with its output once it exits with 0. */
function runNext(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [next, ...args], {
      cwd: appDir,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.add(child)
    const output: string[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(output.join(''))
        : reject(new Error(`next ${args.join(' ')} exited with ${code}:\n${output.join('')}`)),
    )
  })
}

const nextEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  FOYER_DEVNET_CHAINS: JSON.stringify(chains),
  // No file traces (apps/next/next.config.ts): a third of the build, needed by deployments only.
  FOYER_NEXT_TRACES: 'off',
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
})

async function build() {
  // The run's identity: its chains and the analytics token its global setup drew.
  const run = JSON.stringify({ chains, token: process.env.FOYER_ANALYTICS_TOKEN ?? '' })
  if (existsSync(builtFor) && (await readFile(builtFor, 'utf8')) === run) return
  // Turbopack (Next 16's default) cannot resolve the packages' `.js` imports to their `.ts` sources;
  // webpack does (next.config.ts: resolve.extensionAlias).
  await runNext(['build', '--webpack'], nextEnv())
  await writeFile(builtFor, run)
}

async function start(): Promise<string> {
  const port = await getFreePort()
  const child = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: appDir,
    env: nextEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  child.stdout?.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()))
  const address = `http://127.0.0.1:${port}`
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`next start exited:\n${serverOutput.join('')}`)
        return fetch(address).then(
          (response) => response.status,
          () => 0,
        )
      },
      { timeout: 30_000, intervals: [100, 250] },
    )
    .toBe(200)
  return address
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-(child.pid as number), name)
  } catch {
    // The group is gone already.
  }
}

/** Stops a child's process group: SIGTERM, then SIGKILL after 5 s. */
function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || !running(child)) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  signal(child, 'SIGTERM')
  const killed = setTimeout(() => signal(child, 'SIGKILL'), 5_000)
  return exited.finally(() => clearTimeout(killed))
}

const test = base.extend<{ wallet: DevWallet }>({
  wallet: async ({ page }, use) => {
    await use(new DevWallet(page))
  },
  page: async ({ page }, use) => {
    await use(page)
  },
})

test.beforeAll(async () => {
  // A production build on a shared 2-core machine.
  test.setTimeout(240_000)
  await build()
  url = await start()
})

test.afterAll(async () => {
  await Promise.all([...children].map(stop))
  children.clear()
})

/** What the page reports that would show a failed hydration: mismatch warnings and uncaught errors. */
function watchHydration(page: Page): string[] {
  const problems: string[] = []
  // Development React names the mismatch; production React throws minified errors 418 (hydration failed)
  // and 425 (text mismatch), reported to the console or as uncaught errors.
  const mismatch =
    /hydrat|mismatch|did not match|didn't match|react\.dev\/errors\/(418|423|425)|#(418|423|425)\b/i
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && mismatch.test(message.text()))
      problems.push(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`))
  return problems
}

/** Waits until React has hydrated the page: the buttons' shadow roots are attached in a layout effect. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: /Connect Wallet|Connecting|0xf39F/ })).toBeVisible()
}

async function injectDevWallet(page: Page) {
  // As scripts/demo-server.ts injects it: the configuration, then the bundle, before the page's scripts.
  const bundle = await readFile(await buildDevWallet(), 'utf8')
  await page.addInitScript({
    content: `window.__FOYER_DEVNET__=${JSON.stringify({ chains })};\n${bundle}`,
  })
}

test('default: the server renders the page with the provider and the buttons, touching no window', async () => {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('<h1>Foyer on Next.js</h1>')
  // The buttons' hosts (their content renders into shadow roots in the browser) and the account's status.
  expect(html).toMatch(/<header><foyer-network-button><\/foyer-network-button><foyer-connect-button>/)
  expect(html).toContain('<dd data-testid="demo-status">disconnected</dd>')
  // Rendered for this request (not prerendered at build time).
  expect(response.headers.get('cache-control')).toMatch(/no-store|no-cache|private/)
  expect(serverOutput.join('')).not.toMatch(/error|window is not defined|document is not defined/i)
})

test('default: the page hydrates without a mismatch warning', async ({ page }) => {
  const problems = watchHydration(page)
  await page.goto(url)
  await hydrated(page)
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Foyer Local', exact: true })).toBeVisible()
  expect(problems).toEqual([])
})

test('default: a connected session reconnects after hydration on reload, without a mismatch', async ({
  page,
  wallet,
}) => {
  await injectDevWallet(page)
  const problems = watchHydration(page)
  await page.goto(url)
  await hydrated(page)
  await connect(page, wallet)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)
  expect(problems).toEqual([])

  // The server renders the visitor it knows nothing about; the browser restores the session by itself,
  // once the page has hydrated (before, the status would not match the server's).
  const reloaded = await page.reload()
  expect(await reloaded?.text()).toContain('<dd data-testid="demo-status">disconnected</dd>')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)
  await expect(page.getByRole('button', { name: /0xf39F…b92266/ })).toBeVisible()
  await expect(wallet.panel()).toBeHidden()
  expect(problems).toEqual([])
  // Every server render of this file's pages went without an error.
  expect(serverOutput.join('')).not.toMatch(/error|window is not defined|document is not defined/i)
})
