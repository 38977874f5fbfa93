// @foyer/react/standalone: the module that ./standalone.ts bundles into one file,
// @foyer/react's dist/standalone/foyer.js, for a page without a bundler (issue #33). That page loads one
// self-hosted script. The file holds React, the modal, the custom elements of @foyer/react/web and the
// EVM adapter.
//
// It lives here and not in packages/react/src because it brings an adapter. The UI package never imports
// one (scripts/packageBans.ts, biome's restricted imports). Inside the bundled file, the page passes the
// adapter in as any host does. scripts/faces.ts snapshots this face with the workspace's faces.
import type { ChainAdapter } from '@foyer/core'
import { evmAdapter as createEvmAdapter } from '@foyer/evm'

export {
  createFoyer,
  type ElementTag,
  elementTags,
  type WebFoyer,
  type WebFoyerState,
} from '@foyer/react/web'

/**
 * The EVM adapter's parameters that a page without a bundler can pass. The others take objects that other
 * packages make (a WalletConnect connector, external connectors).
 */
export interface StandaloneEvmParameters {
  /** Timeout of one JSON-RPC HTTP request, in ms. Default 10 000. */
  rpcTimeoutMs?: number | undefined
  /** Retries of a failed JSON-RPC HTTP request. Default 3. */
  retryCount?: number | undefined
  /** Base delay of the exponential retry backoff, in ms. Default 150. */
  retryDelayMs?: number | undefined
}

/**
 * @foyer/evm's `evmAdapter`, typed with core's `ChainAdapter`. That way the published declarations name
 * only packages @foyer/react depends on (@foyer/evm is inside the file, not a dependency). The type
 * check holds the real adapter to this type.
 *
 * @example
 * import { createFoyer, evmAdapter } from './foyer.js'
 * const foyer = createFoyer({ projectId, networks: [mainnet], adapters: [evmAdapter()] })
 */
export const evmAdapter: (parameters?: StandaloneEvmParameters) => ChainAdapter = createEvmAdapter
