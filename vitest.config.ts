import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{core,evm,devnet,server,walletconnect,wagmi}/src/**/*.test.ts',
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
          include: ['packages/react/src/**/*.test.{ts,tsx}', 'packages/core/src/**/*.dom.test.ts'],
          setupFiles: ['./test/setup-dom.ts'],
        },
      },
    ],
  },
})
