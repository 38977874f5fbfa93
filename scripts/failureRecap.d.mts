/**
 * The failed tests of a step's output, each with the first lines of its error, at most `limit` lines; the
 * output's last 20 lines when it names no failed test.
 */
export function failureRecap(text: string, limit?: number): string[]
