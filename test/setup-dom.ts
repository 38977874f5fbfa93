import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy… and waitFor wait up to 10 s (see setup-waits.ts).
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  // Files that run in node (`@vitest-environment node`, e.g. server rendering) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
