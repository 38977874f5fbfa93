import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkChainLiterals, findChainLiteralProblems, findChainLiterals } from './chainLiterals.js'

// A hang guard, not a timing rule: the check parses every source file of the repository, which took
// over Vitest's default 5 s on a loaded 2-core machine.
const REPOSITORY_TIMEOUT_MS = 60_000

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

describe('chain literals in core', () => {
  it(
    'the repository keeps the rule: core’s flows, state and selectors name no chain',
    () => {
      expect(checkChainLiterals(repo)).toEqual([])
    },
    REPOSITORY_TIMEOUT_MS,
  )

  it('finds RPC methods, namespaces, CAIP prefixes, selectors and SDK imports, not comments', () => {
    const source = [
      "import { parseEther } from 'viem'",
      '// eth_sendTransaction in a comment is fine',
      "const a = request({ method: 'eth_sendTransaction' })",
      "const b = getAccount(foyer, 'eip155')",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text with a template
      'const c = `solana:${reference}`',
      'const d = /^0x095ea7b3[0-9a-f]{128}$/i',
      "const e = '0xa9059cbb'",
      "const f = 'personal_sign'",
      "const g = await import('@solana/kit')",
      "const h = 'eip155-like text'",
    ].join('\n')
    expect(
      findChainLiterals('x.ts', source).map(({ line, kind, text }) => `${line} ${kind} ${text}`),
    ).toEqual([
      '1 chain SDK import viem',
      '3 RPC method eth_sendTransaction',
      '4 namespace eip155',
      '5 namespace solana:',
      '6 ABI selector /^0x095ea7b3[0-9a-f]{128}$/i',
      '7 ABI selector 0xa9059cbb',
      '8 RPC method personal_sign',
      '9 chain SDK import @solana/kit',
    ])
  })

  it('reads only actions, state and selectors, and holds listed files to their count', () => {
    const files = [
      { path: 'packages/core/src/actions/swap.ts', text: "const a = 'eip155'\nconst b = 'eth_call'\n" },
      { path: 'packages/core/src/state/swap/x.ts', text: "const a = 'wallet_sendCalls'\n" },
      { path: 'packages/core/src/kernel/caip.ts', text: "const a = 'eip155'\n" },
    ]
    expect(
      findChainLiteralProblems(files, { 'packages/core/src/actions/swap.ts': { count: 1, reason: 'test' } }),
    ).toEqual([
      'packages/core/src/actions/swap.ts:1 namespace eip155 in chain-agnostic core: use an adapter capability',
      'packages/core/src/actions/swap.ts:2 RPC method eth_call in chain-agnostic core: use an adapter capability',
      'packages/core/src/state/swap/x.ts:1 RPC method wallet_sendCalls in chain-agnostic core: use an adapter capability',
    ])
  })

  it('asks for a listed count to come down when literals leave, and for a gone file’s entry to go', () => {
    const files = [{ path: 'packages/core/src/actions/swap.ts', text: "const a = 'eip155'\n" }]
    const exclusions = {
      'packages/core/src/actions/swap.ts': { count: 3, reason: 'test' },
      'packages/core/src/actions/gone.ts': { count: 1, reason: 'test' },
    }
    expect(findChainLiteralProblems(files, exclusions)).toEqual([
      'packages/core/src/actions/swap.ts has 1 chain literals, listed with 3: lower its entry',
      'packages/core/src/actions/gone.ts is listed in chainLiteralExclusions but is gone: remove its entry',
    ])
  })
})
