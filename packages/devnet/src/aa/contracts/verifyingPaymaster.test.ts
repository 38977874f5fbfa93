import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

describe('verifyingPaymaster.ts and foyerAccount.ts', () => {
  test('behavior: they are what DevnetVerifyingPaymaster.sol, FoyerAccount.sol and FoyerAccountFactory.sol compile to', () => {
    // Recompiles with solc and compares byte for byte (the contracts' CREATE2 addresses follow from it).
    const result = spawnSync(process.execPath, [join(import.meta.dirname, 'compile.mjs'), '--check'], {
      encoding: 'utf8',
    })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(
      /^packages\/devnet\/src\/aa\/contracts\/verifyingPaymaster\.ts, packages\/devnet\/src\/aa\/contracts\/foyerAccount\.ts: up to date \(solc 0\.8\.37\+/,
    )
  }, 60_000)
})
