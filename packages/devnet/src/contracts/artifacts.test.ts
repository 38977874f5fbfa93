import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import * as abis from './abis.js'
import artifacts from './artifacts.json' with { type: 'json' }
import { devnetBytecode } from './bytecode.js'

const script = join(import.meta.dirname, '..', '..', 'scripts', 'compile-contracts.mjs')

describe('artifacts', () => {
  test('behavior: artifacts.json and abis.ts are what the Solidity sources compile to', () => {
    // Recompiles packages/devnet/contracts with solc and compares byte for byte.
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(
      /^packages\/devnet\/src\/contracts\/artifacts\.json, packages\/devnet\/src\/contracts\/abis\.ts: up to date \(solc 0\.8\.37\+/,
    )
  }, 60_000)

  test('default: one typed ABI and a creation bytecode per deployable contract', () => {
    expect(Object.keys(artifacts.contracts)).toEqual([
      'FoyerToken',
      'WrappedEther',
      'HarborPasses',
      'AirdropClaim',
      'FoyerPair',
      'FoyerFactory',
      'FoyerRouter',
    ])
    for (const [name, artifact] of Object.entries(artifacts.contracts)) {
      const abi = (abis as Record<string, unknown>)[`${name[0]?.toLowerCase()}${name.slice(1)}Abi`]
      expect(abi, name).toEqual(artifact.abi)
      expect(devnetBytecode[name as keyof typeof devnetBytecode]).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    }
    expect(Object.keys(abis)).toHaveLength(Object.keys(artifacts.contracts).length)
    expect(artifacts.settings).toEqual({
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    })
  })
})
