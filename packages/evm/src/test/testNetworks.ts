import type { Network } from '@foyer/core'
import { devnet } from '@foyer/core/test'

/** The local Hardhat chain as a Foyer network (core's shared test network). */
export const testNetwork: Network = devnet

export function networkWith(overrides: Partial<Network>): Network {
  return { ...testNetwork, ...overrides }
}
