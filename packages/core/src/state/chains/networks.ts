import { t } from '../../kernel/messages/tPage.js'
import type { Foyer } from '../../types/foyer.js'
import type { ChainNamespace, Network } from '../../types/network.js'

/** The placeholder for a chain the host did not request: 'Unknown Network' with an empty currency. */
export function createPlaceholderNetwork(namespace: ChainNamespace, chainId: number | string): Network {
  return {
    id: chainId,
    caipNetworkId: `${namespace}:${chainId}`,
    name: t('network.unknown'),
    chainNamespace: namespace,
    nativeCurrency: { name: '', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

/** The requested network of `namespace` whose id is `chainId`, or undefined. */
export function findRequestedNetwork(
  foyer: Foyer,
  namespace: ChainNamespace,
  chainId: number | string,
): Network | undefined {
  const entry = foyer.stores.chains.getState().chains[namespace]
  return entry?.networkState.requestedCaipNetworks.find((network) => String(network.id) === String(chainId))
}

/** Whether `network` is one of the requested networks of its namespace. */
export function isRequestedNetwork(foyer: Foyer, network: Network | undefined): boolean {
  if (!network) return false
  const entry = foyer.stores.chains.getState().chains[network.chainNamespace]
  return Boolean(
    entry?.networkState.requestedCaipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId),
  )
}

/** The requested network for `chainId`, or a placeholder marked unsupported. */
export function resolveNetwork(
  foyer: Foyer,
  namespace: ChainNamespace,
  chainId: number | string,
): { network: Network; supported: boolean } {
  const requested = findRequestedNetwork(foyer, namespace, chainId)
  if (requested) return { network: requested, supported: true }
  return { network: createPlaceholderNetwork(namespace, chainId), supported: false }
}
