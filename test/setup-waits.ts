// Every project's first setup file: the waits of the unit tests (`vi.waitFor`, `expect.poll`, Testing
// Library's `findBy…`/`waitFor`) wait for something to happen, they assert no time. Their 1 s defaults
// were a timing rule nobody meant: on a loaded machine a WalletConnect pairing URI that took over a
// second to appear failed a test (issue #30). They wait up to 10 s now; a test that means a deadline says so with a fake clock.
import { vi } from 'vitest'

const waitFor = vi.waitFor.bind(vi)
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor
