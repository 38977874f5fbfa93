import {
  type ChainAdapter,
  createFoyer,
  createMemoryStorage,
  type Foyer,
  type FoyerOptions,
} from '@foyer/core'
import { createFakeAdapter, devnet, devnet2, mainnet } from '@foyer/core/test'
import { type RenderResult, render } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { type ReactElement, StrictMode } from 'react'
import { onTestFinished } from 'vitest'
import { FoyerProvider } from '../FoyerProvider.js'
import { viewRegistry } from '../views/viewComponents.js'

// Every feature's views loaded before a test renders: a view shows on its first render, as the tests
// read it. How a view that is not loaded yet shows (a status, then the view; a failure, then 'Try
// again') is viewRegistry.test.tsx's.
await viewRegistry.loadAll()

export interface RenderWithFoyerOptions {
  /** Options passed to createFoyer, on top of a test project id, devnet networks and memory storage. */
  options?: Partial<FoyerOptions>
  /** Adapters; default: one fake EIP-155 adapter with one announced wallet ('Fake Wallet'). */
  adapters?: ChainAdapter[]
  /** Wrap in React's StrictMode (double effects), as apps do in development. */
  strict?: boolean
}

export interface RenderWithFoyerResult extends RenderResult {
  foyer: Foyer
  user: UserEvent
}

/**
 * Renders `ui` inside a `FoyerProvider` with a real `createFoyer` instance backed by
 * `@foyer/core/test`'s fake adapter. The instance is destroyed when the test ends.
 *
 * @example
 * const { foyer, user } = renderWithFoyer(<ConnectButton />)
 * await user.click(within(getConnectButtonRoot()).getByRole('button', { name: 'Connect Wallet' }))
 */
export function renderWithFoyer(
  ui: ReactElement,
  parameters: RenderWithFoyerOptions = {},
): RenderWithFoyerResult {
  const foyer = createFoyer({
    projectId: 'test-project',
    networks: [devnet, devnet2, mainnet],
    defaultNetwork: devnet,
    storage: createMemoryStorage(),
    isMobile: () => false,
    ...parameters.options,
    adapters: parameters.adapters ?? parameters.options?.adapters ?? [createFakeAdapter()],
  })
  onTestFinished(() => foyer.destroy())
  const user = userEvent.setup()
  const tree = <FoyerProvider foyer={foyer}>{ui}</FoyerProvider>
  const result = render(parameters.strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { ...result, foyer, user }
}
