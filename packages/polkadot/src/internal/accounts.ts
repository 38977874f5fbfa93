import type { Network } from '@foyer/core'
import { ss58PrefixOf } from '../networks.js'
import { encodeSs58Address } from '../ss58/encodeSs58Address.js'
import type { PolkadotAccount, PolkadotAdapterContext } from './context.js'

/** Whether an account may be used on `network`: not restricted to a chain, or restricted to this one. */
function usableOn(account: PolkadotAccount, network: Network): boolean {
  const { genesisHash } = account
  if (!genesisHash) return true
  const reference = network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1).toLowerCase()
  return genesisHash.toLowerCase().replace(/^0x/, '').startsWith(reference)
}

/**
 * The accounts in the order core shows them: first the extension's first account that may be used on
 * `network` (extensions can tie an account to one chain by its genesis hash), then the others in the
 * extension's order. Every account stays.
 */
export function orderForNetwork(accounts: readonly PolkadotAccount[], network: Network): PolkadotAccount[] {
  const active = accounts.find((account) => usableOn(account, network)) ?? accounts[0]
  return active ? [active, ...accounts.filter((account) => account !== active)] : []
}

/** The addresses of `accounts` on `network`: each account id written with the network's SS58 prefix. */
export function addressesOn(
  context: PolkadotAdapterContext,
  accounts: readonly PolkadotAccount[],
  network: Network,
): string[] {
  const prefix = ss58PrefixOf(network, context.ss58Prefixes)
  return accounts.map((account) => encodeSs58Address(account.publicKey, prefix))
}
