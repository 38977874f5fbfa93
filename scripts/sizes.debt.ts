// Size debt from when the size rule arrived (issue #25), with the length then. The lists may only
// shrink: scripts/sizes.ts fails on a new long function or file, on a listed one that grew, and on an entry
// that is paid (within the limit, or gone). Lower an entry when its function shrinks.

/** Files over 400 lines that another change is taking apart (path: lines). None today. */
export const knownLongFiles: Readonly<Record<string, number>> = {}

/**
 * Functions over 100 lines (`path#name`: lines). None today: the 44 listed when the rule arrived were
 * split by issue #25 (mostly factories whose closure held a whole service, and views that drew a whole form).
 */
export const knownLongFunctions: Readonly<Record<string, number>> = {}
