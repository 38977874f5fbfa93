import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type { PolkadotDevAccount } from './polkadotDevAccounts.js'
import type { InjectedAccount } from './types.js'

/** Generic Substrate: the SS58 prefix extensions show addresses in unless told a chain. */
const GENERIC_SS58_PREFIX = 42

/**
 * The key pairs of the dev accounts (`@polkadot/keyring` from their dev URIs, after the sr25519 WASM is
 * ready) with each one's account as the extension announces it: the generic Substrate address, the
 * name, the key type, usable on any chain (no genesis hash).
 */
export async function loadDevPairs(
  accounts: readonly PolkadotDevAccount[],
): Promise<{ pair: KeyringPair; account: InjectedAccount }[]> {
  await cryptoWaitReady()
  const keyring = new Keyring({ ss58Format: GENERIC_SS58_PREFIX })
  return accounts.map(({ uri, type, name }) => {
    const pair = keyring.addFromUri(uri, { name }, type)
    return { pair, account: { address: pair.address, name, type, genesisHash: null } }
  })
}
