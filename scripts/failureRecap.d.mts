/** The failed tests of a step's output, each with the first lines of its error, at most `limit` lines. */
export function failureRecap(text: string, limit?: number): string[]
