import type { Hex } from 'viem'
import artifacts from './artifacts.json' with { type: 'json' }

/** A contract compiled into artifacts.json. */
export type DevnetContractName = keyof typeof artifacts.contracts

/**
 * The creation bytecode of each devnet contract, from artifacts.json (generated from
 * packages/devnet/contracts by scripts/compile-contracts.mjs; a test keeps it in step with the sources).
 */
export const devnetBytecode = Object.freeze(
  Object.fromEntries(Object.entries(artifacts.contracts).map(([name, { bytecode }]) => [name, bytecode])),
) as Readonly<Record<DevnetContractName, Hex>>
