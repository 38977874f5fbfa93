import {
  type ChainAdapter,
  createFoyer,
  createMemoryStorage,
  type Foyer,
  type FoyerOptions,
} from '@foyer/core'
import { createFakeAdapter, devnet, devnet2, mainnet } from '@foyer/core/test'
import { type RenderHookResult, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { onTestFinished } from 'vitest'
import { FoyerProvider } from '../FoyerProvider.js'

/**
 * Renders a hook inside a `FoyerProvider` with a real instance and the fake adapter (like
 * `renderWithFoyer`), returning the instance beside Testing Library's `result`.
 */
export function renderHookWithFoyer<T>(
  hook: () => T,
  parameters: { options?: Partial<FoyerOptions>; adapters?: ChainAdapter[] } = {},
): RenderHookResult<T, unknown> & { foyer: Foyer } {
  const foyer = createFoyer({
    projectId: 'test-project',
    networks: [devnet, devnet2, mainnet],
    defaultNetwork: devnet,
    storage: createMemoryStorage(),
    isMobile: () => false,
    ...parameters.options,
    adapters: parameters.adapters ?? [createFakeAdapter()],
  })
  onTestFinished(() => foyer.destroy())
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return { ...renderHook(hook, { wrapper }), foyer }
}
