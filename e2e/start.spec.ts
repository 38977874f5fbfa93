import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base } from '@playwright/test'
import { accountButton, connect, DevWallet, expect } from './fixtures.js'

// The README's first command, as a new user runs it: `npm start` in a fresh checkout (no `.foyer/`, no
// build output), then the printed URL in a browser and a dev wallet connected. Dependencies are not
// reinstalled: node_modules is copied with hard links (its workspace links are relative, so @foyer/*
// resolve inside the copy), and the lock file keeps its time so that `npm start` sees them installed.

const root = join(import.meta.dirname, '..')

function copyCheckout(): string {
  const copy = mkdtempSync(join(tmpdir(), 'foyer-fresh-clone-'))
  // Tracked and untracked-but-not-ignored files, with their times (ignored: .foyer/, dist/, node_modules).
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root })
  execFileSync(
    'bash',
    ['-c', `tar --null --ignore-failed-read -T - -cf - | tar -xf - -C ${JSON.stringify(copy)}`],
    { cwd: root, input: files, stdio: ['pipe', 'ignore', 'ignore'] },
  )
  // The root's and every workspace's own node_modules (npm nests what it cannot hoist, e.g. @wagmi/core),
  // and compat/react18's (React 18 for the react18/ page).
  const workspaces = ['packages', 'apps', 'compat'].flatMap((parent) =>
    readdirSync(join(root, parent)).map((name) => `${parent}/${name}/node_modules`),
  )
  for (const folder of ['node_modules', ...workspaces]) {
    if (existsSync(join(root, folder)))
      execFileSync('cp', ['-al', join(root, folder), join(copy, folder)], { stdio: 'ignore' })
  }
  for (const built of ['.foyer', 'apps/demo/dist', 'packages/devnet/dist'])
    expect(existsSync(join(copy, built)), `${built} must not exist in a fresh checkout`).toBe(false)
  return copy
}

/** Resolves with the first capture of `pattern` in the child's output; rejects if the child exits first. */
function waitForOutput(child: ChildProcess, pattern: RegExp, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      const match = pattern.exec(output.join(''))
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('exit', (code) =>
      reject(new Error(`npm start exited (${code}) before printing its URL:\n${output.join('')}`)),
    )
  })
}

base('npm start on a fresh checkout serves the demo and a dev wallet connects', async ({ page }) => {
  // First start on a loaded machine: two chains, contract deployment, three builds.
  base.setTimeout(360_000)
  const copy = copyCheckout()
  const output: string[] = []
  const child = spawn('npm', ['start'], {
    cwd: copy,
    detached: true,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  try {
    // The whole banner: the URL, then the analytics token a few lines below (it may arrive in a later chunk).
    const url = await waitForOutput(child, /Demo site:\s+(http:\/\/\S+)[\s\S]*WalletConnect: relay/, output)
    expect(output.join('')).toMatch(
      /Analytics: GET http:\/\/\S+\/v1\/analytics\/events with Authorization: Bearer [0-9a-f]{32}/,
    )
    expect(existsSync(join(copy, '.foyer', 'demo-db'))).toBe(true)

    await page.goto(url)
    const wallet = new DevWallet(page)
    await connect(page, wallet)
    await expect(accountButton(page)).toBeVisible()

    process.kill(-(child.pid as number), 'SIGTERM')
    await expect.poll(async () => child.exitCode ?? child.signalCode, { timeout: 60_000 }).not.toBeNull()
    await exited
    // Everything it started goes with it: the demo's port stops answering.
    await expect
      .poll(
        () =>
          fetch(url).then(
            () => 'answering',
            () => 'stopped',
          ),
        { timeout: 30_000 },
      )
      .toBe('stopped')
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-(child.pid as number), 'SIGKILL')
    }
    rmSync(copy, { recursive: true, force: true })
  }
})
