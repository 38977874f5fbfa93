import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  // Files that run in node (`@vitest-environment node`, e.g. server rendering) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
