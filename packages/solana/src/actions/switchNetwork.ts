import type { FoyerError, Network } from '@foyer/core'
import {
  type ProviderNotFoundError,
  type UnauthorizedProviderError,
  UnsupportedChainError,
} from '@foyer/core/adapter'
import type { SolanaAdapterContext } from '../internal/context.js'
import { getSessionOrThrow } from '../internal/getSession.js'
import { toSolanaChain } from '../internal/toSolanaChain.js'
import { solanaChainsOf } from '../internal/walletFeatures.js'

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
 * Points the connection at `network`'s cluster. A Wallet Standard wallet has no network to switch and
 * no prompt for it: the app names the chain in each call (`solana:signAndSendTransaction`'s `chain`), so
 * switching is the adapter's own record, checked against the clusters the account names. A cluster the
 * account cannot use is refused with `UnsupportedChainError` (the wallet could only fail the next call).
 *
 * @example
 * await switchNetwork(context, { connectorId: 'ws:Phantom', network: solanaDevnet })
 */
export async function switchNetwork(
  context: SolanaAdapterContext,
  { connectorId, network }: SwitchNetworkParameters,
): Promise<void> {
  const session = getSessionOrThrow(context, connectorId)
  const chain = toSolanaChain(network.caipNetworkId)
  const supported = solanaChainsOf(session.accounts[0], session.wallet)
  if (supported.length > 0 && !supported.includes(chain))
    throw new UnsupportedChainError({ details: `The wallet's account cannot use ${chain}` })
  session.chain = chain
  session.network = network
}
