import { readFile, stat } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { buildDevWallet } from './buildDevWallet.js'

describe('buildDevWallet', () => {
  test('default', async () => {
    const path = await buildDevWallet()
    expect(path).toMatch(/packages\/devnet\/dist\/devwallet\.js$/)
    const code = await readFile(path, 'utf8')
    // An IIFE: no module syntax left for the page to choke on.
    expect(code.trimStart()).toMatch(/^(\/\*[\s\S]*?\*\/\s*)?(\(\(\)=>\{|"use strict";\(\(\)=>\{)/)
    expect(code).not.toMatch(/^\s*(import|export)\s/m)
    expect(code).toContain('eip6963:announceProvider')
  }, 30_000)

  test('behavior: an up-to-date bundle is not rebuilt; force rebuilds it', async () => {
    const path = await buildDevWallet()
    const first = (await stat(path)).mtimeMs
    await buildDevWallet()
    expect((await stat(path)).mtimeMs).toBe(first)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await buildDevWallet({ force: true })
    expect((await stat(path)).mtimeMs).toBeGreaterThan(first)
  }, 30_000)
})
