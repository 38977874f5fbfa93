import type { FoyerError, Network } from '@foyer/core'
import {
  type ProviderNotFoundError,
  type UnauthorizedProviderError,
  UnsupportedChainError,
} from '@foyer/core/adapter'
import type { BitcoinAdapterContext } from '../internal/context.js'
import { accountTypesOf, activeAccounts, getSessionOrThrow } from '../internal/getSession.js'
import { toBitcoinChain } from '../internal/toBitcoinChain.js'

export interface SwitchNetworkParameters {
  connectorId: string
  network: Network
}

export type SwitchNetworkErrorType =
  | ProviderNotFoundError
  | UnauthorizedProviderError
  | UnsupportedChainError
  | FoyerError

/**
 * Moves the connection to `network`, among the networks the wallet declared. A Wallet Standard wallet has
 * no network to switch: its accounts name theirs, so switching is the adapter's record, and the addresses
 * become that network's. A sats-connect wallet is asked (`wallet_changeNetwork`, which may prompt), then
 * for its addresses there. A WalletConnect session moves among the chains it approved (each request names
 * its chain), reading the ordinals address there when it does not know it yet. The new addresses are
 * reported (`accountsChanged`) when they differ. A network the wallet has no address on is
 * `UnsupportedChainError`.
 *
 * @example
 * await switchNetwork(context, { connectorId: 'ws:Xverse', network: bitcoinSignet })
 */
export async function switchNetwork(
  context: BitcoinAdapterContext,
  { connectorId, network }: SwitchNetworkParameters,
): Promise<void> {
  const session = getSessionOrThrow(context, connectorId)
  const chain = toBitcoinChain(network.caipNetworkId)
  if (!chain)
    throw new UnsupportedChainError({
      details: `${network.caipNetworkId} is not a Bitcoin network wallets name`,
    })
  const before = activeAccounts(session).map((account) => account.address)
  if (session.client.switchChain) {
    const connection = await session.client.switchChain({ chain, purposes: context.purposes })
    session.accounts = connection.accounts
  } else {
    const declared = session.client.chains()
    const named = session.accounts.some((account) => account.chains.includes(chain))
    if (
      !named &&
      !(declared.includes(chain) && session.accounts.some((account) => account.chains.length === 0))
    )
      throw new UnsupportedChainError({ details: `The wallet has no address on ${chain}` })
  }
  const accounts = activeAccounts({ accounts: session.accounts, chain })
  const after = accounts.map((account) => account.address)
  if (after.length === 0)
    throw new UnsupportedChainError({ details: `The wallet has no address on ${chain}` })
  session.chain = chain
  session.network = network
  if (after.join() !== before.join())
    context.events?.accountsChanged({ connectorId, addresses: after, accountTypes: accountTypesOf(accounts) })
}
