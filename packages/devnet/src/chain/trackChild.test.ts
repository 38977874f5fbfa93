import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Runs trackChild in a real parent process (bundled to plain JS), so that exiting and signals can
// be exercised without touching the test runner's own process.
let folder: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'foyer-track-child-'))
  await build({
    entryPoints: [join(import.meta.dirname, 'trackChild.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: join(folder, 'trackChild.mjs'),
    logLevel: 'silent',
  })
  await writeFile(
    join(folder, 'parent.mjs'),
    `import { spawn } from 'node:child_process'
import { trackChild } from './trackChild.mjs'
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' })
trackChild(child)
child.once('spawn', () => console.log(child.pid))
if (process.argv[2] === 'exit') setTimeout(() => process.exit(0), 100)
else setInterval(() => {}, 1000)
`,
  )
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** Running (a zombie waiting for init to reap it counts as dead). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false
    throw error
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : ''
  return !/^\d+ \(.*\) Z/.test(stat)
}

async function runParent(mode: 'exit' | 'wait') {
  const parent = spawn(process.execPath, [join(folder, 'parent.mjs'), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = once(parent, 'exit')
  const [chunk] = (await once(parent.stdout, 'data')) as [Buffer]
  return { parent, exited, childPid: Number(chunk.toString().trim()) }
}

async function expectGone(pid: number) {
  const deadline = Date.now() + 3000
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
  expect(alive(pid)).toBe(false)
}

describe('trackChild', () => {
  test('behavior: the child dies when the parent exits', async () => {
    const { exited, childPid } = await runParent('exit')
    expect(await exited).toEqual([0, null])
    await expectGone(childPid)
  })

  test('behavior: on SIGTERM the child dies and the parent still exits by the signal', async () => {
    const { parent, exited, childPid } = await runParent('wait')
    expect(alive(childPid)).toBe(true)
    parent.kill('SIGTERM')
    expect(await exited).toEqual([null, 'SIGTERM'])
    await expectGone(childPid)
  })
})
