import type { ApprovedNetworks, CaipNetworkId, ConnectResult, Network } from '@foyer/core'
import { ConnectionAbortedError } from '@foyer/core/adapter'
import type { BitcoinChain } from '../types.js'
import type { WalletClient, WalletConnection } from './client.js'
import type { BitcoinAdapterContext } from './context.js'
import { accountTypesOf, activeAccounts } from './getSession.js'
import { toBitcoinChain, toCaipReference } from './toBitcoinChain.js'

/** The networks a connection can be on: the accounts' own, else the wallet's declared ones. */
export function supportedChains(
  client: WalletClient,
  connection: Pick<WalletConnection, 'accounts' | 'chain'>,
): BitcoinChain[] {
  if (connection.chain) return [connection.chain]
  const named = [...new Set(connection.accounts.flatMap((account) => account.chains))]
  return named.length > 0 ? named : client.chains()
}

/** The requested bip122 networks, core's network first. */
export function requestedNetworks(context: BitcoinAdapterContext, network: Network | undefined): Network[] {
  return [...(network ? [network] : []), ...(context.events?.requestedNetworks?.() ?? [])].filter(
    (item) => item.chainNamespace === 'bip122',
  )
}

/**
 * Records a connection and tells core where the wallet is: the first of core's network and the requested
 * networks the wallet has accounts on, else the first network it has accounts on (core then shows
 * UnsupportedChain). The result's addresses are that network's, payment first; the requested networks
 * the wallet can use are the approved ones.
 */
export function openSession(
  context: BitcoinAdapterContext,
  p: {
    connectorId: string
    client: WalletClient
    connection: WalletConnection
    network: Network | undefined
  },
): ConnectResult {
  const { connectorId, client, connection, network } = p
  const supported = supportedChains(client, connection)
  const requested = requestedNetworks(context, network)
  const usable = (item: Network) => {
    const chain = toBitcoinChain(item.caipNetworkId)
    return chain !== undefined && (supported.length === 0 || supported.includes(chain))
  }
  const match = requested.find(usable)
  const chain = (match && toBitcoinChain(match.caipNetworkId)) ?? supported[0] ?? 'bitcoin:mainnet'
  const session = { client, accounts: connection.accounts, chain, network: match }
  const active = activeAccounts(session)
  const [first] = active
  if (!first) throw new ConnectionAbortedError({ details: `The wallet gave no Bitcoin address on ${chain}` })
  context.sessions.set(connectorId, session)
  const approvedNetworks: ApprovedNetworks = {
    approvedCaipNetworkIds: [
      ...new Set(requested.filter(usable).map((item) => item.caipNetworkId)),
    ] as CaipNetworkId[],
    supportsAllNetworks: false,
  }
  return {
    address: first.address,
    addresses: active.map((account) => account.address),
    accountTypes: accountTypesOf(active),
    chainId: toCaipReference(chain),
    approvedNetworks,
  }
}
