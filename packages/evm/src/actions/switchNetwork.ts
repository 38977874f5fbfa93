import type { FoyerError, Network, UserRejectedRequestError } from '@foyer/core'
import {
  InvalidChainIdError,
  type ProviderNotFoundError,
  shouldAddChain,
  toFoyerError,
  UnsupportedChainError,
} from '@foyer/core/adapter'
import { numberToHex } from 'viem'
import type { EvmAdapterContext } from '../internal/context.js'
import { getProviderOrThrow } from '../internal/getProviderOrThrow.js'
import { parseChainId } from '../internal/parseChainId.js'
import { request } from '../internal/request.js'
import { approveAddedNetwork } from '../internal/walletConnect.js'

export interface SwitchNetworkParameters {
  connectorId: string
  network: Network
}

export type SwitchNetworkReturnType = undefined

export type SwitchNetworkErrorType =
  | ProviderNotFoundError
  | UnsupportedChainError
  | InvalidChainIdError
  | UserRejectedRequestError
  | FoyerError

/** EIP-3085 parameters of `wallet_addEthereumChain`. */
function toAddChainParameters(network: Network, chainId: string) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * Asks the wallet to switch to `network` (`wallet_switchEthereumChain`). When the wallet does not know the
 * chain (4902, 5000 or 32603, also nested in `data.originalError`), adds it (`wallet_addEthereumChain`) and,
 * if the wallet is still on another chain, asks to switch again (a chain added through a WalletConnect session
 * counts as approved from then on). A user rejection is a
 * `UserRejectedRequestError`.
 *
 * @example
 * await switchNetwork(context, { connectorId: 'io.metamask', network: sepolia })
 */
export async function switchNetwork(
  context: EvmAdapterContext,
  { connectorId, network }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  if (network.chainNamespace !== 'eip155')
    throw new UnsupportedChainError({ details: `${network.caipNetworkId} is not an EVM network` })
  const id = Number(network.id)
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new InvalidChainIdError({ details: `${String(network.id)} is not an EVM chain id` })
  const provider = getProviderOrThrow(context, connectorId)
  const chainId = numberToHex(id)
  const switchChain = { method: 'wallet_switchEthereumChain', params: [{ chainId }] }

  try {
    await provider.request(switchChain)
    return
  } catch (error) {
    if (!shouldAddChain(error)) throw toFoyerError(error)
  }
  await request(provider, {
    method: 'wallet_addEthereumChain',
    params: [toAddChainParameters(network, chainId)],
  })
  approveAddedNetwork(context, connectorId, network.caipNetworkId)
  // Most wallets switch to a chain they add; some only add it.
  const current = parseChainId(await request(provider, { method: 'eth_chainId' }))
  if (current !== id) await request(provider, switchChain)
}
