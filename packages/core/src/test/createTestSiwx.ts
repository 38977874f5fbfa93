import { createDefaultSiwx } from '../kernel/siwx/createDefaultSiwx.js'
import { createMemoryStorage } from '../kernel/storage/createMemoryStorage.js'
import type { Siwx } from '../types/siwx.js'
import type { KeyValueStorage } from '../types/storage.js'

export interface TestSiwx extends Siwx {
  /** What verification answers (true by default); flip mid-test. */
  behavior: { valid: boolean; failGetSessions: boolean; required: boolean }
  storage: KeyValueStorage
}

/**
 * The default sign-in over a memory storage, with a verifier that accepts any signature unless
 * `behavior.valid` is false, for tests of the sign-in flow.
 */
export function createTestSiwx(
  parameters: { required?: boolean; now?: () => number; expirationMs?: number } = {},
): TestSiwx {
  const behavior = { valid: true, failGetSessions: false, required: parameters.required ?? false }
  const storage = createMemoryStorage()
  const inner = createDefaultSiwx({
    storage,
    statement: 'Sign in to the test app',
    domain: 'app.example',
    uri: 'https://app.example',
    verify: async () => behavior.valid,
    ...(parameters.now ? { now: parameters.now } : {}),
    ...(parameters.expirationMs ? { expirationMs: parameters.expirationMs } : {}),
  })
  return {
    ...inner,
    behavior,
    storage,
    async getSessions(chainId, address) {
      if (behavior.failGetSessions) throw new Error('session store unavailable')
      return inner.getSessions(chainId, address)
    },
    getRequired: () => behavior.required,
  }
}
