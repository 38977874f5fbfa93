// What `npm test` repeats at its end when a step failed (scripts/test.mjs).

// Where a failure's report starts: Vitest's "FAIL  file > test" and its unhandled-error block, Playwright's
// "1) file:line › test" in its summary.
const start = /^\s*(FAIL\s|\d+\) \S|⎯+ Unhandled (Errors?|Rejections?) )/
// Lines of a report that say nothing on their own: stack frames and code frames.
const noise = /^(at |❯ |>? *\d+ ?\||\| |\^|Call log:|- |[-+] (Expected|Received)$)/

/**
 * The failed tests of a step's output, each with the first lines of its error, at most `limit` lines: CI
 * shows only the end of a log, and a failed run must say what failed there, after the pack test's and the
 * checks' output (stop 41 failed in the unit tests, and its log's end did not say which test). Output that
 * names no failed test (the type check's or the linter's errors, a crash) gives its last 20 lines.
 */
export function failureRecap(text, limit = 60) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes are control characters.
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n')
  const recap = []
  for (let i = 0; i < lines.length && recap.length < limit; i++) {
    if (!start.test(lines[i])) continue
    recap.push(lines[i].replace(/[\s─⎯]+$/, ''))
    let said = 0
    for (let j = i + 1; j < lines.length && said < 4 && recap.length < limit; j++) {
      const line = lines[j].trim()
      if (start.test(lines[j]) || /^(⎯|Test Files )/.test(line)) break
      if (line === '' || noise.test(line)) continue
      recap.push(`      ${line}`)
      said++
    }
  }
  if (recap.length > 0) return recap
  return lines
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(-Math.min(20, limit))
}
