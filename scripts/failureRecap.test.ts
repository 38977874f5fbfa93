import { expect, test } from 'vitest'
import { failureRecap } from './failureRecap.mjs'

const esc = '\u001b'
// Vitest 4's default reporter, colours and all (a failed assertion and a timeout).
const vitestOutput = [
  ` ${esc}[31m❯${esc}[39m a.test.ts (3 tests | 2 failed) 88ms`,
  `     ${esc}[31m×${esc}[31m keeps the amount${esc}[39m 27ms`,
  '     ✓ passes 1ms',
  '',
  `${esc}[31m⎯⎯⎯⎯⎯⎯⎯${esc}[39m${esc}[1m${esc}[41m Failed Tests 2 ${esc}[49m${esc}[22m${esc}[31m⎯⎯⎯⎯⎯⎯⎯${esc}[39m`,
  '',
  `${esc}[41m${esc}[1m FAIL ${esc}[22m${esc}[49m a.test.ts${esc}[2m > ${esc}[22mthe send form${esc}[2m > ${esc}[22mkeeps the amount`,
  `${esc}[31m${esc}[1mAssertionError${esc}[22m: expected { amount: '1.5' } to deeply equal { amount: '2' }${esc}[39m`,
  '',
  '- Expected',
  '+ Received',
  '',
  ` ${esc}[36m ${esc}[2m❯${esc}[22m a.test.ts:${esc}[2m3:62${esc}[22m${esc}[39m`,
  `    ${esc}[90m  1|${esc}[39m import { expect, test } from 'vitest'`,
  '',
  '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯',
  '',
  ' FAIL  a.test.ts > times out',
  'Error: Test timed out in 50ms.',
  'If this is a long-running test, pass a timeout value as the last argument or configure it globally with "testTimeout".',
  ' ❯ a.test.ts:6:1',
  '',
  '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯',
  '⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯',
  'Error: socket hang up',
  ' ❯ Socket.onclose node:_http_client:1:1',
  'This error originated in "packages/server/src/x.test.ts" test file.',
  '',
  ' Test Files  1 failed (1)',
  '      Tests  2 failed | 1 passed (3)',
].join('\n')

// Playwright's list reporter.
const playwrightOutput = `
Running 2 tests using 1 worker

  ✘  1 a.spec.mjs:2:1 › the modal opens (1.4s)
  ✓  2 a.spec.mjs:6:1 › passes (23ms)


  1) a.spec.mjs:2:1 › the modal opens ──────────────────────────────────────────────────────────────

    Error: expect(locator).toBeVisible() failed

    Locator: getByRole('dialog')
    Expected: visible
    Timeout: 500ms
    Error: element(s) not found

    Call log:
      - Expect "toBeVisible" getByRole('dialog') with timeout 500ms

    > 4 |   await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 })
        |                                          ^
        at /tmp/pw/a.spec.mjs:4:42

  1 failed
    a.spec.mjs:2:1 › the modal opens ───────────────────────────────────────────────────────────────
  1 passed (7.0s)
`

test('default: names each failed Vitest test with the first lines of its error, without colours or code frames', () => {
  expect(failureRecap(vitestOutput)).toEqual([
    ' FAIL  a.test.ts > the send form > keeps the amount',
    "      AssertionError: expected { amount: '1.5' } to deeply equal { amount: '2' }",
    ' FAIL  a.test.ts > times out',
    '      Error: Test timed out in 50ms.',
    '      If this is a long-running test, pass a timeout value as the last argument or configure it globally with "testTimeout".',
    '⎯⎯⎯⎯⎯⎯ Unhandled Rejection',
    '      Error: socket hang up',
    '      This error originated in "packages/server/src/x.test.ts" test file.',
  ])
})

test('default: names each failed Playwright test with its error', () => {
  expect(failureRecap(playwrightOutput)).toEqual([
    '  1) a.spec.mjs:2:1 › the modal opens',
    '      Error: expect(locator).toBeVisible() failed',
    "      Locator: getByRole('dialog')",
    '      Expected: visible',
    '      Timeout: 500ms',
  ])
})

test('behavior: output that names no failed test gives its last lines (a type error, a crash)', () => {
  const typecheck = [
    ...Array.from({ length: 30 }, (_, i) => `checked ${i}`),
    "packages/core/src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
    '',
  ].join('\n')
  const recap = failureRecap(typecheck)
  expect(recap).toHaveLength(20)
  expect(recap.at(-1)).toBe(
    "packages/core/src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
  )
})

test('behavior: a long output stops at the limit', () => {
  const many = Array.from({ length: 50 }, (_, i) => ` FAIL  a.test.ts > test ${i}\nError: ${i}`).join('\n')
  expect(failureRecap(many, 10)).toHaveLength(10)
})
