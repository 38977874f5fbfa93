import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../kernel/storage/createMemoryStorage.js'
import type { Foyer } from '../types/foyer.js'
import type { AnalyticsEvent, FoyerOptions } from '../types/options.js'
import type { KeyValueStorage } from '../types/storage.js'
import { createFakeAdapter, type FakeAdapter, type FakeAdapterParameters } from './createFakeAdapter.js'
import { devnet, devnet2, mainnet } from './testNetworks.js'

export interface CreateTestFoyerParameters {
  /** Options for the fake eip155 adapter. */
  adapter?: FakeAdapterParameters
  /** Overrides of the createFoyer options (networks default to mainnet, devnet, devnet2; default devnet). */
  options?: Partial<FoyerOptions>
}

export interface CreateTestFoyerReturnType {
  foyer: Foyer
  adapter: FakeAdapter
  storage: KeyValueStorage
  /** Analytics events tracked so far. */
  events: AnalyticsEvent[]
}

/**
 * A Foyer instance on test networks with one fake eip155 adapter, memory storage and recorded analytics.
 *
 * @example
 * const { foyer, adapter } = createTestFoyer({ adapter: { connectError: true } })
 */
export function createTestFoyer({
  adapter: adapterParameters,
  options,
}: CreateTestFoyerParameters = {}): CreateTestFoyerReturnType {
  const adapter = createFakeAdapter(adapterParameters)
  const storage = options?.storage ?? createMemoryStorage()
  const events: AnalyticsEvent[] = []
  const foyer = createFoyer({
    projectId: 'test-project',
    networks: [mainnet, devnet, devnet2],
    defaultNetwork: devnet,
    adapters: [adapter],
    isMobile: () => false,
    onEvent: (event) => {
      events.push(event)
    },
    ...options,
    storage,
  })
  return { foyer, adapter, storage, events }
}
