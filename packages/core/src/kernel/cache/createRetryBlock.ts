/** Balance retry delay (spec section 9: 30 s). */
export const balanceRetryDelayMs = 30_000

export interface CreateRetryBlockParameters {
  /** How long a failure blocks retries. Default 30 s. */
  delayMs?: number
  /** Clock in ms. Default Date.now. */
  now?: () => number
  /** Failure times by key; give the instance's map to keep them per instance. Default: a new map. */
  failedAt?: Map<string, number>
}

export interface RetryBlock {
  /** Records a failure for `key` (e.g. a CAIP address): retries are blocked for `delayMs`. */
  fail(key: string): void
  /** Whether a fetch for `key` must wait ('Token Balance Unavailable' stays shown meanwhile). */
  blocked(key: string): boolean
  /** When a fetch for `key` may go again (ms on the clock), or undefined when it may go now. */
  retryAt(key: string): number | undefined
  /** Forgets the failure of `key` (after a success). */
  clear(key: string): void
}

export type CreateRetryBlockReturnType = RetryBlock

/**
 * The balance retry block of spec section 8: after a balance fetch fails ('Token Balance Unavailable'),
 * no retry for that key for 30 seconds.
 *
 * @example
 * const retry = createRetryBlock()
 * if (retry.blocked(caipAddress)) return
 * try {
 *   await blockchain.fetchBalance({ address, chainId })
 * } catch (error) {
 *   retry.fail(caipAddress)
 *   foyer.showToast({ type: 'error', message: t('toast.balanceUnavailable') })
 * }
 */
export function createRetryBlock({
  delayMs = balanceRetryDelayMs,
  now = Date.now,
  failedAt = new Map<string, number>(),
}: CreateRetryBlockParameters = {}): CreateRetryBlockReturnType {
  return {
    fail: (key) => {
      failedAt.set(key, now())
    },
    blocked(key) {
      const at = failedAt.get(key)
      if (at === undefined) return false
      if (now() - at < delayMs) return true
      failedAt.delete(key)
      return false
    },
    retryAt(key) {
      const at = failedAt.get(key)
      return at !== undefined && now() - at < delayMs ? at + delayMs : undefined
    },
    clear: (key) => {
      failedAt.delete(key)
    },
  }
}
