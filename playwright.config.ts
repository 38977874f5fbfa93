import { defineConfig } from '@playwright/test'
import { testChromiumArgs, testChromiumPath } from './scripts/chromium.js'

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Three workers on two cores: the browser tests wait (chains, the relay, timers) a quarter of the time,
  // and with the headless shell a page costs a tenth of the CPU it did (#30). Files never run twice at
  // once here; \`npm run stress\` pins two workers (swap.spec has one seeded account per worker, two).
  workers: 3,
  // No retries: a test that passes only on its retry hides a race a user can hit.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    // The pages ask for reduced motion, as a visitor may (the modal honours it: no view, toast or
    // skeleton animations; spinners at a third of their speed). Measured on account, connect and send:
    // 95 s against 116 s with motion, the compositor drawing frames the tests never look at (#30).
    // connect.spec and keyboard.spec run with motion, so the animated paths stay under test.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: testChromiumPath,
      args: testChromiumArgs,
    },
  },
})
