import type { ChainRegistry } from '../shared/createChainRegistry.js'

/** What the swap routes read: the served chains, where token logos live, and the clock of swap deadlines. */
export interface CreateConvertRoutesParameters {
  chains: ChainRegistry
  /** Base URL of token logos; the request's origin when absent. */
  publicUrl: string | undefined
  now: () => number
}
