import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

describe('registries.ts', () => {
  test('behavior: it is what DevIdRegistry.sol and DevKeyRegistry.sol compile to', () => {
    const result = spawnSync(process.execPath, [join(import.meta.dirname, 'compile.mjs'), '--check'], {
      encoding: 'utf8',
    })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(
      /^packages\/devnet\/src\/farcaster\/contracts\/registries\.ts: up to date \(solc 0\.8\.37\+/,
    )
  }, 60_000)
})
