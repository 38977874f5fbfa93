import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// React 18 lives in its own folder (its peers conflict with the workspace's React 19): the 'react18'
// project runs the React package's tests again against it (scripts/ensure.mjs installs it).
const react18 = join(dirname(fileURLToPath(import.meta.url)), 'compat', 'react18', 'node_modules')

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{core,evm,devnet,server,walletconnect,wagmi,auth-frame,protocol,solana}/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.dom.test.ts'],
          // One PostgreSQL server for the server's storage tests (inject('postgresUrl')).
          globalSetup: ['./packages/server/src/test/globalSetup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A hang guard, not a timing rule: a file's first test also imports the modal's views, which
          // took over the default 5 s on a loaded 2-core machine (clean-clone run on faed0b2).
          testTimeout: 20_000,
          include: ['packages/react/src/**/*.test.{ts,tsx}', 'packages/core/src/**/*.dom.test.ts'],
          setupFiles: ['./test/setup-dom.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: {
          alias: [
            { find: /^(react|react-dom|@testing-library\/react)(\/.*)?$/, replacement: `${react18}/$1$2` },
          ],
        },
        test: {
          name: 'react18',
          environment: 'jsdom',
          testTimeout: 20_000,
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-dom.ts', './test/setup-react18.ts'],
        },
      },
    ],
  },
})
