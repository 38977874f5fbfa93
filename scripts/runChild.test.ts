import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const runChildUrl = new URL('./runChild.mjs', import.meta.url).href

/**
 * Starts a launcher (as `npm start` runs scripts/start.mjs) whose child runs `childCode`; resolves once the
 * child has said "ready", with the launcher and everything both printed.
 */
async function launch(childCode: string, { underShell = false } = {}) {
  const args = [
    '--input-type=module',
    '-e',
    `import { runChild } from ${JSON.stringify(runChildUrl)}
     process.exitCode = await runChild(process.execPath, ['-e', ${JSON.stringify(childCode)}], { parentPollMs: 50 })`,
  ]
  // As npm runs a script: under `sh -c` (the `; true` keeps the shell from exec'ing into node).
  const quoted = [process.execPath, ...args].map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(' ')
  const launcher = underShell
    ? spawn('sh', ['-c', `${quoted}; true`], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, args, {
        stdio: ['ignore', 'pipe', 'inherit'],
        cwd: fileURLToPath(new URL('..', import.meta.url)),
      })
  let output = ''
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    launcher.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('ready')) resolve()
    })
    launcher.once('exit', () =>
      reject(new Error(`the launcher exited before its child was ready: ${output}`)),
    )
  })
  return { launcher, exited, output: () => output }
}

test("a signal sent to the launcher alone reaches its child, and the launcher exits with the child's code", async () => {
  const { launcher, exited, output } = await launch(
    "process.on('SIGTERM', () => { console.log('child stopping'); process.exit(7) }); console.log('ready'); setInterval(() => {}, 1000)",
  )
  launcher.kill('SIGTERM')
  expect(await exited).toBe(7)
  expect(output()).toContain('child stopping')
})

test('a child that a signal ends makes the launcher exit as a shell reports it (128 + the signal)', async () => {
  const { launcher, exited } = await launch("console.log('ready'); setInterval(() => {}, 1000)")
  launcher.kill('SIGINT')
  expect(await exited).toBe(130)
})

test('when the launcher is left without its parent (npm and its shell ended by SIGTERM), the child is stopped', async () => {
  const { launcher, output } = await launch(
    "process.on('SIGTERM', () => { console.log('child stopping'); process.exit(0) }); console.log('ready'); setInterval(() => {}, 1000)",
    { underShell: true },
  )
  // The shell dies of it and passes nothing on; the launcher and the child still hold the pipe.
  launcher.kill('SIGTERM')
  await new Promise<void>((resolve) => launcher.stdout.once('end', () => resolve()))
  expect(output()).toContain('child stopping')
})

test('a child that stops on the first signal is not cut off by the ones after it (Ctrl+C, then forwarded)', async () => {
  const { launcher, exited, output } = await launch(
    `import(${JSON.stringify(runChildUrl)}).then(({ onStopSignal }) => {
       onStopSignal((signal) => {
         console.log('stopping on ' + signal)
         setTimeout(() => { console.log('stopped'); process.exit(0) }, 300)
       })
       console.log('ready')
       setInterval(() => {}, 1000)
     })`,
  )
  launcher.kill('SIGINT')
  launcher.kill('SIGINT')
  launcher.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(output().match(/stopping on/g)).toHaveLength(1)
  expect(output()).toContain('stopped')
})
