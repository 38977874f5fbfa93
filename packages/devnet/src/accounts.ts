import { type DevAccount, hardhatAccounts } from './deploy/hardhatAccounts.js'

export type { DevAccount }

/**
 * The first Hardhat default accounts (mnemonic `test test test ... junk`), each funded with 10 000 ETH
 * on every devnet chain. These keys are public test keys: never use them on a real network.
 *
 * @example
 * const [alice, bob] = devAccounts
 */
export const devAccounts: readonly DevAccount[] = Object.freeze(hardhatAccounts.slice(0, 5))
