import type { ApprovedNetworks, CaipAddress, CaipNetworkId, ChainNamespace, Network } from '@foyer/core'
import type { UniversalProvider } from './initProvider.js'

/** The eip155 methods and events a session asks for (spec section 9). */
export const EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTypedData',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]
const EIP155_EVENTS = ['accountsChanged', 'chainChanged']
/** The solana methods a session asks for (WalletConnect's Solana RPC; spec section 9). */
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]
interface ProposedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The CAIP-2 reference of a network ('1', or a Solana genesis-hash prefix). */
const referenceOf = (network: Network) => network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)

/**
 * The optional namespaces for `networks`: eip155 and solana, each only when it has networks, with an RPC
 * map so that the SDK never uses its RPC service.
 */
export function toNamespaces(
  networks: readonly Network[],
): Partial<Record<'eip155' | 'solana', ProposedNamespace>> {
  const namespace = (family: ChainNamespace, methods: string[], events: string[]) => {
    const chosen = networks.filter((network) => network.chainNamespace === family)
    if (chosen.length === 0) return undefined
    return {
      chains: chosen.map((network) => network.caipNetworkId),
      methods,
      events,
      rpcMap: Object.fromEntries(
        chosen.map((network) => [referenceOf(network), network.rpcUrls.default.http[0] ?? '']),
      ),
    }
  }
  const eip155 = namespace('eip155', EIP155_METHODS, EIP155_EVENTS)
  const solana = namespace('solana', SOLANA_METHODS, [])
  return { ...(eip155 ? { eip155 } : {}), ...(solana ? { solana } : {}) }
}

/** The session's namespaces of one family (the key `eip155`, or `eip155:<id>` keys). */
function sessionNamespaces(universal: UniversalProvider | undefined, family: ChainNamespace) {
  const namespaces = universal?.session?.namespaces ?? {}
  return Object.entries(namespaces).filter(([key]) => key === family || key.startsWith(`${family}:`))
}

/** The session's accounts of one family (CAIP-10). */
export function accountsOf(universal: UniversalProvider | undefined, family: ChainNamespace): CaipAddress[] {
  const accounts = sessionNamespaces(universal, family).flatMap(([, namespace]) => namespace.accounts)
  return [...new Set(accounts)] as CaipAddress[]
}

/** The networks of one family a session approved. */
export function approvedNetworksOf(
  universal: UniversalProvider | undefined,
  family: ChainNamespace,
): ApprovedNetworks | undefined {
  const approved = sessionNamespaces(universal, family)
  if (approved.length === 0) return undefined
  const ids = new Set<CaipNetworkId>()
  for (const [key, namespace] of approved) {
    if (key !== family) ids.add(key as CaipNetworkId)
    for (const chain of namespace.chains ?? []) ids.add(chain as CaipNetworkId)
    for (const account of namespace.accounts)
      ids.add(account.split(':').slice(0, 2).join(':') as CaipNetworkId)
  }
  return {
    approvedCaipNetworkIds: [...ids],
    supportsAllNetworks:
      family === 'eip155' &&
      approved.some(([, namespace]) => namespace.methods.includes('wallet_addEthereumChain')),
  }
}
