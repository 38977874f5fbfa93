import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRepository, removeFakeRepositories } from './fixtures.js'
import { checkPackageBans, findFolderPairProblems } from './packageBans.js'

// A hang guard, not a timing rule: the check parses every source file of the repository, which took
// over Vitest's default 5 s on a loaded 2-core machine.
const REPOSITORY_TIMEOUT_MS = 60_000

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

afterEach(removeFakeRepositories)

describe('package bans', () => {
  it(
    'the repository keeps them: no forbidden package, no two server folders importing each other',
    () => {
      expect(checkPackageBans(repo)).toEqual([])
    },
    REPOSITORY_TIMEOUT_MS,
  )

  it('refuses a forbidden package or scope in product code, not in tests', () => {
    const root = fakeRepository({
      'packages/react/src/view.ts': "import { startWorld } from '@foyer/devnet'\n",
      'packages/react/src/view.test.ts': "import { startWorld } from '@foyer/devnet'\n",
      'packages/core/src/kernel/chain.ts': "import { parseEther } from 'viem'\n",
      'packages/core/src/kernel/frame.ts': "import { startFrame } from '@foyer/auth-frame'\n",
      'packages/core/src/kernel/solana.ts': "import { address } from '@solana/kit'\n",
      'packages/server/src/errors.ts': "import { FoyerError } from '@foyer/core'\n",
      'packages/devnet/src/wallet.ts': "import { evmAdapter } from '@foyer/evm'\n",
    })
    expect(checkPackageBans(root)).toEqual([
      'packages/core/src/kernel/chain.ts imports viem, which packages/core must not depend on',
      'packages/core/src/kernel/frame.ts imports @foyer/auth-frame, which packages/core must not depend on',
      'packages/core/src/kernel/solana.ts imports @solana/kit, which packages/core must not depend on',
      'packages/devnet/src/wallet.ts imports @foyer/evm, which packages/devnet must not depend on',
      'packages/react/src/view.ts imports @foyer/devnet, which packages/react must not depend on',
      'packages/server/src/errors.ts imports @foyer/core, which packages/server must not depend on',
    ])
  })

  it("refuses a host site's import of a face meant for Foyer's own packages", () => {
    const root = fakeRepository({
      'apps/demo/src/main.ts':
        "import { createFoyer } from '@foyer/core'\nimport { locales } from '@foyer/core/internal'\n",
    })
    expect(checkPackageBans(root)).toEqual([
      "apps/demo/src/main.ts imports @foyer/core/internal, a face for Foyer's own packages, not for host sites",
    ])
  })

  it('refuses two server folders that import each other, not the root files they share', () => {
    const root = fakeRepository({
      'packages/server/src/blockchain/routes.ts':
        "import { sync } from '../indexer/sync.js'\nimport { log } from '../logger.js'\n",
      'packages/server/src/indexer/sync.ts':
        "import { t } from '../blockchain/messages.js'\nexport const sync = 1\n",
      'packages/server/src/blockchain/messages.ts': 'export const t = 1\n',
      'packages/server/src/logger.ts':
        "import { routes } from './blockchain/routes.js'\nexport const log = 1\n",
    })
    expect(checkPackageBans(root)).toEqual([
      'server folders blockchain ↔ indexer import each other (blockchain/routes.ts → indexer/sync.ts; indexer/sync.ts → blockchain/messages.ts)',
    ])
  })

  it('asks for a known pair to be removed once it is broken', () => {
    expect(findFolderPairProblems([], { 'a ↔ b': 'test' })).toEqual([
      'server folders a ↔ b no longer import each other: remove the entry',
    ])
  })
})
