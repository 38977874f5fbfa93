import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/chromium.js'

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes only on its retry hides a race a user can hit.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
})
