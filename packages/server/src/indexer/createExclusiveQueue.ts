/**
 * Runs tasks one after the other, so that two syncs of one chain never store at once. `tail` only orders
 * them: each caller gets its own result (and error) from its task.
 */
export function createExclusiveQueue(): (task: () => Promise<void>) => Promise<void> {
  let tail: Promise<void> = Promise.resolve()
  return (task) => {
    const run = tail.then(task)
    tail = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }
}
