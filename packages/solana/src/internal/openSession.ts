import type { ApprovedNetworks, CaipNetworkId, ConnectResult, Network } from '@foyer/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaAdapterContext } from './context.js'
import { toCaipReference, toSolanaChain } from './toSolanaChain.js'
import { solanaChainsOf } from './walletFeatures.js'

export interface OpenSessionParameters {
  connectorId: string
  wallet: Wallet
  /** The wallet's Solana accounts, at least one (first is the active one). */
  accounts: readonly [WalletAccount, ...WalletAccount[]]
  /** The network core connects on (its active one, or the first requested). */
  network: Network | undefined
}

/** The CAIP-2 reference of a Foyer network ('solana:<reference>'), as core's `network.id` holds it. */
export function referenceOf(network: Network): string {
  return network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)
}

/**
 * Records a connection and tells core where the wallet is. The Wallet Standard has no active chain: the
 * account names the clusters it can use (`chains`). The session takes the first of core's network and
 * the requested networks that the account can use; else the first public cluster the account names (core
 * then shows UnsupportedChain); else, for a wallet on clusters Foyer cannot identify (a localnet, whose
 * genesis it cannot know), the cluster's name as the chain id ('localnet'). A wallet that names no Solana
 * chain at all is taken to follow core's network. The requested networks the account can use are
 * reported as the approved ones, so that the network list offers only those.
 */
export function openSession(
  context: SolanaAdapterContext,
  { connectorId, wallet, accounts, network }: OpenSessionParameters,
): ConnectResult {
  const supported = solanaChainsOf(accounts[0], wallet)
  const requested = [...(network ? [network] : []), ...(context.events?.requestedNetworks?.() ?? [])].filter(
    (item) => item.chainNamespace === 'solana',
  )
  const usable = (item: Network) =>
    supported.length === 0 || supported.includes(toSolanaChain(item.caipNetworkId))
  const match = requested.find(usable)
  let chain: `solana:${string}`
  let chainId: string
  if (match) {
    chain = toSolanaChain(match.caipNetworkId)
    chainId = referenceOf(match)
  } else {
    const known = supported.find((item) => toCaipReference(item) !== undefined)
    chain = (known ?? supported[0] ?? 'solana:localnet') as `solana:${string}`
    chainId = toCaipReference(chain) ?? chain.slice('solana:'.length)
  }
  context.sessions.set(connectorId, { wallet, accounts, chain, network: match })
  const approvedNetworks: ApprovedNetworks | undefined =
    supported.length === 0
      ? undefined
      : {
          approvedCaipNetworkIds: [
            ...new Set(requested.filter(usable).map((item) => item.caipNetworkId)),
          ] as CaipNetworkId[],
          supportsAllNetworks: false,
        }
  const addresses = accounts.map((account) => account.address)
  return {
    address: accounts[0].address,
    addresses,
    chainId,
    ...(approvedNetworks ? { approvedNetworks } : {}),
  }
}
