import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const preload = join(import.meta.dirname, 'altoPreload.mjs')

/** Runs `script` in a Node process with the preload, as startBundler runs alto. */
function run(script: string) {
  return spawn(process.execPath, ['--import', preload, '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] })
}

describe('altoPreload.mjs', () => {
  test('behavior: a server asked to listen on 0.0.0.0 listens on 127.0.0.1', async () => {
    const child = run(
      "const server = require('node:http').createServer(); server.listen({ port: 0, host: '0.0.0.0' }, () => { console.log(server.address().address); process.exit(0) })",
    )
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer]
    expect(chunk.toString().trim()).toBe('127.0.0.1')
    await once(child, 'exit')
  })

  test('behavior: the process exits when its parent goes away (stdin closes)', async () => {
    const child = run('setInterval(() => {}, 1000)')
    const exited = once(child, 'exit')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(child.exitCode).toBe(null)
    child.stdin.end()
    expect(await exited).toEqual([0, null])
  })
})
