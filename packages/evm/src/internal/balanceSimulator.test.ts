import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from 'vitest'

test('rule: the committed simulator code is what its Solidity source compiles to', () => {
  const script = join(import.meta.dirname, '..', '..', 'scripts', 'compile-simulator.mjs')
  const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
}, 60_000)
