import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler'
import { afterAll, afterEach } from 'vitest'

// findBy… and waitFor wait up to 10 s (see setup-waits.ts).
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  // Files that run in node (`@vitest-environment node`, e.g. server rendering) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
})

// React's queued work ends with the file that queued it. The jsdom projects share one environment per
// worker (vitest.config.ts), and a file that asks for another (`@vitest-environment node`:
// ssr.server.test.tsx) tears jsdom down in the middle of the worker's run. A commit made outside `act`
// (a store update while a `findBy…` waits) leaves its passive effects to the scheduler, which runs them in
// a later macrotask, reading `window.event` first; on a loaded machine that task was still queued when the
// next file switched environments, and Vitest reported "window is not defined" from react-dom against
// UnsupportedChainView.test.tsx (clean-clone run on e5baee9, #30). A callback at the lowest priority runs
// after every task queued before it.
afterAll(() => new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, resolve)))
