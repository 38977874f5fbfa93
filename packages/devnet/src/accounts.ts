import { hardhatAccounts } from './deploy/hardhatAccounts.js'

/** A pre-funded account of the local chain (Hardhat's default mnemonic). */
export interface DevAccount {
  address: `0x${string}`
  privateKey: `0x${string}`
}

/**
 * The first Hardhat default accounts (mnemonic `test test test ... junk`), each funded with 10 000 ETH
 * on every devnet chain. These keys are public test keys: never use them on a real network.
 *
 * @example
 * const [alice, bob] = devAccounts
 */
export const devAccounts: readonly DevAccount[] = Object.freeze(hardhatAccounts.slice(0, 5))
