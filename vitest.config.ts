import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = dirname(fileURLToPath(import.meta.url))
const react18 = join(root, 'compat', 'react18', 'node_modules')

/**
 * The jsdom projects share one environment and one module cache per worker (`isolate: false`): setting
 * up jsdom for each of ~45 files took 129 of the 'dom' project's 311 s, and importing the views again
 * for each file 43 more (issue #30; 'dom' ran in 103 s without). A file that replaces a module
 * (`vi.mock`) cannot share the cache, so the files that do run isolated, in projects of their own; this
 * list is read from the sources, so a new `vi.mock` isolates its file without anyone remembering to.
 */
const jsdomTests = ['packages/react/src/**/*.test.{ts,tsx}', 'packages/core/src/**/*.dom.test.ts']
const nodeTests = [
  'packages/{core,evm,devnet,server,walletconnect,wagmi,auth-frame,protocol,solana,polkadot,bitcoin}/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
]
const packTest = 'scripts/pack.test.ts'
const mockingTests = findModuleMocks([
  'packages/react/src',
  'packages/core/src',
  'packages/evm/src',
  'packages/solana/src',
  'packages/polkadot/src',
  'packages/bitcoin/src',
  'packages/devnet/src',
  'packages/server/src',
  'packages/walletconnect/src',
  'packages/wagmi/src',
  'packages/auth-frame/src',
  'packages/protocol/src',
  'scripts',
])
const nodeMocking = mockingTests.filter(
  (file) => !file.startsWith('packages/react/') && !file.endsWith('.dom.test.ts'),
)

function findModuleMocks(folders: string[]): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')))
        found.push(relative(root, path))
    }
  }
  for (const folder of folders) walk(join(root, folder))
  return found
}

export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one free for the main process, which only collects results).
    maxWorkers: 2,
    projects: [
      ...nodeProjects(),
      ...jsdomProjects('dom', jsdomTests, { setupFiles: ['./test/setup-dom.ts'] }),
      // React 18 lives in its own folder (its peers conflict with the workspace's React 19): the
      // 'react18' projects run the React package's tests again against it (scripts/ensure.mjs installs it).
      // `scheduler` too: test/setup-dom.ts waits on the scheduler that React 18's react-dom queues work in.
      ...jsdomProjects('react18', ['packages/react/src/**/*.test.{ts,tsx}'], {
        setupFiles: ['./test/setup-dom.ts', './test/setup-react18.ts'],
        alias: [
          {
            find: /^(react|react-dom|scheduler|@testing-library\/react)(\/.*)?$/,
            replacement: `${react18}/$1$2`,
          },
        ],
      }),
    ],
  },
})

/** The node tests: one project sharing each worker's module cache, and one isolated for the files that mock modules. */
function nodeProjects() {
  const test = {
    environment: 'node' as const,
    // Hang guards, not timing rules: on a loaded 2-core machine a server test's 2 s can stretch past
    // Vitest's default 5 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/setup-waits.ts'],
    expect: { poll: { timeout: 10_000 } },
    // One PostgreSQL server for the server's storage tests (inject('postgresUrl')).
    globalSetup: ['./packages/server/src/test/globalSetup.ts'],
  }
  return [
    {
      test: {
        ...test,
        name: 'node',
        include: nodeTests,
        exclude: ['**/node_modules/**', '**/*.dom.test.ts', packTest, ...nodeMocking],
        isolate: false,
      },
    },
    { test: { ...test, name: 'node-isolated', include: nodeMocking, isolate: true } },
    // The pack test builds, packs and installs every package into a throw-away folder of three hosts (Vite,
    // Next.js, plain HTML): alone, 107 to 139 s and 170 to 190 CPU seconds (110 to 130 before the Next.js and
    // HTML hosts, #33).
    // `npm test` runs it as a process of its own beside the unit step (`--project '!pack'`), which leaves
    // a fifth of the two cores idle (scripts/test.mjs).
    // No PostgreSQL: it starts the packed server with its embedded database.
    { test: { ...test, globalSetup: [], name: 'pack', include: [packTest] } },
  ]
}

/** A jsdom project sharing its environment (`name`) and one isolated for the files that mock modules. */
function jsdomProjects(
  name: string,
  include: string[],
  { setupFiles, alias = [] }: { setupFiles: string[]; alias?: { find: RegExp; replacement: string }[] },
) {
  const test = {
    environment: 'jsdom',
    // A hang guard, not a timing rule: a file's first test also imports the modal's views, which
    // took over the default 5 s on a loaded 2-core machine (clean-clone run on faed0b2).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/setup-waits.ts', ...setupFiles],
    expect: { poll: { timeout: 10_000 } },
  }
  const mocking = mockingTests.filter((file) =>
    include.some((glob) => file.startsWith(glob.split('*')[0] ?? glob)),
  )
  return [
    {
      plugins: [react()],
      resolve: { alias },
      test: { ...test, name, include, exclude: ['**/node_modules/**', ...mocking], isolate: false },
    },
    {
      plugins: [react()],
      resolve: { alias },
      test: { ...test, name: `${name}-isolated`, include: mocking, isolate: true },
    },
  ]
}
